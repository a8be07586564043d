/// A clock that moves only when told, so a scenario runs the same every time.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 1.0 / 60)
/// ```
public final class ManualClock: FrameClock {
  /// The current time in seconds.
  public private(set) var now: Double

  /// Creates a clock that reads `start`.
  public init(start: Double = 0) {
    self.now = start.isFinite ? start : 0
  }

  /// Moves time forward by `seconds`; negative or non-finite amounts are ignored.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Moves time forward to `time`; a time in the past is ignored, since clocks never go back.
  public func advance(to time: Double) {
    guard time.isFinite, time > now else { return }
    now = time
  }
}
