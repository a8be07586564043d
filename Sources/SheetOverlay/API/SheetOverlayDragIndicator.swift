/// Whether the sheet shows its grabber, the small bar at its top edge.
public enum SheetOverlayDragIndicator: String, Hashable, Sendable, CaseIterable {
  /// Shown when the sheet has more than one distinct detent to move between.
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden
}
