/// A rectangle whose corners are quarter-circles of independent radii: the shape
/// hit-testing uses.
///
/// An app rounds a view with ``View/cornerRadii`` and asks ``View/point(inside:)`` whether
/// the view takes a point; a path with rounded corners is
/// ``Path/addRoundedRect(in:cornerRadii:)``. This type leaves the public API in the next
/// release.
@available(
  *, deprecated,
  message: "the hit-test shape is internal; apps use View.cornerRadii and point(inside:). Removed in the next release"
)
public struct RoundedRect: Hashable, Sendable {
  /// The shape this one forwards to.
  package let shape: RoundedRectShape

  /// The shape of `shape`.
  package init(_ shape: RoundedRectShape) { self.shape = shape }

  /// Creates a rounded rectangle; the radii are clamped to fit.
  public init(rect: Rect, radii: CornerRadii) { shape = RoundedRectShape(rect: rect, radii: radii) }

  /// The enclosing rectangle, standardized.
  public var rect: Rect { shape.rect }
  /// The corner radii, clamped to fit ``rect``.
  public var radii: CornerRadii { shape.radii }

  /// Whether `point` lies inside the rounded shape.
  public func contains(_ point: Point) -> Bool { shape.contains(point) }
}
