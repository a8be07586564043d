/// Maps X server timestamps (milliseconds, wrapping every 49.7 days) to seconds on a
/// local clock, keeping the server's spacing between events exact.
///
/// The first event anchors server time to the local clock's reading when it was read.
/// An event that would map into the local future (the anchor was taken late) re-anchors
/// to "now", so the mapping converges on the smallest delivery latency seen. Results
/// never decrease and never run ahead of the clock.
package struct ServerTimeMapper: Sendable {
  private var anchorServer: UInt32 = 0
  private var anchorLocal = 0.0
  private var isAnchored = false
  private var last = -Double.infinity

  /// Creates a mapper with no anchor yet.
  public init() {}

  /// The local time, in seconds, of an event stamped `serverTime` and read at `now`.
  public mutating func seconds(serverTime: UInt, now: Double) -> Double {
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

  private mutating func anchor(_ stamp: UInt32, _ now: Double) {
    anchorServer = stamp
    anchorLocal = now
    isAnchored = true
  }
}
