/// Figures about a window's hit-test index, for benchmarks and diagnostics.
package struct HitTestIndexStatistics: Hashable, Sendable {
  /// The number of views indexed; a subclass of `View` counts, its subviews do not (its own
  /// `hitTest` answers for them).
  package var indexedViews: Int
  /// The number of (view, cell) entries in the grid.
  package var gridEntries: Int
  /// The number of grid levels.
  package var gridLevels: Int
  /// The number of grid cells, over all levels.
  package var gridCells: Int
  /// The memory the index holds, in bytes: its buffers at capacity and an estimate for its
  /// view-to-node table.
  package var bytes: Int
  /// How many times the index was built from the whole tree.
  package var rebuilds: Int
  /// Whether queries walk the window's few views front to back instead of the grid
  /// (at most 24 views), which is faster for so few.
  package var walksDirectly: Bool

  /// Creates statistics from their values.
  package init(
    indexedViews: Int, gridEntries: Int, gridLevels: Int, gridCells: Int, bytes: Int, rebuilds: Int,
    walksDirectly: Bool = false
  ) {
    self.indexedViews = indexedViews
    self.gridEntries = gridEntries
    self.gridLevels = gridLevels
    self.gridCells = gridCells
    self.bytes = bytes
    self.rebuilds = rebuilds
    self.walksDirectly = walksDirectly
  }
}
