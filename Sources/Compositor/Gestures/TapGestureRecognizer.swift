/// Recognizes a press and release that stays within ``allowableMovement`` points.
///
/// ```swift
/// pin.addGestureRecognizer(TapGestureRecognizer { _ in selectPin() })
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far the pointer may wander before the tap fails, in points.
  public var allowableMovement: Double = 10

  /// The longest press that still counts as a tap, in seconds.
  public var maximumDuration: Double = 1.5

  private var start: Point = .zero
  private var startTime: Double = 0

  /// Creates a tap recognizer whose `action` runs when a tap is recognized.
  public override init(name: String = "tap", action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(name: name, action: action)
  }

  /// Feeds one event of the sequence.
  public override func handle(_ event: PointerEvent) {
    super.handle(event)
    guard state == .possible else { return }
    switch event.phase {
    case .down:
      start = event.location
      startTime = event.timestamp
    case .move:
      if event.location.distance(to: start) > allowableMovement { transition(to: .failed) }
    case .up:
      if event.location.distance(to: start) > allowableMovement
        || event.timestamp - startTime > maximumDuration
      {
        transition(to: .failed)
      } else {
        transition(to: .ended)
      }
    case .cancel:
      transition(to: .failed)
    }
  }
}
