/// When the X server's MSC counter turns to each vblank's number: from then on the server
/// no longer takes a frame for that vblank. Present shows a frame aimed at an MSC that is
/// not ahead of the counter at the vblank after the counter's (`present_get_target_msc`
/// adds one for a present that is not `PresentOptionAsync`), so a frame for vblank m must
/// reach the server before its counter reads m.
///
/// On a display's driver the counter turns at the vblank itself, as the frame is shown
/// (kernel vblank events). Xvfb's fake counter reads the time rounded to the nearest vblank
/// (`(ust + interval/2) / interval`) while its vblank timer fires on the vblank, so there it
/// turns half a refresh before. Neither is assumed: readings of the counter find it.
///
/// A reading says "the counter had reached m by `time`" or "it had not reached m at
/// `time`", both on the local clock, which frames are timed on too. Each is kept as a
/// phase, `time − m × interval`: the turns are one interval apart, so all readings bracket
/// one phase, the turn's. The schedule sends a frame for vblank m by the latest phase at
/// which the counter was seen not yet turned (``deadlinePhase``). The next reading goes to
/// the middle of the bracket, so it closes as a bisection does; once it is narrow, to the
/// deadline itself, which keeps confirming that frames sent by then are in time.
///
/// A reading outside the bracket says nothing new and is not kept. Readings older than
/// ``lifetime`` give way to the next reading of their kind (an error in the nominal
/// interval grows with the distance between vblanks). Readings that disagree by less than
/// ``slop`` stand together, the deadline then the earlier; one that contradicts a reading
/// of the other kind by more says the server changed, and every reading of that kind is
/// forgotten.
@_spi(Testing) public struct CounterTurn: Sendable {
  /// How many readings of each kind are kept.
  public static let memory = 16
  /// How long a reading is kept, in seconds.
  public static let lifetime = 4.0
  /// How narrow the bracket must be for the readings to slow down: well above a
  /// reading's round trip and how late a loop wakes for it (a tenth of a millisecond or
  /// two here), well below the schedule's margin.
  public static let tolerance = 0.000_5
  /// How far readings may disagree before the newer replaces the older.
  public static let slop = 0.000_25

  /// Seconds between vblanks.
  public let interval: Double
  private var turned: [Reading] = []
  private var notTurned: [Reading] = []

  private struct Reading {
    var phase: Double
    var time: Double
  }

  /// No reading yet, for a display refreshing every `interval` seconds.
  public init(interval: Double) {
    self.interval = interval
  }

  /// The phase (a time, less its vblank's number of intervals) of the latest moment the
  /// counter was seen not yet turned; `nil` without such a reading.
  public var latestNotTurned: Double? { notTurned.map(\.phase).max() }

  /// The phase of the earliest moment the counter was seen turned; `nil` without such a
  /// reading.
  public var earliestTurned: Double? { turned.map(\.phase).min() }

  /// The phase by which a frame must be with the server: ``latestNotTurned``, or
  /// ``earliestTurned`` when readings within the ``slop`` put it earlier; `nil` before the
  /// counter was seen not yet turned.
  public var deadlinePhase: Double? {
    latestNotTurned.map { low in earliestTurned.map { Swift.min(low, $0) } ?? low }
  }

  /// The phase of `time` counted from vblank `msc`.
  public func phase(of time: Double, msc: UInt64) -> Double { time - Double(msc) * interval }

  /// The phase the next reading is most useful at: the middle of the bracket between `low`
  /// and `high` (the caller's guesses for ``latestNotTurned`` and ``earliestTurned`` where
  /// they are `nil`), or ``deadlinePhase`` once the bracket is settled.
  public func nextReadingPhase(low: Double, high: Double) -> Double {
    if isSettled, let deadline = deadlinePhase { return deadline }
    let high = earliestTurned ?? high
    return (Swift.min(latestNotTurned ?? low, high) + high) / 2
  }

  /// Whether the bracket is no wider than ``tolerance``.
  public var isSettled: Bool {
    guard let low = latestNotTurned, let high = earliestTurned else { return false }
    return high - low <= Self.tolerance
  }

  /// Notes that the counter had reached `msc` by `time`.
  public mutating func recordTurned(msc: UInt64, by time: Double) {
    let phase = phase(of: time, msc: msc)
    guard phase.isFinite else { return }
    let fresh = turned.filter { time - $0.time <= Self.lifetime }
    if let high = fresh.map(\.phase).min(), phase > high + Self.slop { return }  // says nothing new
    turned = fresh
    if let low = latestNotTurned, phase < low - Self.slop { notTurned.removeAll() }
    Self.append(Reading(phase: phase, time: time), to: &turned)
  }

  /// Notes that the counter had not reached `msc` at `time`.
  public mutating func recordNotTurned(msc: UInt64, at time: Double) {
    let phase = phase(of: time, msc: msc)
    guard phase.isFinite else { return }
    let fresh = notTurned.filter { time - $0.time <= Self.lifetime }
    if let low = fresh.map(\.phase).max(), phase < low - Self.slop { return }  // says nothing new
    notTurned = fresh
    if let high = earliestTurned, phase > high + Self.slop { turned.removeAll() }
    Self.append(Reading(phase: phase, time: time), to: &notTurned)
  }

  /// Forgets every reading (another CRTC, another counter).
  public mutating func reset() {
    turned.removeAll()
    notTurned.removeAll()
  }

  private static func append(_ reading: Reading, to readings: inout [Reading]) {
    readings.append(reading)
    if readings.count > memory { readings.removeFirst(readings.count - memory) }
  }
}
