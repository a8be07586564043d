/// The pixels a window shows at a scale: how its points (window coordinates) land on the
/// whole pixels of the output window that shows it.
///
/// The output window covers the screen pixels whose centres lie in the window's frame
/// (``pixelFrame``), and its pixel `(0, 0)` is the first of them. A window point `p` is at
/// pixel coordinate `p × scale + offset`, where the offset (within half a pixel) carries a
/// frame that does not start on a pixel boundary. At scale 1 with a whole-point frame the
/// grid is the identity, as it always was.
package struct WindowPixelGrid: Hashable, Sendable {
  /// Pixels per point.
  package let scale: Double
  /// Where the window's point `(0, 0)` is, in the output window's pixels.
  package let offset: Point
  /// The screen pixels whose centres lie in the window's frame: where the output window
  /// sits on the screen's pixels, and how big it is.
  package let pixelFrame: PixelRect

  /// The grid of a window at `frame` (screen points) on a screen of `scale` pixels per point.
  package init(frame: Rect, scale: Double) {
    self.scale = scale
    let screenPixels = Rect(
      x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    pixelFrame = Self.centres(in: screenPixels)
    offset = Point(
      x: screenPixels.minX - Double(pixelFrame.x), y: screenPixels.minY - Double(pixelFrame.y))
  }

  /// Where window point `p` lands in the output window's pixel coordinates.
  func pixel(_ p: Point) -> Point {
    Point(x: p.x * scale + offset.x, y: p.y * scale + offset.y)
  }

  /// The window point at the centre of pixel `(x, y)` of the output window.
  package func centre(x: Int, y: Int) -> Point {
    Point(x: (Double(x) + 0.5 - offset.x) / scale, y: (Double(y) + 0.5 - offset.y) / scale)
  }

  /// `rect` (window points) in the output window's pixel coordinates.
  func pixels(_ rect: Rect) -> Rect {
    let origin = pixel(rect.origin)
    return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
  }

  /// The pixels whose centres lie in `rect` (window points).
  package func pixelCentres(in rect: Rect) -> PixelRect { Self.centres(in: pixels(rect)) }

  /// The smallest pixel rectangle covering `rect` (window points).
  func enclosing(_ rect: Rect) -> PixelRect { PixelRect(roundingOut: pixels(rect)) }

  /// The pixels whose centres lie in `rect` (pixel coordinates): left and top edges in,
  /// right and bottom edges out, as ``Rect/contains(_:)`` has it.
  static func centres(in rect: Rect) -> PixelRect {
    guard rect.isFinite, !rect.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    let limit = Double(Int32.max)
    func edge(_ v: Double) -> Int { Int(Swift.min(limit, Swift.max(-limit, (v - 0.5).rounded(.up)))) }
    let x0 = edge(rect.minX)
    let y0 = edge(rect.minY)
    return PixelRect(x: x0, y: y0, width: edge(rect.maxX) - x0, height: edge(rect.maxY) - y0)
  }
}
