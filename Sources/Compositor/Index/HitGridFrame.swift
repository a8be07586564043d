/// The finest level of the hit-test grid: where its cells start and how big they are.
///
/// Points outside the window fall in the nearest border cell, so the grid covers the plane.
/// ``column(_:)`` and ``row(_:)`` are monotonic, so a box's cells at any level are those
/// between the cells of its corners.
struct HitGridFrame {
  /// The reciprocal of the finest cell size.
  var inverseCellSize: Double
  /// The last finest-level column.
  var lastColumn: Int
  /// The last finest-level row.
  var lastRow: Int

  /// A frame with no cells; every point falls in cell (0, 0).
  static let empty = HitGridFrame(inverseCellSize: 1, lastColumn: 0, lastRow: 0)

  /// The finest-level column holding `x`.
  @inline(__always)
  func column(_ x: Double) -> Int { Self.cell(x * inverseCellSize, last: lastColumn) }

  /// The finest-level row holding `y`.
  @inline(__always)
  func row(_ y: Double) -> Int { Self.cell(y * inverseCellSize, last: lastRow) }

  /// `scaled` (a coordinate in cell units) rounded down and clamped to `0...last`.
  @inline(__always)
  private static func cell(_ scaled: Double, last: Int) -> Int {
    if !(scaled > 0) { return 0 }
    if scaled >= Double(last) { return last }
    return Int(scaled)
  }
}
