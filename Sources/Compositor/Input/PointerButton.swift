/// Which mouse button a pointer sequence is pressed with; a touch is ``primary``.
public enum PointerButton: String, Hashable, Sendable {
  /// The left button, or a finger.
  case primary
  /// The middle button (or the wheel pressed): on Linux desktops, pastes the primary
  /// selection.
  case middle
  /// The right button.
  case secondary
}
