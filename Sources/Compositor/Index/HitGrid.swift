/// Where the hit-test index files its nodes: a hierarchical grid (cells 4× larger at each
/// level) whose cells list entries in an arena, a coarse occupancy map, and, for a window of
/// at most ``HitTestIndex/directWalkLimit`` filed views, the short list a query walks
/// instead.
struct HitGrid: ~Copyable {
  /// Where the finest level's cells are.
  var frame = HitGridFrame.empty
  /// The levels, finest first.
  var levels = FlatBuffer<HitGridLevel>()
  /// Every level's cells, row by row, level after level.
  var cells = FlatBuffer<HitGridCell>()
  /// The arena slots reserved for each cell.
  var cellCapacities = FlatBuffer<UInt32>()
  /// Where the window has filed nodes, coarsely.
  var occupancy = HitOccupancy()
  /// The arena holding every cell's entries.
  var entries = FlatBuffer<HitGridEntry>()
  /// Arena slots no cell uses any more (left behind when a cell grew).
  var abandonedEntries = 0
  /// The number of entries in use.
  var entryCount = 0
  /// The window size the grid was laid out for.
  var extent = Size(width: 0, height: 0)
  /// The node count the grid was laid out for.
  var nodeCount = 0
  /// For a window of few filed views: their entries, front to back.
  var directEntries = FlatBuffer<HitGridEntry>()
  /// Whether queries walk ``directEntries`` instead of the grid.
  var usesDirectWalk = false
}
