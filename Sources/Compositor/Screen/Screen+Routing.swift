extension Screen {
  // The steps `deliver(_:)` takes, each with its own verb, as wlroots' `notify` (through
  // grabs and focus) and `send` (straight to the client): a pointer event is routed (a
  // down is hit-tested once and binds the sequence, the capture), then sent to the
  // capture; a wheel is routed to the view under it; a key is routed down the responder
  // chain, and what the chain leaves goes to `onUnhandledKey`.

  /// Routes a pointer event that a window system routed to `window` (`nil`: the whole
  /// stack decides).
  ///
  /// A down goes to the view hit at its location (through passthrough windows), or, for
  /// the primary button, to the gliding scroll view around it, which it stops, and binds
  /// the sequence to it: moves, the up and a cancel go to that view and its recognizers even
  /// when the pointer leaves it or its window. A down routed to a window is hit-tested in
  /// that window alone, as the window system's input shape decided; if the window takes
  /// nothing there (the two disagree on a pixel's edge), the whole stack is asked. A stray
  /// move or up with no down is dropped. Non-finite locations are dropped with a diagnostic.
  func routePointer(_ event: PointerEvent, to window: Window?) {
    guard event.location.isFinite, event.timestamp.isFinite else {
      Diagnostics.report("pointer: dropped \(event.phase) event with non-finite location or time")
      return
    }
    switch event.phase {
    case .down:
      hideFocusRing()
      if captures[event.pointerID] != nil {
        // A down while a sequence is open means its up was lost: end that one cleanly.
        var cancel = event
        cancel.phase = .cancel
        sendToCapture(cancel)
      }
      // The one hit test of the sequence: the view it finds travels with the capture, where
      // the recognizers read it (GestureRecognizer.capturedView).
      let hit = window.flatMap { $0.hitTest(screenPoint: event.location) } ?? hitTest(event.location)
      // A press on a gliding scroll view catches the glide, as UIKit's and GTK's kinetic
      // scrolling do: the glide stops where it is, and the sequence goes to the scroll view
      // and what holds it (a sheet's drag), not to the content under the press, so no row
      // is tapped and a drag from there scrolls on. Other buttons (a middle click's paste)
      // reach the content.
      let target = hit.map { hit in
        guard event.button == .primary else { return hit.view }
        let gliding = hit.view.enclosingScrollViews.filter(\.isDecelerating)
        for scrollView in gliding { scrollView.stopGliding() }
        return gliding.first ?? hit.view
      }
      var recognizers: [GestureRecognizer] = []
      // Recognizers follow the primary button; the view still sees the others' events.
      var v = event.button == .primary ? target : nil
      while let current = v {
        for r in current.gestureRecognizers where r.isEnabled && !isFollowingAnotherPointer(r, event.pointerID) {
          r.reset()
          r.pointerID = event.pointerID
          r.onTransition = { [weak self] g in self?.onDelivery?(.gesture(g)) }
          recognizers.append(r)
        }
        v = current.superview
      }
      captures[event.pointerID] = PointerCapture(window: hit?.window, view: target, recognizers: recognizers)
      sendToCapture(event)
    case .move, .up, .cancel:
      guard captures[event.pointerID] != nil else { return }
      sendToCapture(event)
    }
  }

  /// Routes a wheel event to the frontmost view under it, bubbling up to the first
  /// ancestor whose ``View/onWheel`` handles it. Returns whether one did.
  @discardableResult
  func routeWheel(_ event: WheelEvent) -> Bool {
    guard event.location.isFinite, event.deltaX.isFinite, event.deltaY.isFinite else {
      Diagnostics.report("wheel: dropped event with non-finite values")
      return false
    }
    let hit = hitTest(event.location)
    var v = hit?.view
    while let current = v {
      if let handler = current.onWheel, handler(event) {
        onDelivery?(.wheel(event, window: hit?.window, view: current))
        return true
      }
      v = current.superview
    }
    onDelivery?(.wheel(event, window: hit?.window, view: nil))
    return false
  }

  /// Routes a key event down the responder chain of the key window: its first responder
  /// (Return and Space, the ``Key/activationKeys``, perform its
  /// ``AccessibilityAction/activate`` action when its own handler does not take them; a
  /// responder scrolled wholly out of sight is scrolled back into view first, and then
  /// Return and Space do nothing more), then the window itself; a Tab (forward) or
  /// Shift-Tab (backward) that none takes moves the focus. What the chain leaves, with or
  /// without a key window, goes to ``onUnhandledKey``. Returns whether anything took it.
  func routeKey(_ event: KeyEvent) -> Bool {
    let target = keyTarget
    onDelivery?(.key(event, window: target))
    if let target, respond(to: event, in: target) { return true }
    return onUnhandledKey?(event) ?? false
  }

  /// The responder chain of `target` for `event`: whether a view, the window or Tab's focus
  /// move took it.
  private func respond(to event: KeyEvent, in target: Window) -> Bool {
    let down = event.phase == .down
    if let responder = target.firstResponder {
      // A focused view the wheel scrolled out of sight comes back into view before a key
      // acts on it, and Return or Space then only shows it: what a person activates is
      // always what they see.
      if down, isScrolledOutOfSight(responder) {
        scrollIntoView(responder)
        requestFrame()
        if event.key.isActivation { return true }
      }
      if let handler = responder.onKey, handler(event) { return true }
      if down, event.key.isActivation,
        responder.performAccessibilityAction(AccessibilityAction.activate)
      {
        return true
      }
    }
    if target.onKey?(event) == true { return true }
    if down, event.key == .tab {
      moveFocus(backward: event.modifiers.contains(.shift))
      return true
    }
    return false
  }

  /// Ends every open pointer sequence with a cancel, as when the system takes input away.
  public func cancelAllPointers(time: Double) {
    for (id, capture) in captures {
      let location = capture.recognizers.first?.location ?? .zero
      sendToCapture(PointerEvent(.cancel, at: location, time: time, pointerID: id))
    }
  }

  /// Whether `recognizer` is in the open sequence of a pointer other than `pointerID`.
  private func isFollowingAnotherPointer(_ recognizer: GestureRecognizer, _ pointerID: Int) -> Bool {
    guard let other = recognizer.pointerID, other != pointerID, let capture = captures[other] else { return false }
    return capture.recognizers.contains { $0 === recognizer } && !recognizer.isFinished
  }

  /// Whether a pointer sequence is open for `pointerID`.
  public func isCapturing(pointerID: Int = 0) -> Bool { captures[pointerID] != nil }

  /// The view an open sequence is bound to.
  public func capturedView(pointerID: Int = 0) -> View? { captures[pointerID]?.view }

  func cancelCaptures(in window: Window) {
    for (id, capture) in captures where capture.window === window {
      sendToCapture(
        PointerEvent(.cancel, at: capture.recognizers.first?.location ?? .zero, time: clock.now, pointerID: id))
    }
  }

  /// Sends a pointer event straight to the sequence's capture: the view the down hit (its
  /// ``View/onPointer``) and the recognizers of it and its ancestors.
  private func sendToCapture(_ event: PointerEvent) {
    guard let capture = captures[event.pointerID] else { return }
    let view = capture.view
    onDelivery?(.pointer(event, window: capture.window, view: view))
    if let view, let handler = view.onPointer, let w = capture.window {
      let local = view.convertFromWindow(
        Point(x: event.location.x - w.frame.origin.x, y: event.location.y - w.frame.origin.y))
      handler(event, local)
    }
    // Feed every recognizer still in play; when one recognizes, the others still possible
    // fail unless they recognize simultaneously.
    for r in capture.recognizers where !r.isFinished {
      let before = r.state
      r.handle(event)
      if before == .possible && r.hasRecognized && !r.recognizesSimultaneously {
        for other in capture.recognizers where other !== r && !other.recognizesSimultaneously {
          other.otherRecognized()
        }
      }
    }
    if event.phase == .up || event.phase == .cancel {
      captures[event.pointerID] = nil
    }
  }
}
