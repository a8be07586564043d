/// How often input arrives while it keeps coming, from the input events' own times: a mouse
/// reports every few milliseconds (8 at 125 Hz), a key repeats at its rate. It tells the
/// schedule when the next input is due, so a frame whose input is all in need not wait
/// for more that will not come before it starts (``RenderLead/earlyStart(planned:vblank:nextInput:)``).
package struct InputCadence: Sendable {
  /// How many recent intervals the period is the median of.
  package static let intervalCount = 8
  /// How many intervals must be known before a period is told.
  package static let minimumIntervals = 3
  /// A gap longer than this ends a burst of input: the intervals start over.
  package static let burstGap = 0.1
  /// How much earlier than the period says the next input may come: event times are whole
  /// milliseconds, cut down, and devices jitter.
  package static let tolerance = 0.001

  private var last: Double?
  private var intervals: [Double] = []

  /// A cadence with no input yet.
  package init() {}

  /// Notes an input event stamped `time` (seconds). Events at one instant (a press and the
  /// move it came with) count once.
  package mutating func record(_ time: Double) {
    guard time.isFinite else { return }
    if let last {
      let gap = time - last
      if gap > Self.burstGap {
        intervals.removeAll()
      } else if gap > 0 {
        intervals.append(gap)
        if intervals.count > Self.intervalCount { intervals.removeFirst(intervals.count - Self.intervalCount) }
      }
    }
    last = Swift.max(last ?? time, time)
  }

  /// The median of the recent intervals between input events; `nil` until
  /// ``minimumIntervals`` of this burst are known.
  package var period: Double? {
    guard intervals.count >= Self.minimumIntervals else { return nil }
    let sorted = intervals.sorted()
    return sorted[sorted.count / 2]
  }

  /// The earliest the next input event is expected: the last one's time plus the period,
  /// less ``tolerance``; `nil` without a period.
  package var nextExpected: Double? {
    guard let last, let period else { return nil }
    return last + period - Self.tolerance
  }
}
