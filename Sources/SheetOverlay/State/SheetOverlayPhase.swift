/// What the sheet is doing.
public enum SheetOverlayPhase: String, Hashable, Sendable {
  /// Not shown; its window is hidden.
  case dismissed
  /// Sliding up from below the screen.
  case presenting
  /// At rest on a detent.
  case resting
  /// Held by a pointer that has not started dragging (an animation was caught).
  case held
  /// Following a drag.
  case dragging
  /// Springing to a detent after a release or a selection.
  case settling
  /// Sliding out below the screen.
  case dismissing
}
