extension Screen {
  /// Gives `event` to the screen: the one way input enters it, whichever host runs it.
  ///
  /// - A pointer event is routed: a down is hit-tested (in the window a window system
  ///   routed it to, when it names one) and binds its sequence to the view hit, or to the
  ///   gliding scroll view around it, whose glide it stops; moves, the up and a cancel
  ///   follow that capture (see ``capturedView(pointerID:)``).
  /// - A wheel goes to the frontmost view under it that handles it (``View/onWheel``).
  /// - A key, down or up, goes down the responder chain of the ``keyWindow``: the first
  ///   responder, then the window; Tab moves the focus; what none takes goes to
  ///   ``onUnhandledKey``, where an app keeps its shortcuts.
  /// - A resize resizes the screen.
  /// - A close request is the host's: the screen does nothing with it.
  ///
  /// Every delivery is reported to ``onDelivery``. Returns whether anything took the event:
  /// any pointer event and resize; a wheel a view handled; a key the chain or the
  /// unhandled-key hook took.
  ///
  /// ```swift
  /// screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 40, y: 60), time: clock.now)))
  /// screen.deliver(.key(KeyEvent(.tab, time: clock.now)))
  /// ```
  @discardableResult
  public func deliver(_ event: HostEvent) -> Bool {
    switch event {
    case .pointer(let p, let windowID):
      routePointer(p, to: windowID.flatMap(window(_:)))
      return true
    case .wheel(let w):
      return routeWheel(w)
    case .key(let k):
      return routeKey(k)
    case .resize(let size):
      resize(to: size)
      return true
    case .closeRequest:
      return false
    }
  }
}
