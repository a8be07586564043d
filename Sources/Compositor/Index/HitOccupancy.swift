/// A coarse 16×16 map of where a window has filed nodes, as four 64-bit words kept inline
/// (one load, no pointer to follow), so a query skips a window with nothing near the point
/// without walking its grid levels.
///
/// Each bit covers a block of finest-level grid cells; a count per bit says how many filed
/// nodes' boxes touch it.
struct HitOccupancy: ~Copyable {
  /// The number of blocks across and down.
  static let side = 16

  private var words = SIMD4<UInt64>()
  private var counts = FlatBuffer<UInt32>(capacity: 256)
  // A finest column times this, shifted right 32 bits, is its block column (0..<16): a
  // multiplication rather than a division, and monotonic.
  private var columnScale = 0
  private var rowScale = 0

  /// An empty map for a grid of `columns` × `rows` finest cells.
  init(columns: Int = 1, rows: Int = 1) {
    counts.append(repeating: 0, count: Self.side * Self.side)
    columnScale = (Self.side << 32) / Swift.max(1, columns)
    rowScale = (Self.side << 32) / Swift.max(1, rows)
  }

  /// The block column of finest-level `column`.
  @inline(__always)
  func blockColumn(_ column: Int) -> Int { (column &* columnScale) &>> 32 }

  /// The block row of finest-level `row`.
  @inline(__always)
  func blockRow(_ row: Int) -> Int { (row &* rowScale) &>> 32 }

  /// Whether some filed node touches the block of finest-level `column` and `row`.
  @inline(__always)
  func isOccupied(column: Int, row: Int) -> Bool {
    let bit = blockRow(row) &<< 4 | blockColumn(column)
    return words[bit &>> 6] & (1 &<< UInt64(truncatingIfNeeded: bit & 63)) != 0
  }

  /// Counts a node touching blocks `blocks` (+1), or uncounts it (-1).
  mutating func adjust(_ blocks: HitBlockRange, by delta: Int32) {
    for by in Int(blocks.row0)...Int(blocks.row1) {
      for bx in Int(blocks.column0)...Int(blocks.column1) {
        let bit = by << 4 | bx
        let count = UInt32(Int32(bitPattern: counts[bit]) + delta)
        counts[bit] = count
        let mask: UInt64 = 1 << UInt64(bit & 63)
        if count == 0 { words[bit >> 6] &= ~mask } else { words[bit >> 6] |= mask }
      }
    }
  }
}
