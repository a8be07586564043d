/// A view's place in its superview, copied from the view so the exact path converts points
/// with the same operations, in the same order, as ``View/convertFromSuperview(_:)``.
struct HitNodeTransform {
  /// The view's ``View/offsetInSuperview``.
  var offset: Point
  /// The superview's node, or -1 for the root view.
  var parent: Int32
  /// Whether the view clips its subviews, for hit-testing too.
  var clips: Bool

  /// The transform of a freed slot.
  static let identity = HitNodeTransform(
    offset: .zero, parent: -1, clips: false)

  /// `point`, given in the superview's space, in the view's space: the naive arithmetic.
  @inline(__always)
  func fromSuperview(_ point: Point) -> Point {
    Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}
