/// What a view hands down to its subviews when the index computes their records.
struct HitNodeContext {
  /// Added to a window-space point, gives approximately the point in the view's space.
  var offsetX: Double
  /// The vertical part of the offset.
  var offsetY: Double
  /// The sum of the magnitudes of every origin and translation on the chain from the root:
  /// it bounds the rounding error of the offset.
  var magnitude: Double
  /// The left edge of the area the view's clipping ancestors (and the view, if it clips)
  /// leave open to its subviews, in window space.
  var clipMinX: Double
  /// The top edge of the open area.
  var clipMinY: Double
  /// The right edge of the open area.
  var clipMaxX: Double
  /// The bottom edge of the open area.
  var clipMaxY: Double
  /// The largest corner radius among the clipping shapes that make the open area.
  var clipBand: Double
  /// Whether the view and all its ancestors take hits, so its subviews may.
  var isEligible: Bool
  /// Whether the subviews must be decided exactly (coordinates too large to trust).
  var isExactOnly: Bool

  /// The context a window gives its root view: no offset, no clip, everything eligible.
  static let window = HitNodeContext(
    offsetX: 0, offsetY: 0, magnitude: 0, clipMinX: -.infinity, clipMinY: -.infinity,
    clipMaxX: .infinity, clipMaxY: .infinity, clipBand: 0, isEligible: true, isExactOnly: false)
}
