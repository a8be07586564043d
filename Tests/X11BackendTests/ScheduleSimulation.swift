@_spi(Testing) import X11Backend

/// The host's schedule on the display's clock, run against a ``SimulatedPresentServer``
/// with a fixed render time: frames start when ``VblankClock`` and ``RenderLead`` say
/// (at most two in flight), the counter is read when the clock asks, and what the server
/// shows comes back when it is shown, each taught to the clock as `X11Host` teaches it.
struct ScheduleSimulation {
  /// One frame: the vblank it was aimed at (`nil`: the next one), when it started and its
  /// pixels were with the server, and the vblank it was shown at and when.
  struct Frame {
    var target: UInt64?
    var start: Double
    var presented: Double
    var msc: UInt64
    var shown: Double
    var missed: Bool { target.map { msc > $0 } ?? false }
  }

  var server: SimulatedPresentServer
  var renderTime: Double
  private(set) var clock: VblankClock
  private(set) var lead: RenderLead
  /// Every frame so far, and how many times the counter was read.
  private(set) var frames: [Frame] = []
  private(set) var readings = 0
  private var now = 100.0
  private var lastTarget: UInt64?
  private var lastReading: Double?
  private var inFlight: [Frame] = []

  init(server: SimulatedPresentServer, renderTime: Double) {
    self.server = server
    self.renderTime = renderTime
    clock = VblankClock(interval: server.interval)
    lead = RenderLead(interval: server.interval)
  }

  /// Runs `count` more frames.
  mutating func run(frames count: Int) {
    let goal = frames.count + count
    while frames.count < goal {
      let start = nextStart()
      let reading =
        clock.isCurrent(at: now) ? clock.nextCounterReading(now: now, last: lastReading, slack: RenderLead.margin) : nil
      let report = inFlight.first?.shown
      let next = [start?.start, reading, report].compactMap { $0 }.min() ?? now
      if let report, report <= next {
        now = Swift.max(now, report)
        reportShown()
      } else if let reading, reading <= next {
        readCounter(at: reading)
      } else if let start {
        frame(at: Swift.max(now, start.start), aimedAt: start.msc)
      }
    }
  }

  /// As `X11Host`: late in the refresh once the clock is current, else at once for the
  /// next vblank; never more than two frames in flight.
  private func nextStart() -> (start: Double, msc: UInt64?)? {
    guard inFlight.count < 2 else { return nil }
    if clock.isCurrent(at: now),
      let next = clock.nextStart(
        now: now, lead: lead.lead(serverLead: clock.serverLead), after: lastTarget,
        slack: RenderLead.margin + lead.predictedRenderTime / 2)
    {
      return (next.start, next.msc)
    }
    return inFlight.isEmpty ? (now, nil) : nil
  }

  private mutating func readCounter(at time: Double) {
    now = Swift.max(now, time)
    let msc = server.counter(at: now + server.roundTrip / 2)
    clock.recordCounter(msc: msc, sent: now, answered: now + server.roundTrip)
    now += server.roundTrip
    lastReading = now
    readings += 1
  }

  private mutating func frame(at start: Double, aimedAt target: UInt64?) {
    let presented = start + renderTime
    let msc = server.vblank(for: target ?? 0, arrivingAt: presented - server.roundTrip / 2)
    let frame = Frame(target: target, start: start, presented: presented, msc: msc, shown: server.shown(msc))
    lead.recordRenderTime(renderTime)
    if let target { lastTarget = target }
    inFlight.append(frame)
    frames.append(frame)
    now = presented
  }

  private mutating func reportShown() {
    let frame = inFlight.removeFirst()
    if let target = frame.target, let vblank = clock.time(of: target) {
      lead.recordShown(
        target: target, shown: frame.msc, spare: vblank - frame.presented, serverLead: clock.serverLead)
      if frame.missed { clock.recordMissed(target: target, presented: frame.presented) }
    }
    clock.record(msc: frame.msc, time: frame.shown)
    lastTarget = Swift.max(lastTarget ?? 0, frame.msc)
  }
}
