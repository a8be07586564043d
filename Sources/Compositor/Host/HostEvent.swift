/// What a host hands a screen between frames: input from a person, a new size for the
/// screen, or a request to close.
///
/// A host (the real window's, or a virtual one in tests) shows each to its
/// ``ScreenHost/eventFilter`` first, then gives it to the screen with
/// ``Screen/deliver(_:)``.
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

extension Screen {
  /// Gives `event` to the screen: input is routed as the `send` methods route it, a
  /// resize resizes the screen. A close request is the host's: it returns `false`.
  /// Returns whether anything took the event (a key someone handled; any pointer, wheel
  /// or resize).
  @discardableResult
  public func deliver(_ event: HostEvent) -> Bool {
    switch event {
    case .pointer(let p, let window):
      send(p, routedTo: window)
      return true
    case .wheel(let w):
      send(w)
      return true
    case .key(let k):
      return send(k)
    case .resize(let size):
      resize(to: size)
      return true
    case .closeRequest:
      return false
    }
  }
}
