import Compositor

/// The sheet's drag recognizer: a pan that also reports the pointer going down (so a
/// moving sheet is caught at once) and a sequence that ends without a drag.
final class SheetDragRecognizer: GestureRecognizer {
  var minimumDistance = 10.0
  var onDown: ((PointerEvent) -> Void)?
  var onEndWithoutDrag: (() -> Void)?
  private(set) var startLocation: Point = .zero
  private var tracker = VelocityTracker()

  init() { super.init(name: "sheet.drag") }

  var velocity: Point { tracker.velocity(at: timestamp) }

  override func handle(_ event: PointerEvent) {
    super.handle(event)
    if event.phase != .cancel { tracker.add(event.location, at: event.timestamp) }
    switch (event.phase, state) {
    case (.down, .possible):
      startLocation = event.location
      tracker.reset()
      tracker.add(event.location, at: event.timestamp)
      onDown?(event)
    case (.move, .possible):
      if event.location.distance(to: startLocation) >= minimumDistance { transition(to: .began) }
    case (.move, .began), (.move, .changed):
      transition(to: .changed)
    case (.up, .began), (.up, .changed):
      transition(to: .ended)
    case (.cancel, .began), (.cancel, .changed):
      transition(to: .cancelled)
    case (.up, .possible), (.cancel, .possible):
      transition(to: .failed)
      onEndWithoutDrag?()
    default:
      break
    }
  }

  override func otherRecognized() {
    let wasPossible = state == .possible
    super.otherRecognized()
    if wasPossible { onEndWithoutDrag?() }
  }

  override func reset() {
    super.reset()
    tracker.reset()
  }
}
