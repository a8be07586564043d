import CX11
import Compositor

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
    try present(pixels: pixels, width: width, height: height, stride: stride, damage: damage, frame: frame, at: 0)
  }

  /// Presents a frame as ``present(pixels:width:height:stride:damage:frame:)`` does; with
  /// the Present extension in use (``usesPresentExtension``) the pixels go into a pixmap
  /// and every X window shows its part at the vblank numbered `msc` (0: the next one),
  /// and this returns the frame's serial, which ``takeShownFrames()`` reports once the
  /// server showed it. Without Present, or with nothing damaged, it returns `nil`. Frames
  /// are presented relaxed (see ``X11PresentQueue``); `relaxed: false` is for tests.
  @discardableResult
  func present(
    pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, damage: [Rect], frame: ScreenFrame?,
    at msc: UInt64, relaxed: Bool = true
  ) throws(X11Error) -> UInt32? {
    guard !isClosed else { throw .closed }
    requestsInLastPresent = 0
    if showsWindowsSeparately, let frame { syncChildren(with: frame) }
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw .invalidFrame("size \(width)x\(height) must be between 1x1 and 32767x32767")
    }
    guard stride >= width * 4, stride % 4 == 0 else {
      throw .invalidFrame("stride \(stride) must be a multiple of 4 and at least \(width * 4) for width \(width)")
    }
    connection.reportProtocolErrors()
    let rectangles = Self.pixelRectangles(damage, width: width, height: height)
    guard !rectangles.isEmpty else { return nil }
    let image = X11FrameUploader.Image(pixels: pixels, width: width, height: height, stride: stride)
    var serial: UInt32?
    if let queue = presentQueue {
      let pixmap = idlePixmap(queue, width: width, height: height)
      put(image, into: [(pixmap, rectangles, PixelRect(x: 0, y: 0, width: width, height: height))])
      var targets = [X11PresentQueue.Target(window: windowID, offset: (0, 0), rectangles: rectangles)]
      var parts: [UInt: X11PresentQueue.Target] = [:]
      for (id, part, origin) in separateWindows.childUploads(rectangles) {
        parts[id, default: .init(window: id, offset: (-origin.x, -origin.y), rectangles: [])].rectangles.append(part)
      }
      targets += separateWindows.childOrder.compactMap { parts[$0] }
      serial = queue.present(pixmap, to: targets, at: msc, relaxed: relaxed)
      requestsInLastPresent += targets.count
    } else {
      let whole = PixelRect(x: 0, y: 0, width: width, height: height)
      put(
        image,
        into: [(windowID, rectangles, whole)] + separateWindows.childUploads(rectangles).map { ($0.0, [$0.1], $0.2) })
    }
    // The next frame overwrites the shared segment and the caller's pixels: the server
    // must have read them by then.
    XSync(connection.display, 0)
    connection.reportProtocolErrors()
    return serial
  }

  /// A pixmap no present holds; waits for the server to release one when all are busy,
  /// as only a caller presenting faster than the display shows frames would find them.
  private func idlePixmap(_ queue: X11PresentQueue, width: Int, height: Int) -> Pixmap {
    let deadline = ContinuousClock.now + .seconds(1)
    while true {
      if let pixmap = queue.idlePixmap(width: width, height: height) { return pixmap }
      if ContinuousClock.now > deadline || connection.isLost {
        // The server never released them (a window gone without a word): start afresh.
        queue.abandonAll()
        continue
      }
      var events: [X11Event] = []
      readQueuedEvents(into: &events)
      input.deferredEvents += events
      connection.waitReadable(seconds: 0.01)
    }
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

  /// Uploads `image` to each destination (see ``X11FrameUploader/put(_:into:with:)``),
  /// counting the requests.
  private func put(_ image: X11FrameUploader.Image, into destinations: [X11FrameUploader.Destination]) {
    requestsInLastPresent += uploader.put(image, into: destinations, with: resources)
  }
}
