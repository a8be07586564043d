/// The occupancy blocks a filed node's box touches.
struct HitBlockRange: Equatable {
  /// The first block column.
  var column0: UInt8
  /// The first block row.
  var row0: UInt8
  /// The last block column.
  var column1: UInt8
  /// The last block row.
  var row1: UInt8

  /// No blocks (for a node that is not filed).
  static let none = HitBlockRange(column0: 1, row0: 1, column1: 0, row1: 0)

  /// Whether the range holds no block.
  var isEmpty: Bool { column0 > column1 }
}
