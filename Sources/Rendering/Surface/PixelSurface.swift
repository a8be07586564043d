import CCairo
import Compositor

/// A block of premultiplied ARGB32 pixels, owned by a cairo image surface: what windows are
/// drawn into, what frames are composited into, and what PNG files are read into.
///
/// Each pixel is a native-endian `UInt32` `0xAARRGGBB` with red, green and blue already
/// multiplied by alpha, as cairo, pixman and X11 (depth 24/32) use it. Rows are ``stride``
/// bytes apart. Read them through ``withUnsafeBytes(_:)`` and write them through
/// ``withUnsafeMutableBytes(_:)``.
///
/// ```swift
/// let surface = try PixelSurface(width: 320, height: 200)
/// surface.fill(.white)
/// try surface.writePNG(to: "/tmp/white.png")
/// ```
public final class PixelSurface {
  /// The largest width or height a surface may have (cairo's own limit is 32767).
  public static let maximumDimension = 16384
  /// The largest number of pixels a surface may have: 8192×8192, 256 MiB.
  public static let maximumPixelCount = 8192 * 8192

  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The distance in bytes from one row to the next.
  public let stride: Int

  /// The cairo surface that owns the memory.
  let cairoSurface: OpaquePointer
  /// The first byte of the top row, read without a call into cairo (tiles painted on
  /// several threads at once each reach their own rows through it, and a host uploads
  /// from it); the surface has ``height`` rows of ``stride`` bytes. Valid for the
  /// surface's lifetime.
  package let pixels: UnsafeMutableRawPointer
  /// A pixman image over the same memory, for compositing.
  package let pixmanImage: OpaquePointer

  /// Creates a surface of transparent pixels.
  ///
  /// Throws ``RenderingError/invalidSize(what:width:height:)`` for a side below 1 and
  /// ``RenderingError/tooLarge(what:width:height:)`` above the limits.
  public convenience init(width: Int, height: Int) throws(RenderingError) {
    try self.init(width: width, height: height, what: "surface")
  }

  /// Creates a surface, naming `what` it is for in any error.
  package convenience init(width: Int, height: Int, what: String) throws(RenderingError) {
    try Self.validate(width: width, height: height, what: what)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    // cairo takes a new surface for clear and draws its first OVER as a SOURCE, which
    // rounds antialiased edges a unit differently from an OVER onto cleared pixels: a
    // buffer drawn once would differ from the same buffer drawn again. Marked dirty, a new
    // surface is drawn like any other.
    if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS { cairo_surface_mark_dirty(surface) }
    try self.init(adopting: surface, what: what)
  }

  /// Takes ownership of an ARGB32 cairo image surface.
  init(adopting surface: OpaquePointer, what: String) throws(RenderingError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(operation: "creating the \(what)", status: String(cString: cairo_status_to_string(status)))
    }
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    cairoSurface = surface
    let data = cairo_image_surface_get_data(surface)!
    pixels = UnsafeMutableRawPointer(data)
    pixmanImage = pixman_image_create_bits_no_clear(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height), UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      Int32(stride))!
  }

  deinit {
    pixman_image_unref(pixmanImage)
    cairo_surface_destroy(cairoSurface)
  }

  /// Throws unless a `width`×`height` surface is within the limits.
  static func validate(width: Int, height: Int, what: String) throws(RenderingError) {
    guard width >= 1, height >= 1 else { throw .invalidSize(what: what, width: Double(width), height: Double(height)) }
    guard width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixelCount else {
      throw .tooLarge(what: what, width: width, height: height)
    }
  }

  /// The pixel size as a ``Size`` in points (one point per pixel).
  public var size: Size { Size(width: Double(width), height: Double(height)) }

  /// The whole surface as a pixel rectangle at the origin.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// Tells cairo the pixels were changed from outside, so that it drops anything it cached
  /// about the old ones.
  package func markPixelsChanged() {
    cairo_surface_mark_dirty(cairoSurface)
  }

  /// Calls `body` with the rows of pixels, ``stride`` bytes apart.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(cairoSurface)
    return try body(UnsafeRawBufferPointer(start: pixels, count: stride * height))
  }

  /// Calls `body` with writable rows of pixels, then marks the surface dirty.
  public func withUnsafeMutableBytes<R, E: Error>(
    _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    cairo_surface_flush(cairoSurface)
    defer { markPixelsChanged() }
    return try body(UnsafeMutableRawBufferPointer(start: pixels, count: stride * height))
  }

  /// A pointer to the first pixel of row `y`.
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
  }
}
