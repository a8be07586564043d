import CCairo

/// An 8-bit coverage image (cairo A8): shadow shapes and material edges are drawn into it
/// and used as a mask when compositing.
final class AlphaMask {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  /// The distance in bytes from one row to the next.
  let stride: Int
  /// The cairo surface that owns the memory.
  let cairoSurface: OpaquePointer
  /// A pixman image over the same memory.
  let pixmanImage: OpaquePointer

  /// Creates a mask of zero coverage; sizes are clamped to at least one pixel.
  init(width: Int, height: Int) {
    self.width = Swift.max(1, width)
    self.height = Swift.max(1, height)
    cairoSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(self.width), Int32(self.height))!
    stride = Int(cairo_image_surface_get_stride(cairoSurface))
    let data = cairo_image_surface_get_data(cairoSurface)!
    pixmanImage = pixman_image_create_bits_no_clear(
      PIXMAN_a8, Int32(self.width), Int32(self.height),
      UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      Int32(stride))!
  }

  deinit {
    pixman_image_unref(pixmanImage)
    cairo_surface_destroy(cairoSurface)
  }

  /// The first byte of the top row.
  var bytes: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(cairoSurface)! }

  /// Runs `body` with a cairo context drawing into the mask, then flushes it.
  func draw(_ body: (OpaquePointer) -> Void) {
    let cr = cairo_create(cairoSurface)!
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(cairoSurface)
  }

  /// Tells cairo the bytes were changed directly.
  func markDirty() { cairo_surface_mark_dirty(cairoSurface) }
}
