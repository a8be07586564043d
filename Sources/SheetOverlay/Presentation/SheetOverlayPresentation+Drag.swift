import Compositor

extension SheetOverlayPresentation {
  func installDrag() {
    drag.onDown = { [weak self] event in self?.pointerDown(event) }
    drag.onEndWithoutDrag = { [weak self] pointer in self?.send(.pointerUp(pointer: pointer)) }
    drag.action = { [weak self] g in
      guard let self else { return }
      let pointer = g.pointerID ?? 0
      switch g.state {
      case .began: self.dragBegan(pointer)
      case .changed: self.dragChanged(pointer)
      case .ended: self.dragEnded(pointer)
      case .cancelled: self.send(.pointerCancelled(pointer: pointer))
      default: break
      }
    }
    sheetView.addGestureRecognizer(drag)
  }

  /// A pointer went down on the sheet: a moving sheet stops where it is, and the scroll
  /// view under the pointer, if any, is remembered for the drag.
  private func pointerDown(_ event: PointerEvent) {
    dragState = DragState()
    var v = screen.capturedView(pointerID: event.pointerID)
    while let current = v, current !== sheetView {
      if let s = current as? ScrollView {
        dragState.scrollView = s
        break
      }
      v = current.superview
    }
    // A touch stops a gliding list where it is, and a hand-off still to come.
    dragState.scrollView?.stopGliding()
    pendingHandOff = nil
    send(.pointerDown(pointer: event.pointerID))
  }

  private func dragBegan(_ pointer: Int) {
    guard isPresented else { return }
    dragState.lastY = drag.startLocation.y
    if let k = keyboard, k.isShown, drag.location.y > drag.startLocation.y {
      // Dragging down with the keyboard up lowers the keyboard first; the sheet stays.
      k.hide()
      dragState.consumedByKeyboard = true
    }
    send(.dragBegan(pointer: pointer))
    if phase == .dragging { configuration.onDragBegan?() }
    dragChanged(pointer)
  }

  private func dragChanged(_ pointer: Int) {
    guard phase == .dragging, pointer == state.activePointer else { return }
    let y = drag.location.y
    let delta = dragState.lastY - y
    dragState.lastY = y
    guard !dragState.consumedByKeyboard, delta != 0 else { return }
    send(.dragMoved(pointer: pointer, by: sheetShare(of: delta)))
    layout()
  }

  /// Splits a drag step between the sheet and the scroll view under the pointer, scrolls
  /// the scroll view by its share, and returns the sheet's. `delta` is positive when the
  /// pointer moves up (the sheet grows).
  private func sheetShare(of delta: Double) -> Double {
    guard let scroll = dragState.scrollView, scroll.maxContentOffset.y > 0 else {
      dragState.lastMoveScrolled = false
      return delta
    }
    var rest = delta
    var sheet = 0.0
    if delta > 0 && configuration.contentInteraction == .resizes {
      // Growing: the sheet first, up to its largest detent, then the list.
      let grow = Swift.min(rest, Swift.max(0, state.layout.largest - state.dragHeight))
      sheet += grow
      rest -= grow
    }
    // Shrinking: the list scrolls to its top first, then the sheet moves.
    let before = scroll.contentOffset.y
    scroll.contentOffset.y = before + rest
    let scrolled = scroll.contentOffset.y - before
    rest -= scrolled
    sheet += rest
    dragState.lastMoveScrolled = scrolled != 0 && abs(rest) < abs(delta) / 2
    return sheet
  }

  private func dragEnded(_ pointer: Int) {
    // The release is where the pointer lifted: its last step, from the last move to the
    // up, moves the sheet before the release rule reads its height.
    dragChanged(pointer)
    if dragState.consumedByKeyboard {
      send(.pointerCancelled(pointer: pointer))
      return
    }
    guard phase == .dragging, pointer == state.activePointer else {
      send(.dragEnded(pointer: pointer, velocity: 0))
      return
    }
    let pointerVelocity = -drag.velocity.y
    // A release while the list scrolled leaves the sheet where it is: the list glides on
    // with the speed.
    let velocity = dragState.lastMoveScrolled ? 0 : pointerVelocity
    if dragState.lastMoveScrolled, let scroll = dragState.scrollView { scroll.fling(velocity: pointerVelocity) }
    release(velocity: velocity) { .dragEnded(pointer: pointer, velocity: velocity, mayDismiss: $0) }
    if !dragState.lastMoveScrolled { planHandOff(velocity: velocity) }
    configuration.onDragEnded?(pointerVelocity)
  }

  /// A fling up that takes the sheet to its largest detent with speed to spare: once the
  /// sheet arrives, the list under the pointer glides on with what is left, as far as the
  /// fling would have carried the sheet past the detent.
  private func planHandOff(velocity: Double) {
    guard velocity > 0, configuration.contentInteraction == .resizes, let scroll = dragState.scrollView,
      scroll.maxContentOffset.y > 0, state.selectedIndex == detents.count - 1, phase == .settling
    else { return }
    // A glide at v travels 0.4995·v: the list takes the part that passes the detent.
    let left = velocity - (state.layout.largest - height) / ScrollDeceleration.travelPerSpeed
    guard left > 0 else { return }
    pendingHandOff = (scroll, left)
  }

  /// Hands a planned fling to the list once the sheet reaches its largest detent.
  func handOffIfArrived() {
    guard let (scroll, velocity) = pendingHandOff else { return }
    guard phase == .settling || phase == .resting, state.selectedIndex == detents.count - 1 else {
      pendingHandOff = nil
      return
    }
    guard height >= state.layout.largest - 1 else { return }
    pendingHandOff = nil
    scroll.fling(velocity: velocity)
  }

  /// A list in the sheet glided into its top with speed left: a resting or settling sheet
  /// takes it on, as if released there, and may settle lower.
  func listReachedEnd(_ scroll: ScrollView, velocity: Double) -> Bool {
    guard velocity < 0, scroll.isAtTop, configuration.contentInteraction == .resizes, isPresented,
      phase == .resting || phase == .settling, state.activePointer == nil
    else { return false }
    release(velocity: velocity) { .fling(velocity: velocity, mayDismiss: $0) }
    return true
  }
}
