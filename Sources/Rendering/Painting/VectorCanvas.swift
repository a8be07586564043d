import CCairo

/// Lines, arcs, rectangles and labels drawn with cairo onto a new ``PixelSurface``: the
/// project's charts (hitbench's scaling plot) drawn through `Rendering`, so no tool outside
/// it talks to cairo.
///
/// ```swift
/// let surface = try VectorCanvas.draw(width: 320, height: 200) { canvas in
///   canvas.setColor(red: 1, green: 1, blue: 1)
///   canvas.paint()
///   canvas.setColor(red: 0.1, green: 0.35, blue: 0.75)
///   canvas.line(from: (10, 190), to: (310, 10))
/// }
/// try surface.writePNG(to: "plot.png")
/// ```
package struct VectorCanvas {
  private let cr: OpaquePointer

  private init(_ cr: OpaquePointer) { self.cr = cr }

  /// Draws on a new transparent surface of `width` × `height` pixels with `body`, and
  /// returns the surface. The whole drawing holds ``CairoTextLock``, as every text call
  /// must until the context that made it is destroyed.
  package static func draw(
    width: Int, height: Int, _ body: (VectorCanvas) -> Void
  ) throws(RenderingError) -> PixelSurface {
    let surface = try PixelSurface(width: width, height: height, what: "canvas")
    let cr = cairo_create(surface.cairoSurface)!
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      defer { cairo_destroy(cr) }
      throw .cairo(operation: "cairo_create", status: String(cString: cairo_status_to_string(status)))
    }
    CairoTextLock.withLock {
      body(VectorCanvas(cr))
      cairo_destroy(cr)
    }
    cairo_surface_flush(surface.cairoSurface)
    return surface
  }

  /// Sets the colour the next strokes, fills and labels use, opaque.
  package func setColor(red: Double, green: Double, blue: Double) {
    cairo_set_source_rgb(cr, red, green, blue)
  }

  /// Fills the whole surface with the colour.
  package func paint() { cairo_paint(cr) }

  /// Sets the width of the next strokes.
  package func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }

  /// Strokes the next paths in dashes of the lengths in `pattern`, or solid when it is
  /// empty.
  package func setDash(_ pattern: [Double]) {
    var lengths = pattern
    cairo_set_dash(cr, &lengths, Int32(lengths.count), 0)
  }

  /// Strokes a straight line.
  package func line(from start: (Double, Double), to end: (Double, Double)) {
    cairo_move_to(cr, start.0, start.1)
    cairo_line_to(cr, end.0, end.1)
    cairo_stroke(cr)
  }

  /// Strokes the line through `points`, in order.
  package func polyline(_ points: [(Double, Double)]) {
    for (i, p) in points.enumerated() {
      if i == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
    }
    cairo_stroke(cr)
  }

  /// Strokes the outline of a rectangle.
  package func strokeRectangle(x: Double, y: Double, width: Double, height: Double) {
    cairo_rectangle(cr, x, y, width, height)
    cairo_stroke(cr)
  }

  /// Fills a disc.
  package func fillCircle(centre: (Double, Double), radius: Double) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, centre.0, centre.1, radius, 0, 2 * Double.pi)
    cairo_fill(cr)
  }

  /// Where a label sits against its anchor point.
  package enum LabelAlignment {
    /// The label starts at the anchor.
    case leading
    /// The label is centred on the anchor.
    case centre
    /// The label ends at the anchor.
    case trailing
  }

  /// Draws `text` in DejaVu Sans at `size` pixels, its baseline at `y`, placed against `x`
  /// by `alignment`.
  package func label(_ text: String, x: Double, y: Double, size: Double, alignment: LabelAlignment = .leading) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    let start =
      switch alignment {
      case .leading: x
      case .centre: x - extents.x_advance / 2
      case .trailing: x - extents.x_advance
      }
    cairo_move_to(cr, start, y)
    cairo_show_text(cr, text)
  }

  /// Runs `body` with the origin moved to `origin` and the axes turned by `angle` radians,
  /// then puts them back.
  package func transformed(origin: (Double, Double), angle: Double, _ body: () -> Void) {
    cairo_save(cr)
    cairo_translate(cr, origin.0, origin.1)
    cairo_rotate(cr, angle)
    body()
    cairo_restore(cr)
  }
}
