/// An axis-aligned rectangle: an origin and a size, in points.
///
/// A rectangle with a negative width or height is the same area as its
/// ``standardized`` form, as with `CGRect`; every query standardizes first.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The corner with the smallest coordinates when the size is positive.
  public var origin: Point
  /// The extents of the rectangle.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The same area with a non-negative width and height.
  public var standardized: Rect {
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The smallest x coordinate.
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The smallest y coordinate.
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The largest x coordinate.
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The largest y coordinate.
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The x coordinate of the center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the center.
  public var midY: Double { origin.y + size.height / 2 }
  /// The absolute width.
  public var width: Double { abs(size.width) }
  /// The absolute height.
  public var height: Double { abs(size.height) }
  /// The center point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle encloses no area (or has a non-finite coordinate).
  public var isEmpty: Bool { !(width > 0 && height > 0) || !isFinite }

  /// Whether every coordinate is finite.
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Whether `point` lies inside; the minimum edges are inside, the maximum edges outside.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY
      && other.maxY <= maxY
  }

  /// Whether the two rectangles share some area.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// The shared area, or ``zero`` when there is none.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle enclosing both; an empty operand is ignored.
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other.standardized }
    if other.isEmpty { return standardized }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// This rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// This rectangle grown by `dx` on the left and right and by `dy` on the top and bottom.
  ///
  /// Negative values shrink it.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let s = standardized
    return Rect(
      x: s.origin.x + dx, y: s.origin.y + dy,
      width: Swift.max(0, s.size.width - 2 * dx), height: Swift.max(0, s.size.height - 2 * dy))
  }

  /// This rectangle shrunk by `insets`.
  public func inset(by insets: EdgeInsets) -> Rect {
    let s = standardized
    return Rect(
      x: s.origin.x + insets.left, y: s.origin.y + insets.top,
      width: Swift.max(0, s.size.width - insets.left - insets.right),
      height: Swift.max(0, s.size.height - insets.top - insets.bottom))
  }

  /// The smallest rectangle with whole-number edges that encloses this one.
  public var integral: Rect {
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// A textual form such as `(0.0, 0.0, 10.0, 20.0)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
