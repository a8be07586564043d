import Compositor

/// Follows a press on a control as UIKit's `UIControl` tracks a touch: the control shows
/// pressed while the pointer is down inside it, and acts when it is released inside
/// (`touchUpInside`).
///
/// Dragging out of the control stops it showing pressed, and back in shows it again; a
/// release outside does nothing. The recognizer stays `possible` while it follows the
/// press, so a drag that a container takes (a scroll view's or a sheet's pan, which
/// recognizes once the pointer moved far enough) fails it, and the press ends without
/// acting. A release inside ends it, which runs `GestureRecognizer.action`; it is the
/// innermost recognizer of the sequence, so it wins over a tap on a view behind.
final class PressGestureRecognizer: GestureRecognizer {
  /// Called when the control starts (`true`) or stops (`false`) showing pressed.
  var onPressedChange: ((Bool) -> Void)?

  /// Whether the pointer is down inside the control now.
  private(set) var isPressedInside = false

  /// Creates a recognizer whose `action` runs on a release inside.
  override init(name: String = "press", action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(name: name, action: action)
  }

  /// Follows the pointer in and out of the control; acts on a release inside.
  override func handle(_ event: PointerEvent) {
    super.handle(event)
    guard state == .possible else { return }
    switch event.phase {
    case .down, .move:
      setPressedInside(isInside)
    case .up:
      let inside = isInside
      setPressedInside(false)
      transition(to: inside ? .ended : .failed)
    case .cancel:
      setPressedInside(false)
      transition(to: .failed)
    }
  }

  /// A container took the drag: the press ends without acting.
  override func otherRecognized() {
    super.otherRecognized()
    setPressedInside(false)
  }

  /// Ready for the next press, showing nothing pressed.
  override func reset() {
    super.reset()
    setPressedInside(false)
  }

  /// Whether the latest event lies inside the control's shape.
  private var isInside: Bool {
    guard let view else { return false }
    return view.point(inside: location(in: view))
  }

  private func setPressedInside(_ inside: Bool) {
    guard inside != isPressedInside else { return }
    isPressedInside = inside
    onPressedChange?(inside)
  }
}
