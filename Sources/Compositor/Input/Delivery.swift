/// A record of where the screen sent an event, for traces and tests.
public enum Delivery {
  /// A pointer event and the window and view it went to (`nil` when nothing took it).
  case pointer(PointerEvent, window: Window?, view: View?)
  /// A wheel event and the view that handled it, if any.
  case wheel(WheelEvent, window: Window?, view: View?)
  /// A key event and the window it went to, if any.
  case key(KeyEvent, window: Window?)
  /// A gesture recognizer changed state.
  case gesture(GestureRecognizer)
  /// Keyboard focus moved to a view of a window, or left every view (`nil`).
  case focus(window: Window?, view: View?)
}
