import Foundation
import Rendering

/// Draws ns per query (median and mean of the uniform set) against the number of views,
/// naive and indexed, on log-log axes, and writes it as a PNG (through `Rendering`'s
/// canvas).
enum ScalingPlot {
  /// The image size in pixels.
  static let width = 960
  /// The image height in pixels.
  static let height = 600

  /// Writes the plot of `report` to `path`.
  static func write(_ report: BenchmarkReport, to path: String) throws(FileError) {
    do {
      try VectorCanvas.draw(width: width, height: height) { draw(report, $0) }.writePNG(to: path)
    } catch {
      throw FileError(path: path, reason: error.description)
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

  private static func draw(_ report: BenchmarkReport, _ canvas: VectorCanvas) {
    let left = 90.0
    let right = Double(width) - 30
    let top = 60.0
    let bottom = Double(height) - 70
    canvas.setColor(red: 1, green: 1, blue: 1)
    canvas.paint()

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
    func setColor(_ c: (Double, Double, Double)) { canvas.setColor(red: c.0, green: c.1, blue: c.2) }
    let xs = results.map { Double($0.views) }
    let ys = results.flatMap { r in series.compactMap { value(r, $0) } }
    let x0 = floor(log10(xs.min() ?? 10))
    let x1 = Swift.max(x0 + 1, ceil(log10(xs.max() ?? 100_000)))
    let y0 = floor(log10(ys.min() ?? 10))
    let y1 = Swift.max(y0 + 1, ceil(log10(ys.max() ?? 1000)))
    func px(_ v: Double) -> Double { left + (log10(v) - x0) / (x1 - x0) * (right - left) }
    func py(_ v: Double) -> Double { bottom - (log10(v) - y0) / (y1 - y0) * (bottom - top) }

    // Grid: decades and their 2x and 5x, each decade labelled.
    canvas.setLineWidth(1)
    for (low, high, vertical) in [(x0, x1, true), (y0, y1, false)] {
      for decade in stride(from: low, through: high, by: 1) {
        for m in [1.0, 2, 5] where decade + log10(m) <= high {
          let shade = m == 1 ? 0.80 : 0.92
          setColor((shade, shade, shade))
          let v = pow(10, decade) * m
          if vertical {
            canvas.line(from: (px(v), top), to: (px(v), bottom))
          } else {
            canvas.line(from: (left, py(v)), to: (right, py(v)))
          }
        }
        let v = pow(10, decade)
        setColor((0.25, 0.25, 0.25))
        if vertical {
          canvas.label(thousands(v), x: px(v), y: bottom + 20, size: 13, alignment: .centre)
        } else {
          canvas.label(thousands(v), x: left - 8, y: py(v) + 4, size: 13, alignment: .trailing)
        }
      }
    }
    setColor((0.2, 0.2, 0.2))
    canvas.strokeRectangle(x: left, y: top, width: right - left, height: bottom - top)

    // The series.
    for s in series {
      let points = results.compactMap { r in value(r, s).map { (px(Double(r.views)), py($0)) } }
      guard !points.isEmpty else { continue }
      setColor(s.color)
      canvas.setLineWidth(2.5)
      canvas.setDash(s.dashed ? [8, 5] : [])
      canvas.polyline(points)
      canvas.setDash([])
      for p in points { canvas.fillCircle(centre: p, radius: 4) }
    }

    // Titles and legend.
    setColor((0.1, 0.1, 0.1))
    let s = report.settings
    canvas.label(
      "hit test: ns per query against views, uniform queries - seed \(s.seed), \(s.windowCount) windows",
      x: left, y: 30, size: 18)
    canvas.label("views in the scene (log scale)", x: (left + right) / 2, y: bottom + 48, size: 14, alignment: .centre)
    canvas.transformed(origin: (24, (top + bottom) / 2), angle: -Double.pi / 2) {
      canvas.label("ns per query (log scale)", x: 0, y: 0, size: 14, alignment: .centre)
    }
    var legendY = top + 22
    for series in series {
      setColor(series.color)
      canvas.setLineWidth(2.5)
      canvas.setDash(series.dashed ? [8, 5] : [])
      canvas.line(from: (left + 16, legendY - 5), to: (left + 56, legendY - 5))
      canvas.setDash([])
      setColor((0.1, 0.1, 0.1))
      canvas.label(series.label, x: left + 64, y: legendY, size: 13)
      legendY += 20
    }
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
