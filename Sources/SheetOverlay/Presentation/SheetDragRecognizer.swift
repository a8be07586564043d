import Compositor

/// The sheet's drag recognizer: a pan that also reports the pointer going down (so a
/// moving sheet is caught at once) and a sequence that ends without a drag (so a caught
/// sheet goes on to where it was going).
final class SheetDragRecognizer: PanGestureRecognizer {
  var onDown: ((PointerEvent) -> Void)?
  var onEndWithoutDrag: ((Int) -> Void)?

  init() { super.init(name: "sheet.drag") }

  override func handle(_ event: PointerEvent) {
    let before = state
    super.handle(event)
    if event.phase == .down && before == .possible { onDown?(event) }
    if before == .possible && state == .failed { onEndWithoutDrag?(event.pointerID) }
  }

  override func otherRecognized() {
    let wasPossible = state == .possible
    super.otherRecognized()
    if wasPossible { onEndWithoutDrag?(pointerID ?? 0) }
  }
}
