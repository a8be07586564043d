// The entries input had before `deliver(_:)` was the one, kept for a release.
extension Screen {
  /// Delivers a pointer event; the former entry for ``deliver(_:)`` with `.pointer`.
  @available(*, deprecated, message: "use deliver(.pointer(event))")
  public func send(_ event: PointerEvent) {
    deliver(.pointer(event))
  }

  /// Delivers a pointer event a window system routed to the window with id `windowID`;
  /// the former entry for ``deliver(_:)`` with `.pointer(_:window:)`.
  @available(*, deprecated, message: "use deliver(.pointer(event, window: windowID))")
  public func send(_ event: PointerEvent, routedTo windowID: WindowID?) {
    deliver(.pointer(event, window: windowID))
  }

  /// Delivers a wheel event; the former entry for ``deliver(_:)`` with `.wheel`.
  @available(*, deprecated, message: "use deliver(.wheel(event))")
  public func send(_ event: WheelEvent) {
    deliver(.wheel(event))
  }

  /// Delivers a key event and returns whether anything took it; the former entry for
  /// ``deliver(_:)`` with `.key`.
  @available(*, deprecated, message: "use deliver(.key(event))")
  @discardableResult
  public func send(_ event: KeyEvent) -> Bool {
    deliver(.key(event))
  }
}
