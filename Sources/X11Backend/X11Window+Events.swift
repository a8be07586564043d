import CX11
import Compositor

extension X11Window {
  /// The most events one call reads before it returns, so a flood cannot hold the frame loop.
  static let maximumEventsPerPoll = 4096

  /// Waits up to `timeout` seconds for input, then returns what arrived, translated and
  /// coalesced (see ``X11EventCoalescing/coalesce(_:)``).
  ///
  /// Returns as soon as at least one event is available; an empty array means the timeout
  /// passed. Timestamps are the server's, mapped onto this window's clock by
  /// ``ServerTimeMapper``. After ``close()`` this returns an empty array at once. It also
  /// returns early, maybe with no events, when ``wakeDescriptor`` becomes readable (a
  /// signal arrived).
  ///
  /// - Throws: ``X11Error/connectionLost(_:)`` once the server is gone,
  ///   ``X11Error/windowDestroyed`` once another client destroyed the window.
  public func nextEvents(timeout: Double) throws(X11Error) -> [X11Event] {
    guard !isClosed else { return [] }
    let wait = timeout.isFinite ? max(0, min(timeout, 86_400)) : 0
    let deadline = ContinuousClock.now + .microseconds(Int64(wait * 1e6))
    var events: [X11Event] = []
    while true {
      events += try readEvents()
      let left = ContinuousClock.now.duration(to: deadline)
      guard events.isEmpty, left > .zero else { break }
      let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
      let others = input.wakeDescriptor.map { [$0] } ?? []
      if !connection.waitReadable(seconds: min(seconds, 1), alsoWatching: others).isEmpty { break }
    }
    return X11EventCoalescing.coalesce(events)
  }

  /// Sends what is buffered, then reads and translates every event that arrived, without
  /// waiting and without coalescing.
  ///
  /// - Throws: ``X11Error/connectionLost(_:)`` once the server is gone,
  ///   ``X11Error/windowDestroyed`` once another client destroyed the window.
  func readEvents() throws(X11Error) -> [X11Event] {
    guard !isClosed else { return [] }
    var events = input.takeDeferredEvents()
    XFlush(connection.display)
    readQueuedEvents(into: &events)
    connection.reportProtocolErrors()
    if connection.isLost { throw .connectionLost(connection.name) }
    if isDestroyed || separateWindows.isChildDestroyed { throw .windowDestroyed }
    return events
  }

  /// Reads every event already received (without blocking) and translates it.
  func readQueuedEvents(into events: inout [X11Event]) {
    var event = XEvent()
    var budget = Self.maximumEventsPerPoll
    // QueuedAfterReading reads the socket when the queue is empty; on a dead connection
    // Xlib marks it lost (see X11Connection) and finds nothing.
    while budget > 0, !connection.isLost, XEventsQueued(connection.display, QueuedAfterReading) > 0 {
      XNextEvent(connection.display, &event)
      budget -= 1
      // Present's completion and idle events are the queue's; the input method need not
      // see them.
      if presentQueue?.handle(&event) == true { continue }
      // An assistive technology hears each key first, and may keep it (issue 31).
      if event.type == KeyPress || event.type == KeyRelease, let filter = input.keyStrokeFilter,
        filter(keyStroke(event.xkey, pressed: event.type == KeyPress))
      {
        continue
      }
      // A dead key or a step of a compose sequence: the input method keeps it.
      if input.keys.filter(&event) { continue }
      if let translated = translate(&event) {
        events.append(translated)
      }
    }
  }

  /// The Compositor form of one X event, or `nil` for events the caller need not see.
  func translate(_ event: inout XEvent) -> X11Event? {
    switch event.type {
    case ButtonPress, ButtonRelease:
      return translateButton(event.xbutton, pressed: event.type == ButtonPress)
    case MotionNotify:
      let motion = event.xmotion
      let child = child(withID: motion.window)
      let location = Self.topLevelPoint(motion.x, motion.y, in: child)
      let time = input.time(ofServerTime: motion.time)
      let modifiers = X11KeyTranslator.modifiers(motion.state)
      return input.isPointerDown
        ? .pointer(
          PointerEvent(.move, at: location, time: time, button: input.pressedButton, modifiers: modifiers),
          window: separateWindows.routedWindow(child))
        : .hover(location, time: time)
    case KeyPress, KeyRelease:
      let pressed = event.type == KeyPress
      guard let (key, modifiers) = input.keys.translate(&event.xkey, pressed: pressed) else { return nil }
      let time = input.time(ofServerTime: event.xkey.time)
      selections.noteInputTime(event.xkey.time)
      return .key(KeyEvent(key, phase: pressed ? .down : .up, modifiers: modifiers, time: time))
    case ConfigureNotify:
      // Children report their own moves, which the window made.
      guard event.xconfigure.window == windowID else { return nil }
      let newSize = Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height))
      guard newSize != size else { return nil }  // a move, not a resize
      size = newSize
      return .resize(newSize)
    case Expose:
      let e = event.xexpose
      let origin = Self.topLevelPoint(e.x, e.y, in: child(withID: e.window))
      return .expose(Rect(x: origin.x, y: origin.y, width: Double(e.width), height: Double(e.height)))
    case ClientMessage:
      return resources.isDeleteRequest(event.xclient) ? .close : nil
    case FocusIn, FocusOut:
      separateWindows.hasInputFocus = holdsInputFocus()
      return nil
    case MappingNotify:
      XRefreshKeyboardMapping(&event.xmapping)
      return nil
    case DestroyNotify:
      let destroyed = event.xdestroywindow.window
      if destroyed == windowID {
        isDestroyed = true
      } else if let child = child(withID: destroyed) {
        // Not one this window destroyed (those leave `children` first): another client's.
        separateWindows.isChildDestroyed = true
        forgetChild(child)
      }
      return nil
    case SelectionRequest:
      selections.selection(event.xselectionrequest.selection).answer(event.xselectionrequest)
      return nil
    case SelectionNotify:
      selections.selection(event.xselection.selection).received(event.xselection)
      return nil
    case SelectionClear:
      selections.selection(event.xselectionclear.selection).selectionCleared(event.xselectionclear)
      return nil
    default:
      return nil
    }
  }

  /// A point of an event on `child` (or on the top-level, `nil`) in the top-level's pixels.
  static func topLevelPoint(_ x: Int32, _ y: Int32, in child: X11ChildWindow?) -> Point {
    Point(x: Double(Int(x) + (child?.frame.x ?? 0)), y: Double(Int(y) + (child?.frame.y ?? 0)))
  }

  private func translateButton(_ button: XButtonEvent, pressed: Bool) -> X11Event? {
    let child = child(withID: button.window)
    let location = Self.topLevelPoint(button.x, button.y, in: child)
    let time = input.time(ofServerTime: button.time)
    selections.noteInputTime(button.time)
    let notch = Self.wheelNotchPoints
    let modifiers = X11KeyTranslator.modifiers(button.state)
    switch (button.button, pressed) {
    // The left or the middle button begins a pointer sequence when none is open; the
    // other button's presses meanwhile are not a sequence of their own.
    case (UInt32(Button1), true), (UInt32(Button2), true):
      let opening: PointerButton = button.button == UInt32(Button2) ? .middle : .primary
      guard input.press(opening) else { return nil }
      let event = PointerEvent(.down, at: location, time: time, button: opening, modifiers: modifiers)
      return .pointer(event, window: separateWindows.routedWindow(child))
    case (UInt32(Button1), false), (UInt32(Button2), false):
      let released: PointerButton = button.button == UInt32(Button2) ? .middle : .primary
      guard input.release(released) else { return nil }
      let event = PointerEvent(.up, at: location, time: time, button: released, modifiers: modifiers)
      return .pointer(event, window: separateWindows.routedWindow(child))
    // Wheel notches arrive as a press and a release; the press is the notch.
    case (UInt32(Button4), true):
      return .wheel(WheelEvent(at: location, deltaY: -notch, time: time))
    case (UInt32(Button5), true):
      return .wheel(WheelEvent(at: location, deltaY: notch, time: time))
    case (6, true):
      return .wheel(WheelEvent(at: location, deltaX: -notch, deltaY: 0, time: time))
    case (7, true):
      return .wheel(WheelEvent(at: location, deltaX: notch, deltaY: 0, time: time))
    default:
      return nil
    }
  }
}
