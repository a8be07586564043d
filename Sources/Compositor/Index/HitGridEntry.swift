/// One node listed in one grid cell: a conservative box to reject it without reading the
/// node, and its order label to stop a scan early.
struct HitGridEntry {
  /// The left edge of the box, rounded outward to `Float`.
  var minX: Float
  /// The top edge of the box.
  var minY: Float
  /// The right edge of the box (inclusive).
  var maxX: Float
  /// The bottom edge of the box (inclusive).
  var maxY: Float
  /// The node's order label.
  var label: UInt64
  /// The node.
  var node: Int32

  /// A filler for unused cell capacity.
  static let unused = HitGridEntry(minX: 0, minY: 0, maxX: 0, maxY: 0, label: 0, node: -1)

  /// Whether the point is in the box, given as `Float`s rounded to nearest: rounding is
  /// monotonic and the box's edges are `Float`s, so a point in the box stays in it.
  @inline(__always)
  func contains(_ x: Float, _ y: Float) -> Bool {
    x >= minX && x <= maxX && y >= minY && y <= maxY
  }
}
