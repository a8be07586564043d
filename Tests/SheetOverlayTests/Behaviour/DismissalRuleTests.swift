import Compositor
import Testing

@testable import SheetOverlay

/// When the sheet dismisses, rows D1–D5 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct DismissalRuleTests {
  /// D1: below the smallest detent, or a downward flick from it, dismisses.
  @Test(arguments: [
    (250.0, -1000.0, SnapTarget.dismiss),  // a flick down from the smallest
    (250, -200, .detent(0)),  // too slow: projection 150, above 125
    (100, 0, .dismiss),  // released still, below half the smallest
    (130, 0, .detent(0)),  // released still, above half
    (200, -300, .dismiss),  // below the smallest, projection 50
    (200, 100, .detent(0)),  // below the smallest, moving up: never dismisses
    (20, 10, .detent(0)),
  ])
  func belowTheSmallestOrAFlickFromIt(height: Double, velocity: Double, expected: SnapTarget) {
    #expect(SheetPhysics.target(height: height, velocity: velocity, detents: [250, 380, 760]) == expected)
  }

  /// D1 through the pointer, with two and three detents: a sheet on its smallest detent is
  /// pulled up 100 points, then thrown down at 1000 pt/s and released on the detent (the
  /// pointer lifts there a step after its last move). The projection passes half the
  /// smallest: it dismisses, as FloatingPanel and UIKit remove it. Before, the up event's
  /// step was dropped and the sheet, read 20 points above the detent, stayed.
  @Test(arguments: [
    [SheetOverlayDetent.height(250), .medium, .large], [.height(250), .medium],
  ])
  func aThrowDownOntoTheSmallestAfterARiseDismisses(detents: [SheetOverlayDetent]) {
    let h = SheetHarness(detent: .height(250)) { $0.sheetOverlayDetents(detents) }
    let heights =
      SheetHarness.heights(from: 250, to: 350, by: 10) + Array(repeating: 350, count: 10)
      + SheetHarness.heights(from: 350, to: 250, by: 20).dropFirst()
    h.drag(throughHeights: heights)
    #expect(!h.isPresented)
    h.advance(2)
    #expect(h.presentation.phase == .dismissed)
  }

  /// D2: a flick down from a higher detent stops at the next one, however hard.
  @Test(arguments: [-1100.0, -3000, -8000])
  func aFlickFromAHigherDetentStopsAtTheNext(velocity: Double) {
    var m = MachineDriver()
    m.release(at: 330, velocity: velocity)
    #expect(m.state.isPresented)
    #expect(!m.effects.contains(.presentedChanged(false)))
    m.settle()
    #expect(m.phase == .resting)
    #expect(m.state.selection == .height(250))

    var two = MachineDriver([.medium, .large], selected: .large)
    two.release(at: 684, velocity: velocity)
    two.settle()
    #expect(two.phase == .resting)
    #expect(two.state.selection == .medium)
  }

  /// D1 through the state machine: the dismissal is decided at release, `isPresented` is
  /// written then, and the sheet slides out below the screen.
  @Test func aFlickFromTheSmallestDismisses() {
    var m = MachineDriver(selected: .height(250))
    m.drag(by: -30, velocity: -2000)
    #expect(m.effects == [.presentedChanged(false)])
    #expect(m.phase == .dismissing)
    m.settle()
    #expect(m.phase == .dismissed)
    #expect(m.height == -12)
    #expect(m.effects.last == .didDismiss)
  }

  /// D3: with dismissal disabled the sheet never dismisses, rubber-bands below its
  /// smallest detent as above its largest, and settles from the banded height at the
  /// banded speed: a flick down from the smallest mirrors a flick up from the largest.
  @Test func dismissalDisabledBandsBelowAsAbove() {
    let rules = SheetRules(isDismissible: false)
    var low = MachineDriver(selected: .height(250), rules: rules)
    low.drag(by: -160, velocity: -3000)
    #expect(low.state.isPresented)
    let bandedLow = 250 - SheetPhysics.rubberBand(160, dimension: 800)
    #expect(abs(low.height - bandedLow) < 1e-6)
    let slope = SheetPhysics.rubberBandSlope(160, dimension: 800)
    #expect(abs(low.state.velocity - -3000 * slope) < 1e-6)
    low.settle()
    #expect(low.phase == .resting && low.height == 250)

    var high = MachineDriver(selected: .large, rules: rules)
    high.drag(by: 160, velocity: 3000)
    high.settle()
    let dive = 250 - low.frames.min()!
    let rise = high.frames.max()! - 760
    #expect(abs(dive - rise) < 1e-6)
    // The band holds the sheet within the band's reach: never the 1:1 dive of 160 points
    // plus the spring's overshoot.
    #expect(dive < 110)
  }

  /// D3 at the limit: a drag below the smallest never dismisses and never shows the
  /// sheet below its hidden height.
  @Test func dismissalDisabledNeverDismisses() {
    var m = MachineDriver(selected: .height(250), rules: SheetRules(isDismissible: false))
    m.drag(by: -100_000, velocity: -8000)
    #expect(m.height >= -12)
    m.settle()
    #expect(m.phase == .resting)
    #expect(m.height == 250)
    #expect(!m.effects.contains(.presentedChanged(false)))
  }

  /// D5: the app dismissing during a drag ends the drag; the rest of the pointer sequence
  /// is ignored.
  @Test func dismissingDuringADragEndsIt() {
    var m = MachineDriver()
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    m.send(.dragMoved(pointer: 0, by: 50))
    #expect(m.send(.dismiss) == [.presentedChanged(false)])
    let h = m.height
    m.send(.dragMoved(pointer: 0, by: 50))
    #expect(m.height == h)
    m.send(.dragEnded(pointer: 0, velocity: 3000))
    #expect(m.phase == .dismissing)
    m.settle()
    #expect(m.phase == .dismissed)
  }

  /// D5: a dismissing sheet is not caught by a pointer; presenting it again turns it round
  /// from where it is, without a jump.
  @Test func aDismissingSheetIsNotCaughtButCanBePresentedAgain() {
    var m = MachineDriver()
    m.send(.dismiss)
    m.run(0.1)
    m.send(.pointerDown(pointer: 0))
    #expect(m.phase == .dismissing)
    let h = m.height
    #expect(m.send(.present) == [.presentedChanged(true)])
    #expect(m.height == h)
    m.settle()
    #expect(m.phase == .resting && m.height == 380)
  }

  /// D6: a sheet on its way out takes no touches: a click on one of its rows reaches the
  /// window behind (the map), the row's tap never fires, and the sheet is not caught. Its
  /// position reports the part that shows, never a negative height.
  @Test func aDismissingSheetTakesNoTouches() {
    var rowTaps = 0
    let h = SheetHarness(detent: .medium)
    h.list.firstView(withIdentifier: "row0")?.addGestureRecognizer(TapGestureRecognizer { _ in rowTaps += 1 })
    // A row of the list at medium (top 420): the list starts 44 below the grabber area.
    #expect(h.hit(200, 500).1 == "row0")
    h.isPresented = false
    h.advance(0.1)
    #expect(h.presentation.phase == .dismissing)
    let shown = h.height
    #expect(shown > 100)
    #expect(h.hit(200, 800 - shown + 70).0 == "main")
    h.tap(200, 800 - shown + 70)
    #expect(rowTaps == 0)
    #expect(h.mainTaps == 1)
    h.advance(1.5)
    #expect(h.presentation.phase == .dismissed)
    #expect(h.height < 0)
    #expect(h.presentation.position.height == 0)
    #expect(h.positions.allSatisfy { $0.height >= 0 })
  }
}
