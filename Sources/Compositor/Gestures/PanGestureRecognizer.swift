/// Recognizes a drag: it begins once the pointer has moved ``minimumDistance`` points from
/// where it went down, then reports every move until release.
///
/// Translation and velocity are in screen coordinates, so they stay meaningful while the
/// dragged view itself moves.
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the pointer must move before the pan begins, in points.
  public var minimumDistance: Double = 10

  /// The pointer location when the sequence began, in screen coordinates.
  public private(set) var startLocation: Point = .zero

  private var tracker = VelocityTracker()

  /// Creates a pan recognizer whose `action` runs on began, changed, ended and cancelled.
  public override init(name: String = "pan", action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(name: name, action: action)
  }

  /// The movement since the pointer went down.
  public var translation: Point { location - startLocation }

  /// The pointer's velocity in points per second at the latest event.
  public var velocity: Point { tracker.velocity(at: timestamp) }

  /// Feeds one event of the sequence.
  open override func handle(_ event: PointerEvent) {
    super.handle(event)
    if event.phase != .cancel { tracker.add(event.location, at: event.timestamp) }
    switch (event.phase, state) {
    case (.down, .possible):
      startLocation = event.location
      tracker.reset()
      tracker.add(event.location, at: event.timestamp)
    case (.move, .possible):
      if event.location.distance(to: startLocation) >= minimumDistance {
        if shouldBegin?(self) ?? true {
          transition(to: .began)
        } else {
          transition(to: .failed)
        }
      }
    case (.move, .began), (.move, .changed):
      transition(to: .changed)
    case (.up, .began), (.up, .changed):
      transition(to: .ended)
    case (.cancel, .began), (.cancel, .changed):
      transition(to: .cancelled)
    case (.up, .possible), (.cancel, .possible):
      transition(to: .failed)
    default:
      break
    }
  }

  /// Returns to `possible` and forgets the samples.
  open override func reset() {
    super.reset()
    tracker.reset()
  }
}
