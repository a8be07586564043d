/// A cubic Bézier easing curve from (0,0) to (1,1), as CSS and Core Animation define them.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point.
  public let c1: Point
  /// The second control point.
  public let c2: Point

  /// Creates a curve from its two control points; x values are clamped to `0...1`.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    c1 = Point(x: Color.unit(x1), y: y1.isFinite ? y1 : 0)
    c2 = Point(x: Color.unit(x2), y: y2.isFinite ? y2 : 1)
  }

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly.
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Ends slowly.
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Starts and ends slowly.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

  /// The eased progress for linear progress `x` in `0...1` (clamped).
  public func value(at x: Double) -> Double {
    let x = Color.unit(x)
    if c1 == Point(x: 0, y: 0) && c2 == Point(x: 1, y: 1) { return x }
    // Solve bx(t) = x by Newton's method, falling back to bisection.
    var t = x
    for _ in 0..<8 {
      let err = bezier(t, c1.x, c2.x) - x
      if abs(err) < 1e-7 { return bezier(t, c1.y, c2.y) }
      let d = derivative(t, c1.x, c2.x)
      if abs(d) < 1e-6 { break }
      t -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    for _ in 0..<50 {
      let v = bezier(t, c1.x, c2.x)
      if abs(v - x) < 1e-7 { break }
      if v < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return bezier(t, c1.y, c2.y)
  }

  private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
