import Compositor

extension SceneHarness {
  /// Sends one pointer event at the current time.
  public func pointer(_ phase: PointerPhase, at location: Point, pointerID: Int = 0) {
    screen.deliver(.pointer(PointerEvent(phase, at: location, time: clock.now, pointerID: pointerID)))
  }

  /// Presses and releases at `location`, holding for `holdDuration` seconds (frames tick
  /// in between).
  public func tap(at location: Point, holdDuration: Double = 0.05, pointerID: Int = 0) {
    pointer(.down, at: location, pointerID: pointerID)
    advanceTime(by: holdDuration)
    pointer(.up, at: location, pointerID: pointerID)
  }

  /// Presses at `start`, moves in `steps` equal steps to `end` over `duration` seconds
  /// (frames tick in between), and releases there.
  ///
  /// With `releasing: false` the pointer stays down, to continue with ``pointer(_:at:pointerID:)``.
  public func drag(
    from start: Point, to end: Point, duration: Double = 0.3, steps: Int = 10, pointerID: Int = 0,
    releasing: Bool = true
  ) {
    let count = Swift.max(1, steps)
    let interval = duration.isFinite && duration > 0 ? duration / Double(count) : 0
    pointer(.down, at: start, pointerID: pointerID)
    for i in 1...count {
      advanceTime(by: interval)
      let t = Double(i) / Double(count)
      pointer(
        .move, at: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
        pointerID: pointerID)
    }
    if releasing { pointer(.up, at: end, pointerID: pointerID) }
  }

  /// Scrolls by `deltaY` (and `deltaX`) points over `location`.
  public func wheel(at location: Point, deltaX: Double = 0, deltaY: Double) {
    screen.deliver(.wheel(WheelEvent(at: location, deltaX: deltaX, deltaY: deltaY, time: clock.now)))
  }

  /// Presses and releases `key` with `modifiers` held: `key(.tab, modifiers: .shift)`,
  /// `key(.text("a"), modifiers: .control)`.
  public func key(_ key: Key, modifiers: KeyModifiers = []) {
    screen.deliver(.key(KeyEvent(key, phase: .down, modifiers: modifiers, time: clock.now)))
    screen.deliver(.key(KeyEvent(key, phase: .up, modifiers: modifiers, time: clock.now)))
  }

  /// Types `text` one character at a time, each as a press and release of a
  /// `Key.text(_:)` key.
  public func type(_ text: String) {
    for character in text { key(.text(String(character))) }
  }

  /// Advances the clock by `seconds` in frames, ticking after each, without rendering.
  public func advanceTime(by seconds: Double) {
    // The body cannot throw, so neither can the loop.
    try? forEachFrame(in: seconds) {}
  }
}
