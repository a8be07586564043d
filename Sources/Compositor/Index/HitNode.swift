/// The part of an indexed view a query reads for each candidate: 48 bytes, so a candidate
/// costs one cache line.
struct HitNode {
  /// The left edge of the hit rectangle: the view's shape cut by its clipping ancestors, in
  /// window space, computed with rounding error at most ``margin``.
  var minX: Double
  /// The top edge of the hit rectangle.
  var minY: Double
  /// The right edge of the hit rectangle (exclusive, as `Rect.contains`).
  var maxX: Double
  /// The bottom edge of the hit rectangle (exclusive).
  var maxY: Double
  /// A bound on how far the rectangle's edges may be from where the naive walk's arithmetic
  /// puts them; a point nearer than this to an edge is decided exactly.
  var margin: Float
  /// The largest corner radius among the view's shape and its rounded clipping ancestors, or
  /// 0; a point this close to two edges may be in a rounded corner and is decided exactly.
  var band: Float
  /// How the view is decided.
  var kind: HitNodeKind

  /// A node that is in no cell and decides nothing.
  static let empty = HitNode(minX: 0, minY: 0, maxX: 0, maxY: 0, margin: 0, band: 0, kind: .plain)
}
