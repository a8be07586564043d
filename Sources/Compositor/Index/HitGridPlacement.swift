/// The cells that list a node: a level and a block of at most 2×2 cells in it.
struct HitGridPlacement: Equatable {
  /// The level, or -1 when the node is in no cell.
  var level: Int32
  /// The first column.
  var column0: Int32
  /// The first row.
  var row0: Int32
  /// The last column.
  var column1: Int32
  /// The last row.
  var row1: Int32

  /// In no cell.
  static let none = HitGridPlacement(level: -1, column0: 0, row0: 0, column1: 0, row1: 0)
}
