import Compositor
import Foundation

/// The system's monotonic clock (`CLOCK_MONOTONIC`), which an X server on Linux stamps its
/// input events and Present's USTs with: `--frame-stats` gives each frame's start on it too,
/// so a tool that injected input (and read this clock as it did) can line its own times up
/// with the frames'.
enum MonotonicTime {
  /// Seconds on `CLOCK_MONOTONIC`.
  static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// What to add to a reading of `clock` to have the same moment on the monotonic clock:
  /// the clock read on both sides of the monotonic reading, so the error is half the time
  /// between them.
  ///
  /// The window's `--frame-stats` take it once, when the window opens. A ``SystemClock``
  /// reads `ContinuousClock`, which on Linux is `CLOCK_BOOTTIME`: it goes on counting
  /// while the machine is suspended, where `CLOCK_MONOTONIC` stops. So after a suspend,
  /// times moved with an offset taken before it run ahead of the monotonic clock by as
  /// long as the machine slept.
  static func offset(from clock: FrameClock) -> Double {
    let before = clock.now
    let monotonic = seconds()
    let after = clock.now
    return monotonic - (before + after) / 2
  }
}
