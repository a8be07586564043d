import Compositor

/// The drag of a sheet: it follows the pointer from its down to its up, shares each step
/// between the sheet and a list in it (the sheet grows first and the list scrolls to its
/// top first), lowers the keyboard on a downward drag, hands a fling's surplus to the list
/// and takes a list's fling into its top back into the sheet. FloatingPanel's behaviour
/// adapter, apart from the views and the bindings.
///
/// It is given the view a pointer went down on (the drag recognizer reads it from the
/// router's capture: the view hit, or a gliding list the down caught).
final class SheetDragCoordinator {
  /// The sheet it drags.
  private unowned let host: any SheetDragHost
  /// The pan on the sheet's view.
  let recognizer = SheetDragRecognizer()
  /// What one pointer sequence remembers beside the state.
  private var dragState = DragState()
  /// A list fling to start when the sheet reaches its largest detent, and its speed.
  private var pendingHandOff: (ScrollView, Double)?

  /// Drags `sheetView` for `host`.
  init(host: any SheetDragHost, sheetView: View) {
    self.host = host
    recognizer.onDown = { [weak self] event, hit in self?.pointerDown(event, on: hit) }
    recognizer.onEndWithoutDrag = { [weak self] pointer in self?.host.send(.pointerUp(pointer: pointer)) }
    recognizer.action = { [weak self] g in
      guard let self else { return }
      let pointer = g.pointerID ?? 0
      switch g.state {
      case .began: self.dragBegan(pointer)
      case .changed: self.dragChanged(pointer)
      case .ended: self.dragEnded(pointer)
      case .cancelled: self.host.send(.pointerCancelled(pointer: pointer))
      default: break
      }
    }
    sheetView.addGestureRecognizer(recognizer)
  }

  private var state: SheetState { host.state }

  /// A pointer went down on `hit`, in the sheet: a moving sheet stops where it is, and the
  /// scroll view `hit` is in, if any, is remembered for the drag.
  private func pointerDown(_ event: PointerEvent, on hit: View?) {
    dragState = DragState()
    var v = hit
    while let current = v, current !== recognizer.view {
      if let s = current as? ScrollView {
        dragState.scrollView = s
        break
      }
      v = current.superview
    }
    // A touch stops a gliding list where it is, and a hand-off still to come.
    dragState.scrollView?.stopGliding()
    pendingHandOff = nil
    host.send(.pointerDown(pointer: event.pointerID))
  }

  private func dragBegan(_ pointer: Int) {
    guard state.isPresented else { return }
    dragState.lastY = recognizer.startLocation.y
    if let k = host.keyboard, k.isShown, recognizer.location.y > recognizer.startLocation.y {
      // Dragging down with the keyboard up lowers the keyboard first; the sheet stays.
      k.hide()
      dragState.consumedByKeyboard = true
    }
    host.send(.dragBegan(pointer: pointer))
    if state.phase == .dragging { host.configuration.onDragBegan?() }
    dragChanged(pointer)
  }

  private func dragChanged(_ pointer: Int) {
    guard state.phase == .dragging, pointer == state.activePointer else { return }
    let y = recognizer.location.y
    let delta = dragState.lastY - y
    dragState.lastY = y
    guard !dragState.consumedByKeyboard, delta != 0 else { return }
    host.send(.dragMoved(pointer: pointer, by: sheetShare(of: delta)))
    // Laid out once, in the next frame, however many moves come before it.
    host.setNeedsLayout()
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
    if delta > 0 && host.configuration.contentInteraction == .resizes {
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
      host.send(.pointerCancelled(pointer: pointer))
      return
    }
    guard state.phase == .dragging, pointer == state.activePointer else {
      host.send(.dragEnded(pointer: pointer, velocity: 0))
      return
    }
    let pointerVelocity = -recognizer.velocity.y
    // A release while the list scrolled leaves the sheet where it is: the list glides on
    // with the speed.
    let velocity = dragState.lastMoveScrolled ? 0 : pointerVelocity
    if dragState.lastMoveScrolled, let scroll = dragState.scrollView { scroll.fling(velocity: pointerVelocity) }
    host.release(velocity: velocity) { .dragEnded(pointer: pointer, velocity: velocity, mayDismiss: $0) }
    if !dragState.lastMoveScrolled { planHandOff(velocity: velocity) }
    host.configuration.onDragEnded?(pointerVelocity)
  }

  /// A fling up that takes the sheet to its largest detent with speed to spare: once the
  /// sheet arrives, the list under the pointer glides on with what is left, as far as the
  /// fling would have carried the sheet past the detent.
  private func planHandOff(velocity: Double) {
    let s = state
    guard velocity > 0, host.configuration.contentInteraction == .resizes, let scroll = dragState.scrollView,
      scroll.maxContentOffset.y > 0, s.selectedIndex == s.layout.detents.count - 1, s.phase == .settling
    else { return }
    // A glide at v travels 0.4995·v: the list takes the part that passes the detent.
    let left = velocity - (s.layout.largest - s.height) / ScrollDeceleration.travelPerSpeed
    guard left > 0 else { return }
    pendingHandOff = (scroll, left)
  }

  /// Hands a planned fling to the list once the sheet reaches its largest detent.
  func handOffIfArrived() {
    guard let (scroll, velocity) = pendingHandOff else { return }
    let s = state
    guard s.phase == .settling || s.phase == .resting, s.selectedIndex == s.layout.detents.count - 1 else {
      pendingHandOff = nil
      return
    }
    guard s.height >= s.layout.largest - 1 else { return }
    pendingHandOff = nil
    scroll.fling(velocity: velocity)
  }

  /// A list in the sheet glided into its top with speed left: a resting or settling sheet
  /// takes it on, as if released there, and may settle lower.
  func listReachedEnd(_ scroll: ScrollView, velocity: Double) -> Bool {
    let s = state
    guard velocity < 0, scroll.isAtTop, host.configuration.contentInteraction == .resizes, s.isPresented,
      s.phase == .resting || s.phase == .settling, s.activePointer == nil
    else { return false }
    host.release(velocity: velocity) { .fling(velocity: velocity, mayDismiss: $0) }
    return true
  }
}
