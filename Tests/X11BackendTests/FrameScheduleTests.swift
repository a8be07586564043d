import Testing
import X11Backend

/// The pieces of the schedule on the display's clock, without a display: the vblank clock
/// learned from the server's reports, and the lead that decides how late a frame starts.
@Suite("Frame schedule")
struct FrameScheduleTests {
  static let interval = 1.0 / 60

  @Test("vblanks are predicted from the reports, late reports do not move them, and a stale clock says so")
  func vblankClock() {
    var clock = VblankClock(interval: Self.interval)
    #expect(clock.time(of: 10) == nil)
    #expect(clock.nextStart(now: 0, lead: 0.005, after: nil, slack: 0) == nil)
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
    // The counter going back starts over.
    clock.record(msc: 5, time: 2)
    #expect(clock.lastMSC == 5)
    #expect(abs(clock.time(of: 6)! - (2 + Self.interval)) < 1e-9)
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

  @Test("the lead is the render allowance, a margin and what the server needs; misses teach both")
  func renderLead() {
    var lead = RenderLead(interval: Self.interval)
    for _ in 0..<10 { lead.recordRenderTime(0.002) }
    #expect(abs(lead.renderAllowance - 0.002) < 1e-12)  // no spread
    #expect(abs(lead.lead - (0.002 + RenderLead.margin)) < 1e-12)
    // Sent 9 ms before its vblank, and still too late: the server needs more than 9 ms.
    lead.recordShown(target: 10, shown: 11, spare: 0.009)
    #expect(lead.missedFrames == 1)
    #expect(abs(lead.serverLead - (0.009 + RenderLead.backOffStep)) < 1e-12)
    // Sent late (less spare than the server is known to need): the render allowance grows.
    lead.recordShown(target: 12, shown: 13, spare: 0.001)
    #expect(lead.missedFrames == 2)
    #expect(abs(lead.renderBackOff - RenderLead.backOffStep) < 1e-12)
    let learned = lead.lead
    // Frames on time wear the back-offs down: a step for as many frames as the miss
    // budget allows one miss in.
    let recovery = Int((RenderLead.backOffStep / RenderLead.recoveryPerFrame).rounded())
    for n in UInt64(20)..<UInt64(20 + recovery) {
      lead.recordShown(target: n, shown: n, spare: 0.011)
    }
    #expect(lead.missedFrames == 2)
    #expect(lead.renderBackOff < 1e-12)
    #expect(abs((learned - lead.lead) - 2 * RenderLead.backOffStep) < 1e-9)
    // Starting at the vblank: a whole refresh whatever was learned.
    #expect(RenderLead(interval: Self.interval, startsLate: false).lead == Self.interval)
  }

  @Test("a frame reported at its target but sent after its vblank was shown late, at once: a miss")
  func relaxedLateFrame() {
    var lead = RenderLead(interval: Self.interval)
    for _ in 0..<10 { lead.recordRenderTime(0.002) }
    // Sent 0.5 ms before its vblank: on time.
    lead.recordShown(target: 10, shown: 10, spare: 0.0005)
    #expect(lead.missedFrames == 0 && lead.renderBackOff == 0)
    // Sent 2 ms after it: the server, presenting relaxed, showed it at once with the
    // target's number; it was late all the same, and the render allowance grows.
    lead.recordShown(target: 11, shown: 11, spare: -0.002)
    #expect(lead.missedFrames == 1 && lead.shownFrames == 2)
    #expect(abs(lead.renderBackOff - RenderLead.backOffStep) < 1e-12 && lead.serverLead == 0)
    #expect(abs(lead.lead - (0.002 + RenderLead.margin + RenderLead.backOffStep)) < 1e-12)
  }

  @Test("the allowance is the time most recent frames took: a few slow ones do not raise it, many do")
  func allowanceQuantile() {
    var lead = RenderLead(interval: Self.interval)
    // 95 frames in 2 ms and 5 in 20 ms: the spread of those five would put the average
    // plus the standard deviation at 6 ms, three times what nine frames in ten take.
    for n in 0..<100 { lead.recordRenderTime(n % 20 == 0 ? 0.020 : 0.002) }
    #expect(abs(lead.renderAllowance - 0.002) < 1e-12)
    // One frame in five slow: more than the allowance leaves out, so it covers them.
    for n in 0..<RenderLead.window { lead.recordRenderTime(n % 5 == 0 ? 0.020 : 0.002) }
    #expect(abs(lead.renderAllowance - 0.020) < 1e-12)
    // Only the window counts: after it passes with fast frames, the slow ones are gone.
    for _ in 0..<RenderLead.window { lead.recordRenderTime(0.003) }
    #expect(abs(lead.renderAllowance - 0.003) < 1e-12)
  }

  @Test("with a tail of slow frames, misses settle at the budget: the lead is not pinned to the slowest")
  func backOffSettlesAtBudget() {
    var lead = RenderLead(interval: Self.interval)
    // Six frames in a hundred take 12 ms, the rest 5 ms: the allowance (nine frames in
    // ten) is 5 ms, so the slow ones miss until the back-off covers them, and it wears
    // off again while frames are on time.
    var missedLate = 0
    let frames = 20_000
    for n in 0..<frames {
      let render = n % 100 < 6 ? 0.012 : 0.005
      let spare = lead.lead - render  // sent this long before the vblank
      lead.recordRenderTime(render)
      lead.recordShown(target: UInt64(n), shown: UInt64(n), spare: spare)
      if n >= frames / 2, spare < 0 { missedLate += 1 }
    }
    let share = Double(missedLate) / Double(frames / 2)
    #expect(share > RenderLead.missBudget / 2 && share < RenderLead.missBudget * 2)
    // After the fast frames of a hundred (the loop ends on one), the lead is back below
    // the slow frames' time: the back-off wore off, not pinned to the slowest frame.
    #expect(lead.lead < 0.012)
  }

  /// Render times of a drag whose cost follows the sheet up and down: a cycle of 120 frames
  /// from 3.5 ms to 10 ms and back, with a millisecond of jitter, and every 37th frame slow
  /// (15 ms, one that binds new rows).
  static func cyclingRenderTime(_ n: Int) -> Double {
    if n % 37 == 0 { return 0.015 }
    let phase = Double(n % 120) / 60
    let ramp = phase <= 1 ? phase : 2 - phase
    return 0.0035 + 0.0065 * ramp + Double((n * 7) % 11) / 10_000
  }

  @Test("a server that shows early frames on arrival caps the lead at the fast frames' time plus that span")
  func earlyFrameCap() throws {
    var lead = RenderLead(interval: Self.interval)
    for n in 0..<RenderLead.window { lead.recordRenderTime(Self.cyclingRenderTime(n)) }
    #expect(lead.earlyFrameCap == nil)
    #expect(lead.lead == lead.budgetLead)
    // Shown on arrival although sent 7 ms before its vblank: the counter turns early.
    lead.recordShown(target: 10, shown: 10, spare: 0.007, waited: false)
    #expect(lead.shownOnArrivalSpan == 0.007)
    let onArrival = try #require(lead.onArrivalLead)
    #expect(abs(onArrival - (lead.fastRenderTime + 0.007 - RenderLead.margin / 2)) < 1e-12)
    #expect(lead.earlyFrameCap == nil)  // nothing held yet: the span may be longer
    // Held, but sent two vblanks ahead: the span may still be longer.
    lead.recordShown(target: 12, shown: 12, spare: 0.020, waited: true)
    #expect(lead.earlyFrameCap == nil)
    // Sent 8 ms before and held for the vblank: the span is known from both sides.
    lead.recordShown(target: 13, shown: 13, spare: 0.008, waited: true)
    let cap = try #require(lead.earlyFrameCap)
    #expect(cap == onArrival)
    #expect(cap < lead.budgetLead && lead.lead == cap)
    // A frame late under the cap is a miss, but the lead was short by choice: no back-off.
    lead.recordShown(target: 14, shown: 14, spare: -0.001, waited: false)
    #expect(lead.missedFrames == 1 && lead.renderBackOff == 0)
  }

  @Test("a display holds every early frame for its vblank: the lead is the miss budget's, never capped")
  func noCapOnADisplay() {
    var lead = RenderLead(interval: Self.interval)
    for n in 0..<1000 {
      let render = Self.cyclingRenderTime(n)
      let spare = lead.lead - render
      lead.recordRenderTime(render)
      lead.recordShown(target: UInt64(n), shown: UInt64(n), spare: spare, waited: spare >= 0)
    }
    #expect(lead.heldFrames > 900)
    #expect(lead.onArrivalLead == nil && lead.earlyFrameCap == nil && lead.lead == lead.budgetLead)
    // Nor does a frame shown just before its vblank (a report racing the present's reply)
    // make a span worth capping for: under a quarter of a refresh.
    lead.recordShown(target: 2000, shown: 2000, spare: 0.001, waited: false)
    #expect(lead.earlyFrameCap == nil)
  }

  @Test("on a counter that turns half a refresh early, few frames wait for their vblank and none skips one")
  func fakeVblank() {
    // Xvfb's fake vblank: a frame whose pixels are sent more than 7.3 ms before the vblank
    // the schedule expects (half a refresh, less the reply and the clock's early reports)
    // waits for it; a later one is shown on arrival, after the vblank too (at once, with
    // the target's number) until the counter turns again half a refresh after it.
    let span = 0.0073
    func run(capped: Bool) -> (held: Int, skipped: Int, late: Int) {
      var lead = RenderLead(interval: Self.interval)
      var held = 0
      var skipped = 0
      var late = 0
      for n in 0..<3000 {
        let render = Self.cyclingRenderTime(n)
        let spare = lead.lead - render
        let waits = spare > span
        lead.recordRenderTime(render)
        // Without the cap's evidence (as if every early frame were held): the budget alone.
        lead.recordShown(target: UInt64(n), shown: UInt64(n), spare: spare, waited: capped ? waits : true)
        guard n >= 1500 else { continue }
        if waits { held += 1 }
        if spare < 0 { late += 1 }
        if spare < -Self.interval / 2 { skipped += 1 }
      }
      return (held, skipped, late)
    }
    let budget = run(capped: false)
    let capped = run(capped: true)
    // The miss budget's lead covers the slow frames and holds most others for their vblank;
    // capped, the slow frames are late instead (shown at once, at their target) and
    // hardly any frame waits.
    #expect(budget.held > 500, "\(budget)")
    #expect(capped.held < 15, "\(capped)")
    #expect(capped.late < 100, "\(capped)")
    #expect(capped.skipped == 0)
  }

  @Test("a held frame sent less early than the span disproves it, until it is a window of frames old")
  func spanFromRecentFrames() throws {
    var lead = RenderLead(interval: Self.interval)
    for n in 0..<RenderLead.window { lead.recordRenderTime(Self.cyclingRenderTime(n)) }
    lead.recordShown(target: 10, shown: 10, spare: 0.007, waited: false)
    #expect(lead.shownOnArrivalSpan == 0.007)
    // Held although sent only 6 ms before its vblank: no frame sent that early is shown on
    // arrival any more, whatever one was before.
    lead.recordShown(target: 11, shown: 11, spare: 0.006, waited: true)
    #expect(lead.shownOnArrivalSpan == 0.006 && lead.shortestHeldSpare == 0.006)
    let cap = try #require(lead.earlyFrameCap)
    #expect(abs(cap - (lead.fastRenderTime + 0.006 - RenderLead.margin / 2)) < 1e-12)
    // A window of frames later, none held: the held frame no longer bounds the span,
    // which is the longest shown on arrival again; the cap stays, from the span.
    for n in UInt64(12)..<UInt64(12 + RenderLead.window) {
      lead.recordShown(target: n, shown: n, spare: 0.005, waited: false)
    }
    #expect(lead.shownOnArrivalSpan == 0.007 && lead.longestOnArrivalSpare == 0.007)
    #expect(lead.shortestHeldSpare == nil)
    let restored = try #require(lead.earlyFrameCap)
    #expect(abs(restored - (lead.fastRenderTime + 0.007 - RenderLead.margin / 2)) < 1e-12)
    #expect(lead.heldFrames == 1)
  }

  @Test("on a counter whose early span shrinks, then grows back, the span follows: few frames wait, none skips")
  func changingSpan() {
    // As in fakeVblank, but the counter turns 7.3 ms early, then 6 ms, then 7.3 ms again.
    func span(_ n: Int) -> Double { n < 2000 || n >= 4000 ? 0.0073 : 0.006 }
    var lead = RenderLead(interval: Self.interval)
    var held = [0, 0, 0]
    var skipped = 0
    var spans = [Double]()
    for n in 0..<6000 {
      let render = Self.cyclingRenderTime(n)
      let spare = lead.lead - render
      let waits = spare > span(n)
      lead.recordRenderTime(render)
      lead.recordShown(target: UInt64(n), shown: UInt64(n), spare: spare, waited: waits)
      // The last thousand frames of each part, once the span has had time to follow.
      if n % 2000 >= 1000, waits { held[n / 2000] += 1 }
      // Past the first frames, which start before any render time is known.
      if n >= 1000, spare < -Self.interval / 2 { skipped += 1 }
      if n % 2000 == 1999 { spans.append(lead.shownOnArrivalSpan) }
    }
    // A span kept from the first part would hold every frame sent 6 to 7.3 ms early in the
    // second (a third of them); following it, hardly any.
    #expect(held.allSatisfy { $0 < 30 }, "\(held)")
    #expect(skipped == 0)
    #expect(spans[0] > 0.007 && spans[1] < 0.0065 && spans[2] > 0.007, "\(spans)")
  }

  @Test("a frame that starts early starts at most a refresh and a half before its vblank")
  func earlyStartBound() throws {
    var lead = RenderLead(interval: Self.interval)
    // Frames of 20 ms on a counter that turns 10 ms early: the fast frames' time plus the
    // span is more than a refresh and a half.
    for _ in 0..<RenderLead.window { lead.recordRenderTime(0.020) }
    lead.recordShown(target: 10, shown: 10, spare: 0.010, waited: false)
    let onArrival = try #require(lead.onArrivalLead)
    #expect(onArrival > 1.5 * Self.interval)
    #expect(lead.lead <= 1.5 * Self.interval)
    let vblank = 10.0
    let planned = vblank - lead.lead
    let early = try #require(lead.earlyStart(planned: planned, vblank: vblank, nextInput: planned + 0.002))
    #expect(abs(early - (vblank - 1.5 * Self.interval)) < 1e-12)
  }

  @Test("the input's cadence is the median of its recent intervals, and starts over after a pause")
  func inputCadence() throws {
    var cadence = InputCadence()
    #expect(cadence.period == nil && cadence.nextExpected == nil)
    // A 125 Hz mouse with a late report and a press at the instant of a move.
    for time in [1.000, 1.008, 1.016, 1.016, 1.027, 1.032, 1.040] { cadence.record(time) }
    #expect(abs(try #require(cadence.period) - 0.008) < 1e-12)
    let next = try #require(cadence.nextExpected)
    #expect(abs(next - (1.040 + 0.008 - InputCadence.tolerance)) < 1e-12)
    // After a pause the intervals start over: no period until three are known again.
    cadence.record(2.0)
    cadence.record(2.004)
    cadence.record(2.008)
    #expect(cadence.period == nil)
    cadence.record(2.012)
    #expect(abs(try #require(cadence.period) - 0.004) < 1e-12)
  }

  @Test("a frame whose input is all in starts as early as the cap allows, never on a display")
  func earlyStart() throws {
    var lead = RenderLead(interval: Self.interval)
    // Render times of 2 to 4 ms: the budget's lead is short of the cap.
    for n in 0..<RenderLead.window { lead.recordRenderTime(0.002 + Double(n % 21) / 10_000) }
    let vblank = 10.0
    let planned = vblank - lead.lead
    // No span learned yet: as planned, whatever the input.
    #expect(lead.earlyStart(planned: planned, vblank: vblank, nextInput: planned + 0.005) == nil)
    lead.recordShown(target: 10, shown: 10, spare: 0.007, waited: false)
    let earliestLead = try #require(lead.onArrivalLead)
    #expect(earliestLead > lead.lead)
    // The next input is due after the planned start: at once from the lead at which the
    // fast frames still arrive within the span, held frame or not.
    let early = try #require(lead.earlyStart(planned: planned, vblank: vblank, nextInput: planned + 0.002))
    #expect(abs(early - (vblank - earliestLead)) < 1e-12 && early < planned)
    // Input due before the planned start: wait for it.
    #expect(lead.earlyStart(planned: planned, vblank: vblank, nextInput: planned - 0.001) == nil)
    // No cadence known: as planned.
    #expect(lead.earlyStart(planned: planned, vblank: vblank, nextInput: nil) == nil)
    // On a display nothing is shown on arrival: never early.
    var display = RenderLead(interval: Self.interval)
    for n in 0..<RenderLead.window { display.recordRenderTime(0.002 + Double(n % 21) / 10_000) }
    display.recordShown(target: 11, shown: 11, spare: 0.009, waited: true)
    #expect(display.earlyStart(planned: planned, vblank: vblank, nextInput: planned + 0.002) == nil)
  }
}
