import Compositor
import Testing

@testable import SheetOverlay

/// When the binding and the callbacks fire, rows B1–B6 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct TargetTimingTests {
  /// B1: the target is named at release, before the sheet moves there; B3: the rest is
  /// reported when it arrives.
  @Test func theTargetIsNamedAtReleaseAndTheRestOnArrival() {
    var m = MachineDriver()
    let released = m.time + 6 * MachineDriver.frame
    m.release(at: 430, velocity: 1500)
    #expect(m.log.count == 1)
    #expect(m.log[0].effect == .targetChanged(.large))
    #expect(abs(m.log[0].time - released) < 1e-9)
    #expect(m.binding == .large)
    m.settle()
    #expect(m.log.count == 2)
    #expect(m.log[1].effect == .cameToRest(.large))
    #expect(m.log[1].time > released + 0.3)
  }

  /// B2: a selection names its target at once, and the sheet springs there.
  @Test func aSelectionNamesItsTargetAtOnce() {
    var m = MachineDriver()
    #expect(m.send(.select(.large)) == [.targetChanged(.large)])
    #expect(m.phase == .settling)
    m.settle()
    #expect(m.effects == [.targetChanged(.large), .cameToRest(.large)])
    // Selecting the detent it rests on changes nothing.
    #expect(m.send(.select(.large)) == [])
    #expect(m.phase == .resting)
  }

  /// B4: `isPresented` is written at the release that dismisses and at presentation.
  @Test func presentationIsWrittenWhenDecided() {
    var m = MachineDriver(selected: .height(250))
    m.drag(by: -40, velocity: -1500)
    #expect(m.effects == [.presentedChanged(false)])
    m.settle()
    #expect(m.send(.present) == [.presentedChanged(true)])
    m.settle()
    #expect(m.effects.suffix(2) == [.presentedChanged(true), .cameToRest(.height(250))])
  }

  /// B5: a detent that is not among the sheet's is ignored by the state; the presentation
  /// reports it and writes the binding back (see `PresentationTests`).
  @Test func anUnknownDetentIsIgnored() {
    var m = MachineDriver()
    #expect(m.send(.select(.fraction(0.9))) == [])
    #expect(m.state.selection == .medium)
    #expect(m.phase == .resting)
  }

  /// B6: a drag that returns to the detent it left names nothing.
  @Test func aDragBackToTheSameDetentNamesNothing() {
    var m = MachineDriver()
    m.release(at: 400, velocity: 0)
    m.settle()
    #expect(m.effects == [.cameToRest(.medium)])
  }

  /// B1 through the presentation: the `selected` binding, the context and
  /// `onDetentChange` change at the release; `onRest` when the sheet arrives.
  @Test func theBindingFollowsTheReleaseInThePresentation() {
    var rests: [SheetOverlayDetent] = []
    let h = SheetHarness { $0.sheetOverlayOnRest { rests.append($0) } }
    h.drag(from: Point(x: 200, y: 430), to: Point(x: 200, y: 380), duration: 0.05)
    #expect(h.detent == .large)
    #expect(h.presentation.context.selectedDetent == .large)
    #expect(h.detentChanges == [.large])
    #expect(h.presentation.phase == .settling)
    #expect(rests == [.medium])  // from the presentation
    h.advance(1.5)
    #expect(rests == [.medium, .large])
  }
}
