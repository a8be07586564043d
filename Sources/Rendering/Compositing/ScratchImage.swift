import CCairo

/// A pixman image over borrowed scratch memory, for one intermediate step of a frame.
///
/// It must not outlive the next request for the same slot of its ``ScratchPool``.
final class ScratchImage {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  /// The distance in bytes from one row to the next.
  let stride: Int
  /// The first byte of the top row.
  let data: UnsafeMutableRawPointer
  /// The pixman image over ``data``.
  let pixmanImage: OpaquePointer

  init(data: UnsafeMutableRawPointer, width: Int, height: Int) {
    self.data = data
    self.width = width
    self.height = height
    stride = width * 4
    pixmanImage = pixman_image_create_bits_no_clear(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height), data.assumingMemoryBound(to: UInt32.self), Int32(stride))!
  }

  deinit {
    pixman_image_unref(pixmanImage)
  }

  /// Runs `body` with a cairo context drawing into the image.
  func draw(_ body: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create_for_data(
      data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
    let cr = cairo_create(surface)!
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    cairo_surface_destroy(surface)
  }
}
