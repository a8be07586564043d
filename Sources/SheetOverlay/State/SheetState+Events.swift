import Compositor

extension SheetState {
  /// Takes one event at `time` (seconds on the screen's clock) and returns what the world
  /// must do about it, in order. Each rule is a row of `docs/SHEET_BEHAVIOUR.md`.
  ///
  /// Events that do not apply are ignored: a drag of a pointer the sheet does not follow,
  /// a drag of a dismissing sheet, a selection of a detent the sheet does not have.
  package mutating func handle(_ event: SheetEvent, at time: Double) -> [SheetEffect] {
    if time.isFinite && time > self.time { self.time = time }
    var effects: [SheetEffect] = []
    switch event {
    case .present: present(&effects)
    case .dismiss: dismiss(&effects)
    case .select(let detent): select(detent, &effects)
    case .pointerDown(let pointer): pointerDown(pointer)
    case .dragBegan(let pointer): dragBegan(pointer)
    case .dragMoved(let pointer, let delta): dragMoved(pointer, by: delta)
    case .dragEnded(let pointer, let velocity, let mayDismiss):
      dragEnded(pointer, velocity: velocity, mayDismiss: mayDismiss, &effects)
    case .fling(let velocity, let mayDismiss): fling(velocity: velocity, mayDismiss: mayDismiss, &effects)
    case .pointerUp(let pointer): pointerUp(pointer)
    case .pointerCancelled(let pointer): pointerCancelled(pointer)
    case .layoutChanged(let newLayout, let change): layoutChanged(newLayout, change, &effects)
    case .rulesChanged(let newRules): rulesChanged(newRules)
    case .tick: tick(&effects)
    }
    checkInvariants()
    return effects
  }

  // MARK: Requests from the app

  private mutating func present(_ effects: inout [SheetEffect]) {
    guard !isPresented else { return }
    if rules.motion == .reduced {
      // No slide: out of sight the sheet fades in where it will rest; caught fading out,
      // it fades back in on its way there.
      if phase == .dismissed {
        opacity = 0
        show(raw: targetHeight, velocity: 0)
      }
      enter(.presenting)
      startFade(to: 1)
      startMove(to: targetHeight)
      effects.append(.presentedChanged(true))
      return
    }
    if phase == .dismissed {
      show(raw: layout.hiddenHeight, velocity: 0)
    }
    enter(.presenting)
    startMove(to: targetHeight)
    effects.append(.presentedChanged(true))
  }

  private mutating func dismiss(_ effects: inout [SheetEffect]) {
    guard isPresented else { return }
    heldFrom = nil
    enter(.dismissing)
    startMove(to: layout.hiddenHeight)
    effects.append(.presentedChanged(false))
  }

  private mutating func select(_ detent: SheetOverlayDetent, _ effects: inout [SheetEffect]) {
    guard let i = layout.index(of: detent) else { return }
    if detent != selection {
      selection = detent
      effects.append(.targetChanged(detent))
    }
    let target = layout.detents[i].height
    switch phase {
    case .resting:
      guard abs(target - height) > 1e-9 else { return }
      enter(.settling)
      startMove(to: target)
    case .presenting, .settling:
      startMove(to: target)
    case .dragging, .held, .dismissing, .dismissed:
      // Recorded: a held sheet goes on to it, a drag's release decides, and the next
      // presentation goes there.
      break
    }
  }

  // MARK: The pointer

  private mutating func pointerDown(_ pointer: Int) {
    guard isPresented, activePointer == nil || activePointer == pointer else { return }
    activePointer = pointer
    catchIfMoving()
  }

  /// Stops a presenting or settling sheet where it is shown: it is held.
  private mutating func catchIfMoving() {
    guard phase == .presenting || phase == .settling else { return }
    // A fade is not caught: it goes on, unless a drag takes the sheet.
    if fade != nil { return }
    heldFrom = phase
    stop()
    enter(.held)
  }

  private mutating func dragBegan(_ pointer: Int) {
    guard isPresented, phase != .dragging, activePointer == nil || activePointer == pointer else { return }
    activePointer = pointer
    catchIfMoving()
    heldFrom = nil
    stop()
    enter(.dragging)
  }

  private mutating func dragMoved(_ pointer: Int, by delta: Double) {
    guard phase == .dragging, pointer == activePointer, delta.isFinite else { return }
    show(raw: raw + delta, velocity: 0)
  }

  private mutating func dragEnded(
    _ pointer: Int, velocity: Double, mayDismiss: Bool, _ effects: inout [SheetEffect]
  ) {
    guard pointer == activePointer else { return }
    activePointer = nil
    guard phase == .dragging else { return }
    release(velocity: velocity, mayDismiss: mayDismiss, &effects)
  }

  private mutating func fling(velocity: Double, mayDismiss: Bool, _ effects: inout [SheetEffect]) {
    guard activePointer == nil, phase == .resting || phase == .settling, velocity.isFinite, velocity != 0 else {
      return
    }
    release(velocity: velocity, mayDismiss: mayDismiss, &effects)
  }

  /// Where a release at `velocity` goes now: the rule of R1–R10 from the height shown.
  package func releaseTarget(velocity: Double, mayDismiss: Bool = true) -> SnapTarget {
    SheetPhysics.target(
      height: height, velocity: SheetPhysics.releaseVelocity(velocity), detents: layout.heights,
      allowsSkipping: rules.allowsDetentSkipping, dismissible: rules.isDismissible && mayDismiss)
  }

  /// Sends the sheet where a release at `velocity` goes, from where it is shown.
  private mutating func release(velocity: Double, mayDismiss: Bool, _ effects: inout [SheetEffect]) {
    let v = SheetPhysics.releaseVelocity(velocity)
    let target = releaseTarget(velocity: v, mayDismiss: mayDismiss)
    // The settle goes on at the speed the sheet was shown moving: the pointer's, through
    // the band where it is.
    show(raw: raw, velocity: v)
    switch target {
    case .detent(let i):
      let name = layout.name(at: i, preferring: selection)
      if name != selection {
        selection = name
        effects.append(.targetChanged(name))
      }
      enter(.settling)
      startMove(to: targetHeight)
    case .dismiss:
      enter(.dismissing)
      startMove(to: layout.hiddenHeight)
      effects.append(.presentedChanged(false))
    }
  }

  private mutating func pointerUp(_ pointer: Int) {
    guard pointer == activePointer else { return }
    activePointer = nil
    if phase == .held { resumeHeld() }
  }

  private mutating func pointerCancelled(_ pointer: Int) {
    guard pointer == activePointer else { return }
    activePointer = nil
    switch phase {
    case .held:
      resumeHeld()
    case .dragging:
      // A cancelled drag returns to the detent the sheet was going to.
      stop()
      enter(.settling)
      startMove(to: targetHeight)
    default:
      break
    }
  }

  /// A held sheet goes on to where it was going, from rest where it was caught.
  private mutating func resumeHeld() {
    let resumed = heldFrom ?? .settling
    heldFrom = nil
    enter(resumed)
    startMove(to: targetHeight)
  }

  // MARK: Layout, rules and time

  private mutating func layoutChanged(
    _ newLayout: SheetLayout, _ change: SheetLayoutChange, _ effects: inout [SheetEffect]
  ) {
    let oldTarget = layout.height(of: selection) ?? height
    layout = newLayout
    if newLayout.index(of: selection) == nil {
      // The selected detent is gone: the nearest height to where it was.
      let i = SheetPhysics.nearestIndex(to: oldTarget, in: newLayout.heights)
      selection = newLayout.detents[i].detent
      effects.append(.targetChanged(selection))
    }
    switch change {
    case .resize, .placement:
      // A sheet taller than the new container (a drag on a huge window, then a tiny one)
      // is brought within its detents at once, from rest, or it would sweep far off the
      // screen with its old speed before it came back.
      let low = Swift.min(layout.hiddenHeight, layout.smallest)
      let clamped = Swift.min(layout.largest, Swift.max(low, height))
      if clamped != height {
        height = clamped
        velocity = 0
      }
    case .relayout:
      break
    }
    rebase()
    switch phase {
    case .dismissed:
      show(raw: layout.hiddenHeight, velocity: 0)
    case .resting:
      if change == .resize {
        bandFloor = layout.smallest
        show(raw: targetHeight, velocity: 0)
      } else if abs(targetHeight - height) > 1e-9 {
        enter(.settling)
        startMove(to: targetHeight)
      }
    case .presenting, .settling:
      startMove(to: targetHeight)
    case .dismissing:
      startMove(to: layout.hiddenHeight)
    case .held:
      break
    case .dragging:
      if change != .relayout {
        // The drag was measured against detents that no longer exist; as UIKit cancels a
        // pan on rotation, it ends here and the rest of its pointer sequence is ignored.
        stop()
        enter(.settling)
        startMove(to: targetHeight)
      }
    }
  }

  private mutating func rulesChanged(_ newRules: SheetRules) {
    let before = bandsBelow
    let motionBefore = rules.motion
    rules = newRules
    if bandsBelow != before { rebase(belowOnly: true) }
    guard isAnimating else { return }
    if fade != nil, newRules.motion != motionBefore {
      // Standard motion does not fade: the sheet shows whole and slides instead.
      opacity = 1
      fade = nil
    }
    startMove(to: destinationHeight)
  }

  private mutating func tick(_ effects: inout [SheetEffect]) {
    guard isAnimating else { return }
    if let f = fade {
      opacity = f.isFinished(at: time) ? f.to : f.value(at: time)
      if f.isFinished(at: time) { fade = nil }
    }
    switch animation {
    case .spring(let s)?:
      if s.isSettled(at: time) {
        animation = nil
        show(raw: s.target, velocity: 0)
      } else {
        show(raw: s.value(at: time), velocity: s.velocity(at: time))
      }
    case .move(let m)?:
      if m.isFinished(at: time) {
        animation = nil
        show(raw: m.to, velocity: 0)
      } else {
        let step = 1e-3
        show(raw: m.value(at: time), velocity: (m.value(at: time + step) - m.value(at: time)) / step)
      }
    case nil:
      break
    }
    if !isAnimating { finish(&effects) }
  }

  /// The spring arrived: a dismissing sheet is gone, any other is at rest.
  private mutating func finish(_ effects: inout [SheetEffect]) {
    switch phase {
    case .dismissing:
      enter(.dismissed)
      show(raw: layout.hiddenHeight, velocity: 0)
      // Out of sight, the sheet is whole again for its next presentation.
      opacity = 1
      effects.append(.didDismiss)
    case .presenting, .settling:
      enter(.resting)
      effects.append(.cameToRest(selection))
    default:
      break
    }
  }

  /// Checks, in debug builds, what every event must leave true. Constant time.
  private func checkInvariants() {
    assert(height.isFinite && velocity.isFinite && raw.isFinite, "sheet: non-finite state")
    assert(layout.index(of: selection) != nil, "sheet: selection \(selection) is not among the detents")
    assert(
      isAnimating == (phase == .presenting || phase == .settling || phase == .dismissing),
      "sheet: phase \(phase) with animation \(isAnimating)")
    assert(opacity >= 0 && opacity <= 1, "sheet: opacity \(opacity)")
    assert(phase != .dismissed || height == layout.hiddenHeight, "sheet: dismissed but shown at \(height)")
  }
}
