/// The radius of each corner of a rounded rectangle.
///
/// A bottom sheet rounds its top corners only: `CornerRadii(top: 16)`.
public struct CornerRadii: Hashable, Sendable {
  /// The top-left radius.
  public var topLeft: Double
  /// The top-right radius.
  public var topRight: Double
  /// The bottom-left radius.
  public var bottomLeft: Double
  /// The bottom-right radius.
  public var bottomRight: Double

  /// Creates radii for each corner.
  public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  /// The same radius on all four corners.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
  }

  /// Rounds the top corners by `top` and the bottom corners by `bottom`.
  public init(top: Double, bottom: Double = 0) {
    self.init(topLeft: top, topRight: top, bottomLeft: bottom, bottomRight: bottom)
  }

  /// Square corners.
  public static let zero = CornerRadii(all: 0)

  /// Whether every corner is square.
  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomLeft <= 0 && bottomRight <= 0 }

  /// These radii made usable for a `size`: negative or non-finite radii become 0 and
  /// each is clamped so that adjacent corners never overlap.
  public func clamped(to size: Size) -> CornerRadii {
    func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
    var c = CornerRadii(
      topLeft: clean(topLeft), topRight: clean(topRight),
      bottomLeft: clean(bottomLeft), bottomRight: clean(bottomRight))
    let w = abs(size.width)
    let h = abs(size.height)
    // Scale all radii down together, as CSS does, when two on one edge would overlap.
    var scale = 1.0
    for (sum, edge) in [
      (c.topLeft + c.topRight, w), (c.bottomLeft + c.bottomRight, w),
      (c.topLeft + c.bottomLeft, h), (c.topRight + c.bottomRight, h),
    ] where sum > edge && sum > 0 {
      scale = Swift.min(scale, edge / sum)
    }
    if scale < 1 {
      c.topLeft *= scale
      c.topRight *= scale
      c.bottomLeft *= scale
      c.bottomRight *= scale
    }
    return c
  }
}
