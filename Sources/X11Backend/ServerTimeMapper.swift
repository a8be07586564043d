/// Maps X server timestamps (milliseconds, wrapping every 49.7 days) to seconds on a
/// local clock, keeping the server's spacing between events exact.
///
/// The first event anchors server time to the local clock's reading when it was read.
/// An event that would map into the local future (the anchor was taken late) re-anchors
/// to "now", so the mapping converges on the smallest delivery latency seen. Results
/// never decrease and never run ahead of the clock.
///
/// The Present extension's UST (microseconds) is read on the same anchor
/// (``seconds(serverMicroseconds:now:)``): an X server stamps events with its monotonic
/// clock in milliseconds and vblanks with the same clock in microseconds, so the time
/// between an event and the vblank that showed its frame is the server's own.
package struct ServerTimeMapper: Sendable {
  private var anchorServer: UInt32 = 0
  private var anchorLocal = 0.0
  private var isAnchored = false
  private var last = -Double.infinity

  /// Creates a mapper with no anchor yet.
  package init() {}

  /// The local time, in seconds, of an event stamped `serverTime` and read at `now`.
  package mutating func seconds(serverTime: UInt, now: Double) -> Double {
    let stamp = UInt32(truncatingIfNeeded: serverTime)
    if !isAnchored {
      anchor(stamp, now)
    }
    // Wrapping difference: correct across the 32-bit rollover for spans under 24 days.
    let elapsed = Int32(bitPattern: stamp &- anchorServer)
    var mapped = anchorLocal + Double(elapsed) / 1000
    if mapped > now {
      anchor(stamp, now)
      mapped = now
    }
    mapped = max(mapped, last)
    last = mapped
    return mapped
  }

  /// The local time, in seconds, of the server's clock reading `ust` microseconds (a
  /// Present UST), learned at `now`. It shares the anchor of event times, which it moves
  /// earlier when it would map into the local future, as events do; unlike event times,
  /// USTs are not kept from decreasing (a vblank may precede the last event).
  package mutating func seconds(serverMicroseconds ust: UInt64, now: Double) -> Double {
    let stamp = UInt32(truncatingIfNeeded: ust / 1000)
    let fraction = Double(ust % 1000) / 1_000_000
    if !isAnchored {
      anchor(stamp, now - fraction)
    }
    let elapsed = Int32(bitPattern: stamp &- anchorServer)
    let mapped = anchorLocal + Double(elapsed) / 1000 + fraction
    guard mapped > now else { return mapped }
    anchorLocal -= mapped - now
    return now
  }

  private mutating func anchor(_ stamp: UInt32, _ now: Double) {
    anchorServer = stamp
    anchorLocal = now
    isAnchored = true
  }
}
