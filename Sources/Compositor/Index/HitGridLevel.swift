/// One level of the hierarchical grid: square cells of one size covering the window.
///
/// Points outside the window fall in the nearest border cell, so the grid covers the plane.
struct HitGridLevel {
  /// The reciprocal of the cell size.
  var inverseCellSize: Double
  /// The last column, as a `Double` for clamping.
  var lastColumn: Double
  /// The last row, as a `Double` for clamping.
  var lastRow: Double
  /// The number of columns.
  var columns: Int
  /// The index of the level's first cell in the index's cell array.
  var firstCell: Int

  /// The column holding `x`. Monotonic in `x`, so a box's cells are those between the
  /// columns of its edges.
  @inline(__always)
  func column(_ x: Double) -> Int {
    let c = x * inverseCellSize
    if !(c > 0) { return 0 }
    if c >= lastColumn { return Int(lastColumn) }
    return Int(c)
  }

  /// The row holding `y`.
  @inline(__always)
  func row(_ y: Double) -> Int {
    let r = y * inverseCellSize
    if !(r > 0) { return 0 }
    if r >= lastRow { return Int(lastRow) }
    return Int(r)
  }
}
