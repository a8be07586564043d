import CCairo
import Compositor

/// Path and color helpers shared by everything that draws with cairo.
enum CairoPath {
  /// Adds `rect` with rounded corners to the current path, as a closed subpath.
  static func addRoundedRect(_ cr: OpaquePointer, _ rect: Rect, _ radii: CornerRadii) {
    let shape = RoundedRectShape(rect: rect, radii: radii)
    let r = shape.rect
    let c = shape.radii
    guard !c.isZero else {
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cr)
    corner(cr, r.maxX - c.topRight, r.minY + c.topRight, c.topRight, -quarter, 0)
    corner(cr, r.maxX - c.bottomRight, r.maxY - c.bottomRight, c.bottomRight, 0, quarter)
    corner(cr, r.minX + c.bottomLeft, r.maxY - c.bottomLeft, c.bottomLeft, quarter, 2 * quarter)
    corner(cr, r.minX + c.topLeft, r.minY + c.topLeft, c.topLeft, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }

  /// A quarter arc, or a sharp corner point when the radius is zero.
  private static func corner(
    _ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ radius: Double, _ from: Double, _ to: Double
  ) {
    if radius > 0 {
      cairo_arc(cr, cx, cy, radius, from, to)
    } else {
      cairo_line_to(cr, cx, cy)
    }
  }

  /// Makes `color` the source; cairo takes straight (not premultiplied) components.
  static func setColor(_ cr: OpaquePointer, _ color: Color) {
    let s = color.straight
    cairo_set_source_rgba(cr, s.red, s.green, s.blue, s.alpha)
  }

  /// Limits drawing to the union of `rects`, given in device (pixel) coordinates.
  static func clip(_ cr: OpaquePointer, toDeviceRects rects: [PixelRect]) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    for r in rects where !r.isEmpty {
      cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
    }
    cairo_restore(cr)
    cairo_clip(cr)
  }
}
