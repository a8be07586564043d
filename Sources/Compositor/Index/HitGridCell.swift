/// A grid cell: a run of entries in the index's entry arena, sorted by ascending label.
/// 16 bytes, four to a cache line; the run's reserved length is kept apart, as only updates
/// read it.
struct HitGridCell {
  /// The label of the last (frontmost) entry, or 0 when empty: a query skips the cell when
  /// this is not above its best hit so far, without touching the entries.
  var topLabel: UInt64
  /// The index of the cell's first entry in the arena.
  var start: UInt32
  /// The number of entries.
  var count: UInt32

  /// An empty cell.
  static let empty = HitGridCell(topLabel: 0, start: 0, count: 0)
}
