import Compositor

extension Rect {
  /// The rectangle in pixels at `scale` pixels per point: every edge multiplied, and one
  /// within a rounding error of a whole pixel put on it.
  func scaled(by scale: Double) -> Rect {
    guard scale != 1 else { return self }
    let x0 = (minX * scale).snappedToWholePixel
    let y0 = (minY * scale).snappedToWholePixel
    let x1 = (maxX * scale).snappedToWholePixel
    let y1 = (maxY * scale).snappedToWholePixel
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
