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
    if dragState.consumedByKeyboard {
      send(.pointerCancelled(pointer: pointer))
      return
    }
    // A release while the list scrolled leaves the sheet where it is: the list took the
    // speed.
    let velocity = dragState.lastMoveScrolled ? 0 : -drag.velocity.y
    send(.dragEnded(pointer: pointer, velocity: velocity))
  }
}
