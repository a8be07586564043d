import CCairo
import Compositor
import Foundation

extension PixelSurface {
  /// The premultiplied `0xAARRGGBB` value at a pixel, or `nil` outside the surface.
  public func pixel(x: Int, y: Int) -> UInt32? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    cairo_surface_flush(cairoSurface)
    return row(y)[x]
  }

  /// The color at a pixel, or `nil` outside the surface.
  public func color(x: Int, y: Int) -> Color? {
    guard let p = pixel(x: x, y: y) else { return nil }
    func c(_ shift: UInt32) -> Double { Double((p >> shift) & 0xFF) / 255 }
    return Color(premultipliedRed: c(16), green: c(8), blue: c(0), alpha: c(24))
  }

  /// Paints every pixel with `color`, replacing what was there.
  public func fill(_ color: Color) {
    fill(color, in: bounds)
  }

  /// Paints the pixels of `rect` (clipped to the surface) with `color`, replacing what was there.
  public func fill(_ color: Color, in rect: PixelRect) {
    let r = rect.clipped(to: bounds)
    guard !r.isEmpty else { return }
    cairo_surface_flush(cairoSurface)
    pixman_fill(
      UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self), Int32(stride / 4), 32,
      Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), Self.packed(color))
    markPixelsChanged()
  }

  /// A new surface with the same pixels.
  public func copy() -> PixelSurface {
    // A surface that exists has a valid size, so the copy cannot fail.
    try! cropped(to: bounds)
  }

  /// A new surface holding the pixels of `rect`; throws when `rect` does not overlap the surface.
  public func cropped(to rect: PixelRect) throws(RenderingError) -> PixelSurface {
    let r = rect.clipped(to: bounds)
    let result = try PixelSurface(
      width: r.width, height: r.height, what: "crop \(rect) of a \(width)×\(height) surface")
    cairo_surface_flush(cairoSurface)
    pixman_image_composite32(
      PIXMAN_OP_SRC, pixmanImage, nil, result.pixmanImage, Int32(r.x), Int32(r.y), 0, 0, 0, 0, Int32(r.width),
      Int32(r.height))
    result.markPixelsChanged()
    return result
  }

  /// Whether both surfaces have the same size and exactly the same pixels.
  public func hasSamePixels(as other: PixelSurface) -> Bool {
    guard width == other.width, height == other.height else { return false }
    cairo_surface_flush(cairoSurface)
    cairo_surface_flush(other.cairoSurface)
    let rowBytes = width * 4
    for y in 0..<height where memcmp(row(y), other.row(y), rowBytes) != 0 { return false }
    return true
  }

  /// `color` as a premultiplied `0xAARRGGBB` word, rounded to the nearest 8-bit level.
  static func packed(_ color: Color) -> UInt32 {
    func b(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
    return b(color.alpha) << 24 | b(color.red) << 16 | b(color.green) << 8 | b(color.blue)
  }
}
