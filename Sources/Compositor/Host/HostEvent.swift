/// What a host hands a screen between frames: input from a person (pointer, wheel, key
/// down and up, text as ``Key/text(_:)``), a new size for the screen, or a request to close.
///
/// A host (the X11 window's, or the headless one) shows each to its
/// ``ScreenHost/eventFilter`` first, then gives it to the screen with
/// ``Screen/deliver(_:)``, the one way in.
public enum HostEvent: Sendable, Equatable {
  /// A pointer went down, moved or came up; `window` is the window a window system routed
  /// it to, when it chose one.
  case pointer(PointerEvent, window: WindowID? = nil)
  /// A wheel or touchpad scroll.
  case wheel(WheelEvent)
  /// A key went down or up.
  case key(KeyEvent)
  /// The screen's area changed size.
  case resize(Size)
  /// The person asked to close the app's window; the host stops unless the filter takes it.
  case closeRequest
}
