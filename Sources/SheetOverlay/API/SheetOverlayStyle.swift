/// How the sheet is presented and what happens to its content between presentations.
public enum SheetOverlayStyle: String, Hashable, Sendable, CaseIterable {
  /// SheetOverlay's own: the app behind stays usable; touches outside the sheet pass through.
  /// The content stays in the tree between presentations.
  case overlay
  /// Like a system `.sheet`: the app behind is dimmed and blocked; a tap on the dimming
  /// dismisses. The content stays in the tree.
  case modal
  /// Passes through like `.overlay`, but the content is built when presented and removed
  /// when dismissed, so its local state resets (a conditional view with a transition).
  case transition
  /// Passes through like `.overlay`; the content is always in the tree and only moved off
  /// screen, so its local state persists (an `.offset` animation).
  case offset
}
