/// The monotonic wall clock, in seconds since the clock was created.
public final class SystemClock: FrameClock {
  private let origin = ContinuousClock.now

  /// Creates a clock that reads 0 now.
  public init() {}

  /// Seconds since creation.
  public var now: Double {
    let d = origin.duration(to: ContinuousClock.now).components
    return Double(d.seconds) + Double(d.attoseconds) * 1e-18
  }
}
