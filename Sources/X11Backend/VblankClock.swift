/// The display's refresh clock as the X server reports it: the MSC (vblank counter) and the
/// local time of recent vblanks, from which the time of a coming vblank is predicted.
///
/// Each completion the Present extension reports is a sample. A server reports a vblank
/// when it gets to it, never much before: a busy server (or Xvfb's timer, which runs when
/// the server is free, up to a millisecond before its time) reports many late. So a
/// prediction is the earliest of what the recent samples each predict at the nominal
/// refresh interval: late reports do not move the schedule, and an early one moves it to
/// the safe side, a frame started a little early.
package struct VblankClock: Sendable {
  /// How many recent samples predictions use.
  package static let sampleCount = 8
  /// How old the newest sample may be before predictions are no longer trusted: after an
  /// idle spell the next frame goes to the next vblank and the clock is learned again.
  package static let staleAfter = 2.0

  /// Seconds between vblanks.
  package let interval: Double
  private var samples: [(msc: UInt64, time: Double)] = []

  /// A clock for a display refreshing every `interval` seconds, with no sample yet.
  package init(interval: Double) {
    self.interval = interval
  }

  /// Notes that vblank `msc` happened at `time`.
  package mutating func record(msc: UInt64, time: Double) {
    if let last = samples.last, msc < last.msc {
      // The counter went back (another output, a new CRTC): start over.
      samples.removeAll()
    }
    samples.append((msc, time))
    if samples.count > Self.sampleCount { samples.removeFirst(samples.count - Self.sampleCount) }
  }

  /// The newest MSC reported, if any.
  package var lastMSC: UInt64? { samples.last?.msc }

  /// Whether predictions can be made at `now`: a sample is recent enough.
  package func isCurrent(at now: Double) -> Bool {
    guard let last = samples.last else { return false }
    return now - last.time <= Self.staleAfter
  }

  /// When vblank `msc` happens (or happened), or `nil` without samples.
  package func time(of msc: UInt64) -> Double? {
    guard !samples.isEmpty else { return nil }
    return samples.map { $0.time + (Double(msc) - Double($0.msc)) * interval }.min()
  }

  /// When to start a frame `lead` seconds before its vblank, and which vblank: the earliest
  /// after `previous` (no two frames aim at one vblank) whose start is no earlier than
  /// `now − slack`; `nil` without samples.
  package func nextStart(now: Double, lead: Double, after previous: UInt64?, slack: Double) -> (
    start: Double, msc: UInt64
  )? {
    guard let last = samples.last, let lastTime = time(of: last.msc) else { return nil }
    // The first vblank after now, from the newest sample.
    let ahead = Swift.max(0, ((now - lastTime) / interval).rounded(.down) + 1)
    var msc = last.msc + UInt64(ahead)
    if let previous, msc <= previous { msc = previous + 1 }
    var start = lastTime + (Double(msc) - Double(last.msc)) * interval - lead
    if let t = time(of: msc) { start = t - lead }
    while start < now - slack {
      msc += 1
      start += interval
    }
    return (start, msc)
  }
}
