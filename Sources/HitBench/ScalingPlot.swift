import CCairo
import Rendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Draws ns per query (median and mean of the uniform set) against the number of views,
/// naive and indexed, on log-log axes, and writes it as a PNG with cairo.
enum ScalingPlot {
  /// The image size in pixels.
  static let width = 960
  /// The image height in pixels.
  static let height = 600

  /// Writes the plot of `report` to `path`.
  static func write(_ report: BenchmarkReport, to path: String) throws(FileError) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw FileError(path: path, reason: "cairo could not create an image")
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw FileError(path: path, reason: "cairo could not draw") }
    // The labels use cairo's shared font caches; the destroy releases the last font.
    CairoTextLock.withLock {
      draw(report, cr)
      cairo_destroy(cr)
    }
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw FileError(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }

  /// One line of the plot: a path and a statistic of the uniform set, a colour, dashed or not.
  private struct Series {
    var label: String
    var indexed: Bool
    var mean: Bool
    var color: (Double, Double, Double)
    var dashed: Bool
  }

  private static func draw(_ report: BenchmarkReport, _ cr: OpaquePointer) {
    let left = 90.0
    let right = Double(width) - 30
    let top = 60.0
    let bottom = Double(height) - 70
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)

    let results = report.results.sorted { $0.views < $1.views }
    let red = (0.80, 0.20, 0.15)
    let blue = (0.10, 0.35, 0.75)
    let series = [
      Series(label: "naive walk, median", indexed: false, mean: false, color: red, dashed: false),
      Series(label: "naive walk, mean", indexed: false, mean: true, color: red, dashed: true),
      Series(label: "index, median", indexed: true, mean: false, color: blue, dashed: false),
      Series(label: "index, mean", indexed: true, mean: true, color: blue, dashed: true),
    ]
    func value(_ r: SceneMeasurement, _ s: Series) -> Double? {
      guard let m = r.set("uniform") else { return nil }
      let latency = (s.indexed ? m.indexed : m.naive).latency
      let v = s.mean ? latency.mean : latency.p50
      return v > 0 ? v : nil
    }
    let xs = results.map { Double($0.views) }
    let ys = results.flatMap { r in series.compactMap { value(r, $0) } }
    let x0 = floor(log10(xs.min() ?? 10))
    let x1 = Swift.max(x0 + 1, ceil(log10(xs.max() ?? 100_000)))
    let y0 = floor(log10(ys.min() ?? 10))
    let y1 = Swift.max(y0 + 1, ceil(log10(ys.max() ?? 1000)))
    func px(_ v: Double) -> Double { left + (log10(v) - x0) / (x1 - x0) * (right - left) }
    func py(_ v: Double) -> Double { bottom - (log10(v) - y0) / (y1 - y0) * (bottom - top) }

    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    // Grid: decades and their 2x and 5x, each decade labelled.
    cairo_set_line_width(cr, 1)
    for (low, high, vertical) in [(x0, x1, true), (y0, y1, false)] {
      for decade in stride(from: low, through: high, by: 1) {
        for m in [1.0, 2, 5] where decade + log10(m) <= high {
          let shade = m == 1 ? 0.80 : 0.92
          cairo_set_source_rgb(cr, shade, shade, shade)
          let v = pow(10, decade) * m
          if vertical { line(cr, px(v), top, px(v), bottom) } else { line(cr, left, py(v), right, py(v)) }
        }
        let v = pow(10, decade)
        cairo_set_source_rgb(cr, 0.25, 0.25, 0.25)
        if vertical {
          label(cr, thousands(v), at: px(v), bottom + 20, size: 13, centered: true)
        } else {
          label(cr, thousands(v), at: left - 8, py(v) + 4, size: 13, alignedRight: true)
        }
      }
    }
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_stroke(cr)

    // The series.
    for s in series {
      let points = results.compactMap { r in value(r, s).map { (px(Double(r.views)), py($0)) } }
      guard !points.isEmpty else { continue }
      cairo_set_source_rgb(cr, s.color.0, s.color.1, s.color.2)
      cairo_set_line_width(cr, 2.5)
      var dash: [Double] = [8, 5]
      cairo_set_dash(cr, &dash, s.dashed ? 2 : 0, 0)
      for (i, p) in points.enumerated() {
        if i == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
      }
      cairo_stroke(cr)
      cairo_set_dash(cr, &dash, 0, 0)
      for p in points {
        cairo_arc(cr, p.0, p.1, 4, 0, 2 * Double.pi)
        cairo_fill(cr)
      }
    }

    // Titles and legend.
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
    let s = report.settings
    label(
      cr, "hit test: ns per query against views, uniform queries - seed \(s.seed), \(s.windowCount) windows",
      at: left, 30, size: 18)
    label(cr, "views in the scene (log scale)", at: (left + right) / 2, bottom + 48, size: 14, centered: true)
    cairo_save(cr)
    cairo_translate(cr, 24, (top + bottom) / 2)
    cairo_rotate(cr, -Double.pi / 2)
    label(cr, "ns per query (log scale)", at: 0, 0, size: 14, centered: true)
    cairo_restore(cr)
    var legendY = top + 22
    for series in series {
      cairo_set_source_rgb(cr, series.color.0, series.color.1, series.color.2)
      cairo_set_line_width(cr, 2.5)
      var dash: [Double] = [8, 5]
      cairo_set_dash(cr, &dash, series.dashed ? 2 : 0, 0)
      line(cr, left + 16, legendY - 5, left + 56, legendY - 5)
      cairo_set_dash(cr, &dash, 0, 0)
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
      label(cr, series.label, at: left + 64, legendY, size: 13)
      legendY += 20
    }
  }

  private static func line(_ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    cairo_move_to(cr, x0, y0)
    cairo_line_to(cr, x1, y1)
    cairo_stroke(cr)
  }

  private static func label(
    _ cr: OpaquePointer, _ text: String, at x: Double, _ y: Double, size: Double, centered: Bool = false,
    alignedRight: Bool = false
  ) {
    cairo_set_font_size(cr, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    var start = x
    if centered { start = x - extents.x_advance / 2 }
    if alignedRight { start = x - extents.x_advance }
    cairo_move_to(cr, start, y)
    cairo_show_text(cr, text)
  }

  /// `value` as a whole number with thin separators: 100 000.
  private static func thousands(_ value: Double) -> String {
    let digits = String(Int64(value.rounded()))
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += " " }
      out.append(c)
    }
    return out
  }
}
