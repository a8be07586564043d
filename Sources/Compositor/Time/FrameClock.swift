/// A source of "now" for animations, in seconds. Tests use ``ManualClock`` and advance
/// it by hand; the desktop app uses ``SystemClock``.
public protocol FrameClock: AnyObject {
  /// The current time in seconds; never decreases.
  var now: Double { get }
}
