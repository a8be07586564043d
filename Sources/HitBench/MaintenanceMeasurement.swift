/// What keeping the index current costs, in nanoseconds per operation.
public struct MaintenanceMeasurement: Hashable, Sendable {
  /// Building every window's index from scratch.
  public var buildNanoseconds: Double
  /// One frame of a sheet drag: the sheet moved, then the overlay's index updated (update only).
  public var sheetDrag: LatencySummary
  /// The number of views in the sheet's subtree.
  public var sheetViews: Int
  /// One frame of dragging a subtree of the main window (update only).
  public var subtreeMove: LatencySummary
  /// The number of views in that subtree.
  public var subtreeViews: Int
  /// Adding a view to a random container of the main window, index updated.
  public var addView: LatencySummary
  /// Removing that view again, index updated.
  public var removeView: LatencySummary
  /// Adding as many views as the scene has, as siblings in a fresh window with damage
  /// tracked, then taking the damage and building the window's index, in nanoseconds.
  public var siblingsNanoseconds: Double = 0
  /// The rectangles of that damage.
  public var siblingDamageRectangles = 0
  /// Whether that damage covers exactly the area the siblings fill.
  public var siblingDamageIsExact = false

  /// Creates a measurement.
  public init(
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
