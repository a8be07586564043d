/// The display's refresh clock as the X server reports it: when a frame aimed at a vblank
/// is shown, and until when the server still takes a frame for it. Both are learned from
/// the server's own (UST, MSC) pairs, nothing is assumed about the server.
///
/// - **When a vblank is shown.** Each `PresentCompleteNotify` of a pixmap says that vblank
///   `msc` was shown at `ust`. A server reports a vblank when it gets to it, never much
///   before: a busy server (or Xvfb's timer, which runs when the server is free, up to a
///   millisecond before its time) reports many late. So a prediction is the earliest of what
///   the recent samples each predict at the nominal refresh interval: late reports do not
///   move the schedule, and an early one moves it to the safe side.
/// - **Until when it takes a frame.** A `PresentNotifyMSC` for MSC 0 is answered at once
///   with the counter as it stands (Mesa's `glXGetSyncValuesOML` reads the clock so), and a
///   frame that reached the screen after the vblank it was aimed at says the counter had
///   passed that vblank when the frame arrived. A reading of `c`, asked at `sent` and
///   answered by `answered`, says the counter read `c` by `answered` and not yet `c + 1` at
///   `sent`: a bracket on when the counter turns to each vblank's number
///   (``CounterTurn``), the last moment a frame for that vblank is taken (``deadline(of:)``),
///   so how long before the vblank is shown a frame must be with the server
///   (``serverLead``).
@_spi(Testing) public struct VblankClock: Sendable {
  /// How many recent samples predictions use.
  public static let sampleCount = 8
  /// How old the newest sample may be before predictions are no longer trusted: after an
  /// idle spell the next frame goes to the next vblank and the clock is learned again.
  public static let staleAfter = 2.0
  /// How often the counter is read once its turn is known to ``CounterTurn/tolerance``:
  /// enough to notice a change.
  public static let settledReadingInterval = 0.25

  /// Seconds between vblanks.
  public let interval: Double
  /// What the readings of the counter taught about when it turns.
  public private(set) var counterTurn: CounterTurn
  private var samples: [(msc: UInt64, time: Double)] = []

  /// A clock for a display refreshing every `interval` seconds, with no sample yet.
  public init(interval: Double) {
    self.interval = interval
    counterTurn = CounterTurn(interval: interval)
  }

  /// Notes that vblank `msc` was shown at `time`.
  public mutating func record(msc: UInt64, time: Double) {
    if let last = samples.last, msc < last.msc {
      // The counter went back (another output, a new CRTC): start over.
      samples.removeAll()
      counterTurn.reset()
    }
    samples.append((msc, time))
    if samples.count > Self.sampleCount { samples.removeFirst(samples.count - Self.sampleCount) }
  }

  /// Notes a reading of the server's MSC counter: it read `msc` when asked at `sent`, and
  /// the answer was in by `answered`.
  public mutating func recordCounter(msc: UInt64, sent: Double, answered: Double) {
    counterTurn.recordTurned(msc: msc, by: answered)
    counterTurn.recordNotTurned(msc: msc + 1, at: sent)
  }

  /// Notes that a frame aimed at vblank `target`, its pixels with the server by
  /// `presented`, was shown at a later vblank: the counter had reached `target` by then.
  public mutating func recordMissed(target: UInt64, presented: Double) {
    counterTurn.recordTurned(msc: target, by: presented)
  }

  /// The last moment a frame for vblank `msc` is known to be taken: the latest the
  /// counter was seen not yet at it (``CounterTurn/deadlinePhase``); `nil` before it was
  /// seen so. The readings are timed on the local clock, as frames are: the deadline does
  /// not depend on how the server's UST is mapped onto it.
  public func deadline(of msc: UInt64) -> Double? {
    counterTurn.deadlinePhase.map { Double(msc) * interval + $0 }
  }

  /// How long before a vblank is shown a frame for it must be with the server: from its
  /// ``deadline(of:)`` to its display; `nil` before the counter was seen not yet turned.
  public var serverLead: Double? {
    guard let last = samples.last, let shown = time(of: last.msc), let deadline = deadline(of: last.msc) else {
      return nil
    }
    return shown - deadline
  }

  /// The newest MSC reported, if any.
  public var lastMSC: UInt64? { samples.last?.msc }

  /// Whether predictions can be made at `now`: a sample is recent enough.
  public func isCurrent(at now: Double) -> Bool {
    guard let last = samples.last else { return false }
    return now - last.time <= Self.staleAfter
  }

  /// When vblank `msc` is shown (or was), or `nil` without samples.
  public func time(of msc: UInt64) -> Double? {
    guard !samples.isEmpty else { return nil }
    return samples.map { $0.time + (Double(msc) - Double($0.msc)) * interval }.min()
  }

  /// The first vblank shown after `time`, and when; `nil` without samples.
  public func firstVblank(after time: Double) -> (msc: UInt64, time: Double)? {
    guard let last = samples.last, let lastTime = self.time(of: last.msc) else { return nil }
    let ahead = Swift.max(0, ((time - lastTime) / interval).rounded(.down) + 1)
    var msc = last.msc + UInt64(ahead)
    var shown = lastTime + Double(ahead) * interval
    while shown <= time {
      msc += 1
      shown += interval
    }
    return (msc, shown)
  }

  /// When to start a frame `lead` seconds before its vblank, and which vblank: the earliest
  /// after `previous` (no two frames aim at one vblank) whose start is no earlier than
  /// `now − slack`; `nil` without samples.
  public func nextStart(now: Double, lead: Double, after previous: UInt64?, slack: Double) -> (
    start: Double, msc: UInt64
  )? {
    guard var (msc, shown) = firstVblank(after: now) else { return nil }
    if let previous, msc <= previous {
      shown += Double(previous + 1 - msc) * interval
      msc = previous + 1
    }
    var start = shown - lead
    while start < now - slack {
      msc += 1
      start += interval
    }
    return (start, msc)
  }

  /// When to read the server's counter next: at ``CounterTurn/nextReadingPhase(low:high:)``,
  /// the first such moment after the `last` reading and from `now − slack` on (a loop that
  /// woke a little late still takes the reading it woke for) while the bracket is wide, and
  /// ``settledReadingInterval`` after the last once it is narrow; `nil` without samples.
  /// Before any reading the turn is taken to lie between the display of the vblank before
  /// and that of its own.
  public func nextCounterReading(now: Double, last: Double?, slack: Double) -> Double? {
    guard let newest = samples.last, let shown = time(of: newest.msc) else { return nil }
    let displayPhase = counterTurn.phase(of: shown, msc: newest.msc)
    let phase = counterTurn.nextReadingPhase(low: displayPhase - interval, high: displayPhase)
    var earliest = now - slack
    if let last { earliest = Swift.max(earliest, last + (counterTurn.isSettled ? Self.settledReadingInterval : 0)) }
    // The first vblank m whose reading time, m intervals plus the phase, is not before
    // the earliest.
    var msc = UInt64(Swift.max(0, ((earliest - phase) / interval).rounded(.up)))
    while Double(msc) * interval + phase < earliest { msc += 1 }
    return Double(msc) * interval + phase
  }
}
