import Compositor
import Testing

@testable import SheetOverlay

/// The release rules of `docs/SHEET_BEHAVIOUR.md` (rows R1–R8), on detents 250, 380 and 760
/// (an 800-point container's `.height(250)`, `.medium` and `.large`).
@Suite struct ReleaseRuleTests {
  static let detents = [250.0, 380, 760]

  struct Case: CustomTestStringConvertible, Sendable {
    let height: Double
    let velocity: Double
    let expected: SnapTarget
    var skipping = false
    var dismissible = true
    var detents = ReleaseRuleTests.detents
    var testDescription: String { "released at \(height) moving \(velocity) pt/s → \(expected)" }
  }

  /// R1: between two detents, the segment the release is in; its far end once the
  /// projection passes the midpoint.
  @Test(arguments: [
    Case(height: 330, velocity: -1600, expected: .detent(0)),  // projection -468: past 315
    Case(height: 330, velocity: -20, expected: .detent(1)),  // projection 320: short of 315
    Case(height: 300, velocity: 80, expected: .detent(1)),  // projection 340: past 315
    Case(height: 300, velocity: 20, expected: .detent(0)),  // projection 310: short of 315
    Case(height: 684, velocity: -1100, expected: .detent(0), detents: [380, 760]),  // 1100 pt/s from near the top
  ])
  func betweenTwoDetentsTheSegmentItIsIn(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R2: on a detent, the segment beyond it: a flick released on a detent reaches the next.
  @Test(arguments: [
    Case(height: 380, velocity: -1000, expected: .detent(0)),
    Case(height: 380, velocity: 1000, expected: .detent(2)),
    Case(height: 380.4, velocity: -1000, expected: .detent(0)),
    Case(height: 379.6, velocity: 1000, expected: .detent(2)),
    Case(height: 377, velocity: -1000, expected: .detent(0)),  // within 5 points of medium
    Case(height: 380, velocity: -100, expected: .detent(1)),  // too slow to pass 315
    Case(height: 380, velocity: 300, expected: .detent(1)),  // projection 530: short of 570
  ])
  func onADetentTheSegmentBeyondIt(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R3: no velocity, the nearest stop.
  @Test(arguments: [
    Case(height: 310, velocity: 0, expected: .detent(0)),
    Case(height: 320, velocity: 0, expected: .detent(1)),
    Case(height: 700, velocity: 0, expected: .detent(2)),
    Case(height: 320, velocity: .nan, expected: .detent(1)),
    Case(height: 320, velocity: .infinity, expected: .detent(1)),
  ])
  func noVelocityTheNearest(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R4: a release moves at most one detent, however hard the flick.
  @Test(arguments: [
    Case(height: 700, velocity: -8000, expected: .detent(1)),
    Case(height: 260, velocity: 8000, expected: .detent(1)),
    Case(height: 380, velocity: -8000, expected: .detent(0)),
  ])
  func atMostOneDetent(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R5 and R6: past the largest or below the smallest, the release counts as on it.
  @Test(arguments: [
    Case(height: 800, velocity: 500, expected: .detent(2)),
    Case(height: 800, velocity: -100, expected: .detent(2)),
    Case(height: 800, velocity: -1000, expected: .detent(1)),
    Case(height: 240, velocity: 3000, expected: .detent(1)),
    Case(height: 240, velocity: 1000, expected: .detent(1)),
    Case(height: 240, velocity: 50, expected: .detent(0)),
  ])
  func pastTheEndsCountsAsOnThem(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R7: with skipping, the projection is not trimmed; dismissal keeps its rule.
  @Test(arguments: [
    Case(height: 260, velocity: 3000, expected: .detent(2), skipping: true),
    Case(height: 260, velocity: 300, expected: .detent(1), skipping: true),
    Case(height: 760, velocity: -3000, expected: .detent(0), skipping: true),
    Case(height: 380, velocity: -8000, expected: .detent(0), skipping: true),
  ])
  func skippingDropsTheTrimming(_ c: Case) {
    #expect(target(c) == c.expected)
  }

  /// R2 with dismissal disabled, through the pointer: a flick at 1000 pt/s whose pointer
  /// lifts on a detent, a step after its last move, reaches the next detent, as it does
  /// with dismissal enabled. Up onto `.medium` from below it goes on to `.large`; down onto
  /// `.medium` (from `.medium` or from the smallest, both after rising to 600) to the
  /// smallest. The up event's step counts (R11): before, the sheet was read a step short of
  /// the detent and went back to it.
  @Test(arguments: [
    (SheetOverlayDetent.large, 760.0, 300.0, 380.0, SheetOverlayDetent.large),
    (.medium, 380, 600, 380, .height(250)),
    (.height(250), 250, 600, 380, .height(250)),
  ])
  func aFlickReleasedOnADetentWithDismissalDisabledReachesTheNext(
    start: SheetOverlayDetent, from: Double, via: Double, release: Double, expected: SheetOverlayDetent
  ) {
    for dismissible in [false, true] {
      let h = SheetHarness(detent: start) { $0.sheetOverlayInteractiveDismissDisabled(!dismissible) }
      let heights =
        SheetHarness.heights(from: from, to: via, by: 20) + Array(repeating: via, count: 10)
        + SheetHarness.heights(from: via, to: release, by: 20).dropFirst()
      h.drag(throughHeights: heights)
      #expect(h.detent == expected, "dismissible \(dismissible)")
      h.advance(2)
      #expect(h.presentation.phase == .resting)
      #expect(h.presentation.selectedDetent == expected)
    }
  }

  /// R11: the release is where the pointer lifted. An up event away from the last move
  /// moves the sheet there before the release rule reads its height.
  @Test func theReleaseIsWhereThePointerLifted() {
    let h = SheetHarness(detent: .medium)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: h.clock.now)))
    h.clock.advance(by: 0.5)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 470), time: h.clock.now)))
    #expect(abs(h.height - 340) < 1e-9)
    h.clock.advance(by: 0.5)
    // Still for half a second, then lifted 60 points lower: no speed, released at 280.
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 530), time: h.clock.now)))
    #expect(abs(h.height - 280) < 1e-9)
    #expect(h.detent == .height(250))
  }

  /// R8: a release faster than 8000 pt/s starts the settle at 8000; a non-finite one at 0.
  @Test func releaseSpeedIsLimited() {
    #expect(SheetPhysics.releaseVelocity(1e9) == 8000)
    #expect(SheetPhysics.releaseVelocity(-1e9) == -8000)
    #expect(SheetPhysics.releaseVelocity(.nan) == 0)
    var m = MachineDriver()
    m.drag(by: 40, velocity: 1e9)
    #expect(abs(m.state.velocity - 8000) < 1e-9)
  }

  /// R1 through the state machine: the release decides the target and the settle starts
  /// from the release at the release speed.
  @Test func theStateMachineSettlesWhereTheRuleSays() {
    var m = MachineDriver()
    m.release(at: 330, velocity: -1600)
    #expect(m.state.selection == .height(250))
    #expect(m.phase == .settling)
    #expect(abs(m.state.velocity + 1600) < 1e-9)
    m.settle()
    #expect(m.phase == .resting)
    #expect(abs(m.height - 250) < 1e-9)
  }

  func target(_ c: Case) -> SnapTarget {
    SheetPhysics.target(
      height: c.height, velocity: c.velocity, detents: c.detents, allowsSkipping: c.skipping,
      dismissible: c.dismissible)
  }
}
