import Compositor

extension SheetOverlayPresentation {
  func installDrag() {
    drag.onDown = { [weak self] event in self?.pointerDown(event) }
    drag.onEndWithoutDrag = { [weak self] in self?.releaseHold() }
    drag.action = { [weak self] g in
      guard let self else { return }
      switch g.state {
      case .began: self.dragBegan()
      case .changed: self.dragChanged()
      case .ended: self.dragEnded(velocity: self.drag.velocity.y)
      case .cancelled: self.dragEnded(velocity: 0)
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
    if phase == .settling || phase == .presenting, animation != nil {
      animation = nil
      phase = .held
      dragState.caughtAnimation = true
    }
  }

  /// The pointer went up without dragging: a caught sheet goes on to the nearest detent.
  private func releaseHold() {
    guard phase == .held else { return }
    settle(to: SheetPhysics.nearestIndex(to: height, in: detents.map(\.height)), velocity: 0)
  }

  private func dragBegan() {
    guard phase != .dismissed && phase != .dismissing else { return }
    animation = nil
    phase = .dragging
    dragState.rawHeight = height
    dragState.lastY = drag.startLocation.y
    if let k = keyboard, k.isShown, drag.location.y > drag.startLocation.y {
      // Dragging down with the keyboard up lowers the keyboard first; the sheet stays.
      k.hide()
      dragState.consumedByKeyboard = true
    }
    dragChanged()
  }

  private func dragChanged() {
    guard phase == .dragging else { return }
    let y = drag.location.y
    let delta = dragState.lastY - y
    dragState.lastY = y
    guard !dragState.consumedByKeyboard, delta != 0 else { return }
    apply(delta: delta)
    height = displayedHeight(forRaw: dragState.rawHeight)
    layout()
  }

  /// Splits a drag step between the sheet and the scroll view under the pointer.
  /// `delta` is positive when the pointer moves up (the sheet grows).
  private func apply(delta: Double) {
    let maxH = detents.last?.height ?? 0
    guard let scroll = dragState.scrollView, scroll.maxContentOffset.y > 0 else {
      dragState.rawHeight += delta
      dragState.lastMoveScrolled = false
      return
    }
    var rest = delta
    var scrolled = 0.0
    if delta > 0 {
      if configuration.contentInteraction == .resizes {
        let grow = Swift.min(rest, Swift.max(0, maxH - dragState.rawHeight))
        dragState.rawHeight += grow
        rest -= grow
      }
      let before = scroll.contentOffset.y
      scroll.contentOffset.y = before + rest
      scrolled = scroll.contentOffset.y - before
      rest -= scrolled
      dragState.rawHeight += rest
    } else {
      let before = scroll.contentOffset.y
      scroll.contentOffset.y = before + rest
      scrolled = scroll.contentOffset.y - before
      rest -= scrolled
      dragState.rawHeight += rest
    }
    dragState.lastMoveScrolled = scrolled != 0 && abs(rest) < abs(delta) / 2
  }

  /// The shown height for a requested one: 1:1 between the detents, rubber-banded past the
  /// largest (and below the smallest when dismissal is disabled).
  func displayedHeight(forRaw raw: Double) -> Double {
    guard let minH = detents.first?.height, let maxH = detents.last?.height else { return raw }
    let d = bandDimension
    if raw > maxH { return maxH + SheetPhysics.rubberBand(raw - maxH, dimension: d) }
    if raw < minH && configuration.isDismissDisabled {
      return minH - SheetPhysics.rubberBand(minH - raw, dimension: d)
    }
    return Swift.max(raw, hiddenHeight)
  }

  private func dragEnded(velocity: Double) {
    guard phase == .dragging else { return }
    if dragState.consumedByKeyboard {
      settle(to: selectedIndex, velocity: 0)
      return
    }
    let v = dragState.lastMoveScrolled ? 0 : SheetPhysics.releaseVelocity(-velocity)
    let target = SheetPhysics.target(
      height: height, velocity: v, detents: detents.map(\.height),
      allowsSkipping: configuration.allowsDetentSkipping, dismissible: !configuration.isDismissDisabled)
    switch target {
    case .detent(let i):
      settle(to: i, velocity: v)
    case .dismiss:
      lastPresented = false
      if isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = false }
      startDismissing(velocity: v)
    }
  }
}
