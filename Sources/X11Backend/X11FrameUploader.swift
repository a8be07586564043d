import CX11
import Compositor
import Glibc

/// How a window's frames reach the X server: the upload path (MIT-SHM until the server
/// proves unable to use it, else `XPutImage`), why not MIT-SHM when not, and the shared
/// segment frames are copied into, remade when the frame size changes.
///
/// Apart from ``X11Window`` because the upload is a concern of its own that owns memory:
/// ``sharedImage`` is a System V segment the server has attached, which
/// ``releaseSharedImage()`` detaches in the window's `close()` before anything else goes.
/// It borrows the window's visual, depth and graphics context (``X11WindowResources``)
/// for each upload, and owns none of them.
final class X11FrameUploader {
  /// A frame's pixels, as the caller holds them.
  struct Image {
    var pixels: UnsafeRawPointer
    var width: Int
    var height: Int
    var stride: Int
  }

  /// Where one upload goes: a drawable, the rectangles (top-level pixels) it gets, and the
  /// rectangle whose origin is the drawable's top-left.
  typealias Destination = (drawable: UInt, rectangles: [PixelRect], origin: PixelRect)

  private let connection: X11Connection
  /// How the next frame will be uploaded: MIT-SHM until the server proves unable to use it.
  private(set) var path: UploadPath
  /// Why frames do not go through MIT-SHM, when they do not; for diagnostics.
  private(set) var sharedMemoryUnavailableReason: String?
  /// The shared image of the last frame size, while MIT-SHM is in use.
  private var sharedImage: SharedMemoryImage?
  /// Makes the server's MIT-SHM attach fail on purpose; tests use it to reach the fallback.
  var attachInvalidSharedSegment = false

  /// Uploads on `connection` through MIT-SHM when `preference` allows and the server
  /// offers it, else through `XPutImage`.
  init(connection: X11Connection, preference: SharedMemoryPreference) {
    self.connection = connection
    let sharedMemoryOffered = XShmQueryExtension(connection.display) != 0
    switch (preference, sharedMemoryOffered) {
    case (.disabled, _):
      path = .putImage
      sharedMemoryUnavailableReason = "MIT-SHM disabled by the caller"
    case (.automatic, false):
      path = .putImage
      sharedMemoryUnavailableReason = "the server does not offer MIT-SHM"
    case (.automatic, true):
      path = .sharedMemory
      sharedMemoryUnavailableReason = nil
    }
  }

  /// Detaches and frees the shared image, if there is one; the next MIT-SHM upload makes
  /// another.
  func releaseSharedImage() {
    sharedImage?.detach()
    sharedImage = nil
  }

  /// Copies each destination's rectangles (top-level pixels) from `image` into its
  /// drawable, whose top-left is at the destination's rectangle's origin: through the
  /// shared segment when MIT-SHM works, else with `XPutImage`. Draws with `resources`'
  /// graphics context; returns how many requests it sent.
  func put(_ image: Image, into destinations: [Destination], with resources: X11WindowResources) -> Int {
    let display = connection.display
    var sent = 0
    if path == .sharedMemory, let shared = sharedImage(width: image.width, height: image.height, resources) {
      let destination = UnsafeMutableRawPointer(shared.pixels)
      let destinationStride = shared.bytesPerLine
      // Each rectangle once into the segment: the destinations share it.
      for r in destinations.first?.rectangles ?? [] {
        let rowBytes = r.width * 4
        for row in r.y..<(r.y + r.height) {
          memcpy(destination + row * destinationStride + r.x * 4, image.pixels + row * image.stride + r.x * 4, rowBytes)
        }
      }
      for (drawable, rectangles, origin) in destinations {
        for r in rectangles {
          XShmPutImage(
            display, drawable, resources.graphicsContext, shared.image, Int32(r.x), Int32(r.y), Int32(r.x - origin.x),
            Int32(r.y - origin.y), UInt32(r.width), UInt32(r.height), 0)
          sent += 1
        }
      }
    } else {
      let data = UnsafeMutablePointer(mutating: image.pixels.assumingMemoryBound(to: CChar.self))
      guard
        let xImage = XCreateImage(
          display, resources.visual, UInt32(resources.depth), ZPixmap, 0, data, UInt32(image.width),
          UInt32(image.height), 32, Int32(image.stride))
      else {
        Diagnostics.report(
          "X11 \(connection.name): XCreateImage failed for \(image.width)x\(image.height); frame dropped")
        return sent
      }
      // Our words are in host order; Xlib swaps them if the server's order differs.
      xImage.pointee.byte_order = X11Images.hostByteOrder
      for (drawable, rectangles, origin) in destinations {
        for r in rectangles {
          XPutImage(
            display, drawable, resources.graphicsContext, xImage, Int32(r.x), Int32(r.y), Int32(r.x - origin.x),
            Int32(r.y - origin.y), UInt32(r.width), UInt32(r.height))
          sent += 1
        }
      }
      X11Images.destroyKeepingPixels(xImage)
    }
    return sent
  }

  /// The shared image for this frame size, made (or remade) as needed; `nil` when MIT-SHM
  /// cannot be used for it, with ``path`` and the reason updated.
  private func sharedImage(width: Int, height: Int, _ resources: X11WindowResources) -> SharedMemoryImage? {
    if let image = sharedImage, image.width == width, image.height == height {
      return image
    }
    releaseSharedImage()
    connection.reportProtocolErrors()
    switch SharedMemoryImage.make(
      connection: connection, visual: resources.visual, depth: resources.depth, width: width, height: height,
      attachInvalidSegment: attachInvalidSharedSegment)
    {
    case .success(let image):
      sharedImage = image
      return image
    case .failure(.attach(let reason)):
      // The server will never attach our segments (another machine, or a policy): stop trying.
      path = .putImage
      sharedMemoryUnavailableReason = reason
      Diagnostics.report("X11 \(connection.name): \(reason); using XPutImage")
      return nil
    case .failure(.local(let reason)):
      // Only this size failed (e.g. a shared memory limit); try again at the next size.
      Diagnostics.report("X11 \(connection.name): \(reason); this frame uses XPutImage")
      return nil
    }
  }
}
