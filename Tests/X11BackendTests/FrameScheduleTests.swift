import Testing
@_spi(Testing) import X11Backend

/// The pieces of the schedule on the display's clock, without a display: the vblank clock
/// learned from the server's reports (when vblanks are shown, and when its counter turns
/// to each), and the lead that decides how late a frame starts; then the whole schedule
/// against simulated servers, and the clock on pairs recorded from Xvfb.
@Suite("Frame schedule")
struct FrameScheduleTests {
  static let interval = 1.0 / 60

  @Test("vblanks are predicted from the reports, late reports do not move them, and a stale clock says so")
  func vblankClock() {
    var clock = VblankClock(interval: Self.interval)
    #expect(clock.time(of: 10) == nil)
    #expect(clock.nextStart(now: 0, lead: 0.005, after: nil, slack: 0) == nil)
    #expect(clock.nextCounterReading(now: 0, last: nil, slack: 0) == nil)
    #expect(!clock.isCurrent(at: 0))
    for msc in UInt64(100)...107 { clock.record(msc: msc, time: Double(msc) * Self.interval) }
    // Reports 4 ms late do not move it; one a millisecond early does.
    clock.record(msc: 108, time: 108 * Self.interval + 0.004)
    clock.record(msc: 109, time: 109 * Self.interval + 0.004)
    #expect(abs(clock.time(of: 110)! - 110 * Self.interval) < 1e-9)
    clock.record(msc: 110, time: 110 * Self.interval - 0.001)
    #expect(abs(clock.time(of: 111)! - (111 * Self.interval - 0.001)) < 1e-9)
    #expect(clock.isCurrent(at: 110 * Self.interval + 1))
    #expect(!clock.isCurrent(at: 110 * Self.interval + VblankClock.staleAfter + 0.01))
    // The counter going back starts over, what was learned of its turn too.
    clock.recordCounter(msc: 111, sent: 111 * Self.interval - 0.005, answered: 111 * Self.interval - 0.005)
    #expect(clock.counterTurn.earliestTurned != nil && clock.serverLead != nil)
    clock.record(msc: 5, time: 2)
    #expect(clock.lastMSC == 5)
    #expect(abs(clock.time(of: 6)! - (2 + Self.interval)) < 1e-9)
    #expect(clock.counterTurn.earliestTurned == nil && clock.serverLead == nil)
  }

  @Test("a frame starts its lead before the first vblank it can still make, never one already aimed at")
  func nextStart() throws {
    var clock = VblankClock(interval: Self.interval)
    for msc in UInt64(0)...7 { clock.record(msc: msc, time: Double(msc) * Self.interval) }
    // Just after vblank 7, with 5 ms to render: vblank 8, started 5 ms before it.
    let now = 7 * Self.interval + 0.001
    let next = try #require(clock.nextStart(now: now, lead: 0.005, after: 7, slack: 0))
    #expect(next.msc == 8)
    #expect(abs(next.start - (8 * Self.interval - 0.005)) < 1e-9)
    // Too late for vblank 8 by more than the slack: vblank 9.
    let late = try #require(clock.nextStart(now: 8 * Self.interval - 0.002, lead: 0.005, after: 7, slack: 0.001))
    #expect(late.msc == 9)
    // Late by less than the slack: still vblank 8, at once.
    let slightly = try #require(
      clock.nextStart(now: 8 * Self.interval - 0.0045, lead: 0.005, after: 7, slack: 0.001))
    #expect(slightly.msc == 8)
    // Vblank 8 already has a frame: the next after it.
    #expect(clock.nextStart(now: now, lead: 0.005, after: 8, slack: 0)?.msc == 9)
    // A lead longer than a refresh: two vblanks ahead.
    #expect(clock.nextStart(now: now, lead: 1.2 * Self.interval, after: 7, slack: 0)?.msc == 9)
  }

  @Test("the counter's turn is bracketed by readings; one that contradicts the others says the server changed")
  func counterTurn() {
    var turn = CounterTurn(interval: Self.interval)
    // Vblank 10 is shown at `display`; a reading `before` it is at phase −before.
    let display = 10 * Self.interval
    func phase(_ value: Double?) -> Double? { value.map { -$0 } }
    #expect(turn.latestNotTurned == nil && turn.earliestTurned == nil && turn.deadlinePhase == nil)
    #expect(!turn.isSettled)
    turn.recordNotTurned(msc: 10, at: display - 0.010)
    turn.recordNotTurned(msc: 10, at: display - 0.009)
    turn.recordTurned(msc: 10, by: display - 0.006)
    // The same bracket seen a vblank later: the phase is the same.
    turn.recordTurned(msc: 11, by: display + Self.interval - 0.006)
    #expect(abs(phase(turn.latestNotTurned)! - 0.009) < 1e-9 && abs(phase(turn.earliestTurned)! - 0.006) < 1e-9)
    #expect(abs(phase(turn.deadlinePhase)! - 0.009) < 1e-9)
    // Turned by 2 ms after the vblank: nothing new.
    turn.recordTurned(msc: 10, by: display + 0.002)
    #expect(abs(phase(turn.earliestTurned)! - 0.006) < 1e-9)
    turn.recordNotTurned(msc: 10, at: display - 0.0075)
    turn.recordTurned(msc: 10, by: display - 0.0077)
    #expect(turn.isSettled)
    // Readings that disagree by less than the slop stand together; the deadline is the
    // earlier.
    #expect(abs(phase(turn.deadlinePhase)! - 0.0077) < 1e-9)
    // The server got slower: turned 9.5 ms before, which the readings at 9 and 7.5 ms
    // denied. Every "not turned" reading goes.
    turn.recordTurned(msc: 10, by: display - 0.0095)
    #expect(abs(phase(turn.earliestTurned)! - 0.0095) < 1e-9 && turn.latestNotTurned == nil)
    #expect(turn.deadlinePhase == nil)
    // Faster again: not turned 7 ms before, so every "turned" reading goes.
    turn.recordNotTurned(msc: 10, at: display - 0.007)
    #expect(turn.earliestTurned == nil && abs(phase(turn.deadlinePhase)! - 0.007) < 1e-9)
    // Settled, the next reading is at the deadline; else in the middle.
    turn.recordTurned(msc: 10, by: display - 0.0069)
    #expect(turn.isSettled && abs(turn.nextReadingPhase(low: 0, high: 0) + 0.007) < 1e-9)
    turn.recordTurned(msc: 10, by: display - 0.0095)
    // Nothing seen not turned: from the guess to the earliest turned.
    #expect(abs(turn.nextReadingPhase(low: -0.02, high: 0) + 0.014_75) < 1e-9)
    turn.reset()
    #expect(abs(turn.nextReadingPhase(low: -0.02, high: 0) + 0.01) < 1e-9)
    turn.recordNotTurned(msc: 10, at: display - 0.007)
    // Two seconds on, a reading that says less is not kept; five seconds on, the old one
    // gives way to it.
    turn.recordNotTurned(msc: 130, at: display + 120 * Self.interval - 0.012)
    #expect(abs(phase(turn.latestNotTurned)! - 0.007) < 1e-9)
    turn.recordNotTurned(msc: 310, at: display + 300 * Self.interval - 0.012)
    #expect(abs(phase(turn.latestNotTurned)! - 0.012) < 1e-9)
    turn.recordTurned(msc: 10, by: .nan)
    #expect(turn.earliestTurned == nil)
  }

  @Test("the lead is the render allowance, a margin and what the server needs; frames sent late back it off")
  func renderLead() {
    var lead = RenderLead(interval: Self.interval)
    for _ in 0..<10 { lead.recordRenderTime(0.002) }
    #expect(abs(lead.renderAllowance - 0.002) < 1e-12)  // no spread
    #expect(abs(lead.lead(serverLead: 0.008) - (0.002 + RenderLead.margin + 0.008)) < 1e-12)
    // Two frames in flight at most: a refresh and a half. Not knowing what the server
    // needs: a whole refresh, as when starting at the vblank.
    #expect(lead.lead(serverLead: 1.4 * Self.interval) == 1.5 * Self.interval)
    #expect(lead.lead(serverLead: nil) == Self.interval)
    // Sent 9 ms before its vblank when the server was known to need 8 ms, and missed:
    // the server's doing (the clock learns from it), not the render's.
    lead.recordShown(target: 10, shown: 11, spare: 0.009, serverLead: 0.008)
    #expect(lead.missedFrames == 1)
    #expect(lead.renderBackOff == 0)
    // Sent with less spare than the server needs: the render allowance grows.
    lead.recordShown(target: 12, shown: 13, spare: 0.007, serverLead: 0.008)
    #expect(lead.missedFrames == 2)
    #expect(abs(lead.renderBackOff - RenderLead.backOffStep) < 1e-12)
    // Frames on time wear the back-off down slowly.
    for n in UInt64(20)..<UInt64(20 + Int(RenderLead.recoveryFrames)) {
      lead.recordShown(target: n, shown: n, spare: 0.011, serverLead: 0.008)
    }
    #expect(lead.missedFrames == 2 && lead.shownFrames == 2 + Int(RenderLead.recoveryFrames))
    #expect(lead.renderBackOff < 1e-12)
    // Starting at the vblank: a whole refresh whatever the server needs.
    #expect(RenderLead(interval: Self.interval, startsLate: false).lead(serverLead: 0.008) == Self.interval)
  }

  /// Pairs recorded from Xvfb 21.1.7 (Debian 12), one server: eight pixmaps presented at
  /// successive vblanks (MSC, UST µs of their `PresentCompleteNotify`), then twelve readings
  /// of the counter (`PresentNotifyMSC` for MSC 0) spread over the refresh: MSC, UST, and
  /// the client's `CLOCK_MONOTONIC` µs when it asked and when `XSync` returned (the server's
  /// UST is the same clock).
  static let xvfbShown: [(msc: UInt64, ust: UInt64)] = [
    (674242, 11_236_917_011), (674243, 11_236_933_185), (674244, 11_236_950_535), (674245, 11_236_966_725),
    (674246, 11_236_982_983), (674247, 11_237_000_189), (674248, 11_237_016_369), (674249, 11_237_033_574),
  ]
  static let xvfbReadings: [(msc: UInt64, ust: UInt64, sent: UInt64, answered: UInt64)] = [
    (674250, 11_237_050_713, 11_237_050_659, 11_237_050_744), (674251, 11_237_069_695, 11_237_068_684, 11_237_069_736),
    (674252, 11_237_086_823, 11_237_086_766, 11_237_086_858), (674253, 11_237_105_096, 11_237_105_033, 11_237_105_128),
    (674254, 11_237_122_938, 11_237_122_870, 11_237_122_972), (674255, 11_237_140_996, 11_237_140_934, 11_237_141_027),
    (674257, 11_237_159_087, 11_237_159_006, 11_237_159_125), (674258, 11_237_177_094, 11_237_177_026, 11_237_177_127),
    (674259, 11_237_195_150, 11_237_195_077, 11_237_195_186), (674260, 11_237_213_989, 11_237_213_920, 11_237_214_025),
    (674261, 11_237_231_256, 11_237_231_182, 11_237_231_293), (674262, 11_237_249_287, 11_237_249_235, 11_237_249_318),
  ]

  @Test("on pairs recorded from Xvfb the counter is found to turn half a refresh before the vblank is shown")
  func recordedXvfb() throws {
    var clock = VblankClock(interval: Self.interval)
    for pair in Self.xvfbShown { clock.record(msc: pair.msc, time: Double(pair.ust) / 1e6) }
    for reading in Self.xvfbReadings {
      clock.recordCounter(msc: reading.msc, sent: Double(reading.sent) / 1e6, answered: Double(reading.answered) / 1e6)
    }
    // Xvfb's own arithmetic, for this check only: vblank m at m × 16 666 µs, its counter
    // m from half a refresh before. How long before the predicted display that is:
    let m = try #require(Self.xvfbShown.last?.msc)
    let turn = try #require(clock.time(of: m)) - (Double(m) * 0.016_666 - 0.008_333)
    #expect(abs(turn - 0.0075) < 0.0005, "the turn is \(turn * 1000) ms before the predicted display")
    // Twelve readings 1.4 ms apart in the refresh bracket it to about that.
    let shown = clock.counterTurn.phase(of: try #require(clock.time(of: m)), msc: m)
    let bounds = try (
      shown - #require(clock.counterTurn.earliestTurned), shown - #require(clock.counterTurn.latestNotTurned)
    )
    #expect(bounds.0 <= turn && turn <= bounds.1, "bracket \(bounds) ms, turn \(turn)")
    #expect(bounds.1 - bounds.0 < 0.002)
    // A frame for vblank m is sent by that bound before it, not at the vblank.
    let serverLead = try #require(clock.serverLead)
    #expect(abs(serverLead - bounds.1) < 1e-9 && serverLead > 0.007)
  }

  @Test(
    "on a fake-vblank server the schedule learns the counter's turn without missing a vblank",
    arguments: [0.0015, 0.005])
  func simulatedXvfb(renderTime: Double) throws {
    var simulation = ScheduleSimulation(server: .xvfb, renderTime: renderTime)
    simulation.run(frames: 300)
    let frames = simulation.frames
    // Every frame aimed at a vblank was shown at it, one vblank after another.
    #expect(frames.filter(\.missed).isEmpty)
    let steps = zip(frames, frames.dropFirst()).map { $1.msc - $0.msc }
    #expect(steps.allSatisfy { $0 == 1 }, "MSC steps \(steps)")
    // The turn half a refresh before the real vblank, less the prediction's earliness.
    let last = try #require(frames.last)
    let turn =
      try #require(simulation.clock.time(of: last.msc)) - Double(last.msc) * Self.interval
      + simulation.server.turnLead
    let lead = try #require(simulation.clock.serverLead)
    #expect(lead >= turn && lead <= turn + CounterTurn.tolerance + 2 * simulation.server.roundTrip)
    // Started by that, the render time and the margin before the vblank, no earlier.
    let settled = frames.dropFirst(60)
    let latest = settled.map { $0.shown - $0.start }.max() ?? 0
    #expect(
      latest <= Self.interval / 2 + renderTime + RenderLead.margin + CounterTurn.tolerance + 0.0003,
      "start to shown \(latest)")
    // Learning took a few readings, then one every quarter second: far fewer than frames.
    #expect(simulation.readings < 40, "\(simulation.readings) readings")
  }

  @Test("on a driver's clock the counter turns at the vblank and frames start just the render time before it")
  func simulatedDriver() throws {
    var simulation = ScheduleSimulation(server: .driver, renderTime: 0.002)
    simulation.run(frames: 300)
    let frames = simulation.frames
    #expect(frames.filter(\.missed).isEmpty)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.msc == $0.msc + 1 })
    #expect(try #require(simulation.clock.serverLead) <= CounterTurn.tolerance + 2 * simulation.server.roundTrip)
    let latest = frames.dropFirst(60).map { $0.shown - $0.start }.max() ?? 0
    #expect(latest <= 0.002 + RenderLead.margin + CounterTurn.tolerance + 0.0003, "start to shown \(latest)")
  }

  @Test("a server that starts to need frames earlier costs a vblank or two, then the schedule follows it")
  func serverSlowsDown() throws {
    var simulation = ScheduleSimulation(server: .xvfb, renderTime: 0.002)
    simulation.run(frames: 200)
    #expect(simulation.frames.filter(\.missed).isEmpty)
    simulation.server.turnLead += 0.002
    simulation.run(frames: 200)
    let after = simulation.frames.dropFirst(200)
    #expect(after.filter(\.missed).count <= 2, "missed \(after.filter(\.missed).count)")
    #expect(after.dropFirst(20).filter(\.missed).isEmpty)
    let last = try #require(after.last)
    let turn =
      try #require(simulation.clock.time(of: last.msc)) - Double(last.msc) * Self.interval
      + simulation.server.turnLead
    #expect(try #require(simulation.clock.serverLead) >= turn)
  }
}
