import CCairo

/// Pixman images of one job's own, over memory that several jobs share.
///
/// pixman validates an image on its first use after a change, writing to it; two threads
/// compositing from one image at once could both do that. A job therefore reads and writes
/// the shared buffers — layers, backdrops, coverage masks, the frame — through images of
/// its own over the same pixels, which it releases when done.
final class PixmanImages {
  private var images: [UnsafeMutableRawPointer: OpaquePointer] = [:]

  deinit {
    for image in images.values { pixman_image_unref(image) }
  }

  /// An image over `surface`'s pixels.
  func image(_ surface: PixelSurface) -> OpaquePointer {
    image(surface.pixels, PIXMAN_a8r8g8b8, width: surface.width, height: surface.height, stride: surface.stride)
  }

  /// An image over `mask`'s coverage; `padded` repeats its edge pixels outward.
  func image(_ mask: AlphaMask, padded: Bool = false) -> OpaquePointer {
    let made = image(
      UnsafeMutableRawPointer(mask.bytes), PIXMAN_a8, width: mask.width, height: mask.height, stride: mask.stride)
    if padded { pixman_image_set_repeat(made, PIXMAN_REPEAT_PAD) }
    return made
  }

  private func image(
    _ data: UnsafeMutableRawPointer, _ format: pixman_format_code_t, width: Int, height: Int, stride: Int
  ) -> OpaquePointer {
    if let known = images[data] { return known }
    let made = pixman_image_create_bits_no_clear(
      format, Int32(width), Int32(height), data.assumingMemoryBound(to: UInt32.self), Int32(stride))!
    images[data] = made
    return made
  }
}
