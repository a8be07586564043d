import CX11
import Glibc

/// A window-sized MIT-SHM image: a System V segment both we and the server have attached.
///
/// The segment is marked for removal before the server attaches it (Linux still lets a
/// marked segment be attached), so the kernel frees it when both sides detach, even if the
/// process dies mid-attach because the server went away.
final class SharedMemoryImage {
  /// Why a segment could not be set up.
  enum Failure: Error {
    /// Our side failed (out of shared memory, limits); a smaller size may still work.
    case local(String)
    /// The server could not attach the segment (e.g. it runs on another machine).
    case attach(String)
  }

  let width: Int
  let height: Int
  let image: UnsafeMutablePointer<XImage>
  private let segment: UnsafeMutablePointer<XShmSegmentInfo>
  private let connection: X11Connection
  private var isAttached = true

  /// The first byte of the shared pixels.
  var pixels: UnsafeMutablePointer<CChar> { segment.pointee.shmaddr }
  /// Bytes from one row to the next.
  var bytesPerLine: Int { Int(image.pointee.bytes_per_line) }

  private init(
    connection: X11Connection, image: UnsafeMutablePointer<XImage>,
    segment: UnsafeMutablePointer<XShmSegmentInfo>, width: Int, height: Int
  ) {
    self.connection = connection
    self.image = image
    self.segment = segment
    self.width = width
    self.height = height
  }

  deinit { detach() }

  /// Creates and attaches an image of `width`×`height`.
  ///
  /// `attachInvalidSegment` makes the server's attach fail on purpose, so tests can
  /// exercise the fallback a remote server would cause.
  static func make(
    connection: X11Connection, visual: UnsafeMutablePointer<Visual>, depth: Int32,
    width: Int, height: Int, attachInvalidSegment: Bool = false
  ) -> Result<SharedMemoryImage, Failure> {
    let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    segment.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(
        connection.display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
    else {
      segment.deallocate()
      return .failure(.local("XShmCreateImage failed for \(width)x\(height)"))
    }
    let byteCount = Int(image.pointee.bytes_per_line) * height
    let id = shmget(0 /* IPC_PRIVATE */, byteCount, IPC_CREAT | 0o600)
    guard id >= 0 else {
      destroy(image, segment)
      return .failure(.local("shmget of \(byteCount) bytes failed: \(String(cString: strerror(errno)))"))
    }
    guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
      shmctl(id, IPC_RMID, nil)
      destroy(image, segment)
      return .failure(.local("shmat failed: \(String(cString: strerror(errno)))"))
    }
    shmctl(id, IPC_RMID, nil)
    let bytes = address.assumingMemoryBound(to: CChar.self)
    segment.pointee.shmid = attachInvalidSegment ? Int32.max : id
    segment.pointee.shmaddr = bytes
    segment.pointee.readOnly = 0
    image.pointee.data = bytes
    let accepted = XShmAttach(connection.display, segment) != 0
    let errors = connection.sync()
    segment.pointee.shmid = id
    guard accepted, errors.isEmpty else {
      shmdt(address)
      destroy(image, segment)
      let reason = errors.isEmpty ? "XShmAttach was refused" : errors.joined(separator: "; ")
      return .failure(.attach("the server could not attach the shared segment: \(reason)"))
    }
    return .success(
      SharedMemoryImage(connection: connection, image: image, segment: segment, width: width, height: height))
  }

  /// Detaches on both sides and frees the image; later calls do nothing.
  func detach() {
    guard isAttached else { return }
    isAttached = false
    if connection.isOpen {
      XShmDetach(connection.display, segment)
      XSync(connection.display, 0)
    }
    shmdt(segment.pointee.shmaddr)
    Self.destroy(image, segment)
  }

  /// Frees an image whose pixels we own elsewhere, and its segment record.
  private static func destroy(_ image: UnsafeMutablePointer<XImage>, _ segment: UnsafeMutablePointer<XShmSegmentInfo>) {
    X11Images.destroyKeepingPixels(image)
    segment.deallocate()
  }
}
