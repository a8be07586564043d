/// What keeping the index current costs, in nanoseconds per operation.
struct MaintenanceMeasurement: Hashable, Sendable {
  /// Building every window's index from scratch.
  var buildNanoseconds: Double
  /// One frame of a sheet drag: the sheet moved, then the overlay's index updated (update only).
  var sheetDrag: LatencySummary
  /// The number of views in the sheet's subtree.
  var sheetViews: Int
  /// One frame of dragging a subtree of the main window (update only).
  var subtreeMove: LatencySummary
  /// The number of views in that subtree.
  var subtreeViews: Int
  /// Adding a view to a random container of the main window, index updated.
  var addView: LatencySummary
  /// Removing that view again, index updated.
  var removeView: LatencySummary
  /// Adding as many views as the scene has, as siblings in a fresh window with damage
  /// tracked, then taking the damage and building the window's index, in nanoseconds.
  var siblingsNanoseconds: Double = 0
  /// The rectangles of that damage.
  var siblingDamageRectangles = 0
  /// Whether that damage covers exactly the area the siblings fill.
  var siblingDamageIsExact = false

  /// Creates a measurement.
  init(
    buildNanoseconds: Double, sheetDrag: LatencySummary, sheetViews: Int, subtreeMove: LatencySummary,
    subtreeViews: Int, addView: LatencySummary, removeView: LatencySummary
  ) {
    self.buildNanoseconds = buildNanoseconds
    self.sheetDrag = sheetDrag
    self.sheetViews = sheetViews
    self.subtreeMove = subtreeMove
    self.subtreeViews = subtreeViews
    self.addView = addView
    self.removeView = removeView
  }
}
