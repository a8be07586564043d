/// A location in a two-dimensional coordinate space, in points.
///
/// The y axis grows downward, as on screens: `(0, 0)` is the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; larger values are lower on the screen.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The distance from this point to `other`.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }

  /// This point moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  /// A textual form such as `(10.0, 20.0)`.
  public var description: String { "(\(x), \(y))" }

  /// The component-wise sum of two points.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The component-wise difference of two points.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}
