/// How a query decides whether an indexed view takes a point.
enum HitNodeKind: UInt8 {
  /// A plain `View` with modest coordinates: decided from its hit rectangle when the point
  /// is clear of the edges and rounded corners, exactly otherwise.
  case plain
  /// A plain `View` whose coordinates are too large (or not finite after composition) for
  /// the rectangle to be trusted: always decided by converting the point exactly.
  case exact
  /// A subclass of `View`, which may override `hitTest` or `point(inside:)`: its subtree is
  /// not indexed and its own `hitTest` answers for it.
  case opaque
}
