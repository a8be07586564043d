import Compositor

/// The sheet's drag recognizer: a pan that also reports the pointer going down, with the
/// view it went down on (so a moving sheet is caught at once and a list under the pointer
/// is found), and a sequence that ends without a drag (so a caught sheet goes on to where
/// it was going).
final class SheetDragRecognizer: PanGestureRecognizer {
  /// Called when a pointer goes down on the sheet, with the view its sequence is bound to:
  /// the view hit in the sheet's window, or a gliding list the down caught.
  var onDown: ((PointerEvent, View?) -> Void)?
  var onEndWithoutDrag: ((Int) -> Void)?

  init() { super.init(name: "sheet.drag") }

  override func handle(_ event: PointerEvent) {
    let before = state
    super.handle(event)
    if event.phase == .down && before == .possible {
      // The router hit-tested the down once and bound the sequence to the view it found
      // (or to the gliding list around it).
      onDown?(event, capturedView)
    }
    if before == .possible && state == .failed { onEndWithoutDrag?(event.pointerID) }
  }

  override func otherRecognized() {
    let wasPossible = state == .possible
    super.otherRecognized()
    if wasPossible { onEndWithoutDrag?(pointerID ?? 0) }
  }
}
