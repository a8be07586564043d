/// One level of the hierarchical grid: square cells covering the window, each level's cells
/// `1 << HitTestIndex.levelShift` times wider than the previous level's.
///
/// All levels share the finest level's cell coordinates: a level's column is the finest
/// column shifted right by ``shift``, so a query converts its point to a cell once.
struct HitGridLevel {
  /// How far to shift a finest-level column or row right to get this level's.
  var shift: Int
  /// The number of columns.
  var columns: Int
  /// The index of the level's first cell in the index's cell array.
  var firstCell: Int

  /// The index, in the index's cell array, of the cell at finest-level `column` and `row`.
  @inline(__always)
  func cell(column: Int, row: Int) -> Int {
    firstCell &+ (row &>> shift) &* columns &+ (column &>> shift)
  }
}
