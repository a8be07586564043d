/// Everything measured on one scene size.
struct SceneMeasurement: Hashable, Sendable {
  /// The number of views asked for (and built).
  var views: Int
  /// The deepest view's depth below its window's root.
  var maximumDepth: Int
  /// The query sets, naive and indexed.
  var sets: [QuerySetMeasurement]
  /// The cost of keeping the index current.
  var maintenance: MaintenanceMeasurement
  /// Resident bytes the scene added (views, windows, screen), in whole pages.
  var sceneBytes: Int
  /// Resident bytes building the indexes added, in whole pages.
  var indexBytes: Int
  /// The indexes' own account of their memory.
  var indexAccountedBytes: Int
  /// Grid entries over all windows.
  var gridEntries: Int
  /// How many answers disagreed when re-checked after the maintenance steps.
  var disagreementsAfterMaintenance: Int
  /// How many of the scene's windows walk their few views directly instead of the grid.
  var directWalkWindows: Int
  /// How many windows the scene has.
  var windows: Int

  /// Creates a measurement.
  init(
    views: Int, maximumDepth: Int, sets: [QuerySetMeasurement], maintenance: MaintenanceMeasurement,
    sceneBytes: Int, indexBytes: Int, indexAccountedBytes: Int, gridEntries: Int,
    disagreementsAfterMaintenance: Int, directWalkWindows: Int = 0, windows: Int = 0
  ) {
    self.views = views
    self.maximumDepth = maximumDepth
    self.sets = sets
    self.maintenance = maintenance
    self.sceneBytes = sceneBytes
    self.indexBytes = indexBytes
    self.indexAccountedBytes = indexAccountedBytes
    self.gridEntries = gridEntries
    self.disagreementsAfterMaintenance = disagreementsAfterMaintenance
    self.directWalkWindows = directWalkWindows
    self.windows = windows
  }

  /// The set named `name`, if measured.
  func set(_ name: String) -> QuerySetMeasurement? { sets.first { $0.name == name } }
}
