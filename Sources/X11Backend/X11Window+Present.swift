import CX11
import Compositor
import Glibc

extension X11Window {
  /// Uploads the damaged parts of a frame to the window and waits until the server has
  /// drawn them.
  ///
  /// `pixels` holds `height` rows of `stride` bytes, each pixel a premultiplied ARGB32 word
  /// in native byte order (cairo's `CAIRO_FORMAT_ARGB32`). Only the `damage` rectangles,
  /// rounded out to whole pixels and clipped to the frame, are sent; pass the whole frame
  /// after an ``X11Event/expose(_:)`` or a resize. Through MIT-SHM the rectangles are copied
  /// into the shared segment (reallocated when the frame size changes); otherwise they go
  /// through `XPutImage` straight from `pixels`. When this returns, `pixels` may be reused
  /// and another client reading the window sees the frame.
  ///
  /// - Throws: ``X11Error/invalidFrame(_:)`` for a non-positive size or a stride too small or
  ///   not a multiple of 4; ``X11Error/closed`` after ``close()``.
  public func present(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, damage: [Rect]) throws(X11Error) {
    try present(pixels: pixels, width: width, height: height, stride: stride, damage: damage, frame: nil)
  }

  /// Presents the pixels of a screen's `frame`: as
  /// ``present(pixels:width:height:stride:damage:)``, and when the window shows compositor
  /// windows separately (``showsWindowsSeparately``), first brings the child X windows in
  /// line with the frame's windows (mapped, stacked, placed, shaped by the regions of a
  /// frame taken with them, and given the keyboard focus of the key window; see
  /// `syncChildren(with:)`), then uploads each damaged rectangle to every X window it
  /// touches: the top-level, and each child where it draws. Every X window shows the
  /// composited frame's pixels for its area, so the screen looks as one window would.
  public func present(
    pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, damage: [Rect], frame: ScreenFrame?
  ) throws(X11Error) {
    guard !isClosed else { throw .closed }
    requestsInLastPresent = 0
    if showsWindowsSeparately, let frame { syncChildren(with: frame) }
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw .invalidFrame("size \(width)x\(height) must be between 1x1 and 32767x32767")
    }
    guard stride >= width * 4, stride % 4 == 0 else {
      throw .invalidFrame("stride \(stride) must be a multiple of 4 and at least \(width * 4) for width \(width)")
    }
    reportProtocolErrors()
    let rectangles = Self.pixelRectangles(damage, width: width, height: height)
    guard !rectangles.isEmpty else { return }
    if uploadPath == .sharedMemory, let image = sharedImage(width: width, height: height) {
      upload(rectangles, from: pixels, stride: stride, through: image)
    } else {
      putImage(rectangles, from: pixels, width: width, height: height, stride: stride)
    }
    reportProtocolErrors()
  }

  /// The damage as whole-pixel rectangles inside the frame, empty ones dropped.
  static func pixelRectangles(_ damage: [Rect], width: Int, height: Int) -> [PixelRect] {
    let frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    return damage.compactMap { rect in
      guard rect.isFinite else { return nil }
      let clipped = rect.standardized.integral.intersection(frame)
      guard !clipped.isEmpty else { return nil }
      return PixelRect(
        x: Int(clipped.minX), y: Int(clipped.minY), width: Int(clipped.width), height: Int(clipped.height))
    }
  }

  /// The shared image for this frame size, made (or remade) as needed; `nil` when MIT-SHM
  /// cannot be used for it, with ``uploadPath`` and the reason updated.
  private func sharedImage(width: Int, height: Int) -> SharedMemoryImage? {
    if let image = sharedImage, image.width == width, image.height == height {
      return image
    }
    sharedImage?.detach()
    sharedImage = nil
    reportProtocolErrors()
    switch SharedMemoryImage.make(
      connection: connection, visual: visual, depth: depth, width: width, height: height,
      attachInvalidSegment: attachInvalidSharedSegment)
    {
    case .success(let image):
      sharedImage = image
      return image
    case .failure(.attach(let reason)):
      // The server will never attach our segments (another machine, or a policy): stop trying.
      uploadPath = .putImage
      sharedMemoryUnavailableReason = reason
      Diagnostics.report("X11 \(connection.name): \(reason); using XPutImage")
      return nil
    case .failure(.local(let reason)):
      // Only this size failed (e.g. a shared memory limit); try again at the next size.
      Diagnostics.report("X11 \(connection.name): \(reason); this frame uses XPutImage")
      return nil
    }
  }

  private func upload(
    _ rectangles: [PixelRect], from pixels: UnsafeRawPointer, stride: Int, through image: SharedMemoryImage
  ) {
    let destination = UnsafeMutableRawPointer(image.pixels)
    let destinationStride = image.bytesPerLine
    for r in rectangles {
      let rowBytes = r.width * 4
      for row in r.y..<(r.y + r.height) {
        memcpy(destination + row * destinationStride + r.x * 4, pixels + row * stride + r.x * 4, rowBytes)
      }
      XShmPutImage(
        connection.display, windowID, graphicsContext, image.image, Int32(r.x), Int32(r.y), Int32(r.x),
        Int32(r.y), UInt32(r.width), UInt32(r.height), 0)
    }
    // The same shared frame, each part put into the child that shows it.
    for (id, r, origin) in childUploads(rectangles) {
      XShmPutImage(
        connection.display, id, graphicsContext, image.image, Int32(r.x), Int32(r.y), Int32(r.x - origin.x),
        Int32(r.y - origin.y), UInt32(r.width), UInt32(r.height), 0)
    }
    requestsInLastPresent += rectangles.count + childUploads(rectangles).count
    // The next frame overwrites the segment; the server must have read it by then.
    XSync(connection.display, 0)
  }

  private func putImage(_ rectangles: [PixelRect], from pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int)
  {
    let data = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self))
    guard
      let image = XCreateImage(
        connection.display, visual, UInt32(depth), ZPixmap, 0, data, UInt32(width), UInt32(height), 32, Int32(stride))
    else {
      Diagnostics.report("X11 \(connection.name): XCreateImage failed for \(width)x\(height); frame dropped")
      return
    }
    // Our words are in host order; Xlib swaps them if the server's order differs.
    image.pointee.byte_order = X11Images.hostByteOrder
    for r in rectangles {
      XPutImage(
        connection.display, windowID, graphicsContext, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
        UInt32(r.width), UInt32(r.height))
    }
    let uploads = childUploads(rectangles)
    for (id, r, origin) in uploads {
      XPutImage(
        connection.display, id, graphicsContext, image, Int32(r.x), Int32(r.y), Int32(r.x - origin.x),
        Int32(r.y - origin.y), UInt32(r.width), UInt32(r.height))
    }
    requestsInLastPresent += rectangles.count + uploads.count
    X11Images.destroyKeepingPixels(image)
    XSync(connection.display, 0)
  }
}
