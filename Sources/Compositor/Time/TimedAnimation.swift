/// A value moving from one number to another over a fixed duration along a ``TimingCurve``.
public struct TimedAnimation: Hashable, Sendable {
  /// The starting value.
  public var from: Double
  /// The final value.
  public var to: Double
  /// When it starts, in seconds.
  public var startTime: Double
  /// How long it lasts, in seconds; 0 jumps straight to ``to``.
  public var duration: Double
  /// The easing curve.
  public var curve: TimingCurve

  /// Creates an animation.
  public init(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve = .easeInOut) {
    self.from = from
    self.to = to
    self.startTime = start
    self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    self.curve = curve
  }

  /// The value at time `t`.
  public func value(at t: Double) -> Double {
    guard duration > 0 else { return to }
    return from + (to - from) * curve.value(at: (t - startTime) / duration)
  }

  /// Whether the animation has reached its end at time `t`.
  public func isFinished(at t: Double) -> Bool { t >= startTime + duration }
}
