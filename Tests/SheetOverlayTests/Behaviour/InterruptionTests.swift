import Compositor
import Testing

@testable import SheetOverlay

/// Interruptions, rows I1–I7 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct InterruptionTests {
  /// A sheet settling from medium to large, a few frames in.
  func settlingToLarge() -> MachineDriver {
    var m = MachineDriver()
    m.send(.select(.large))
    m.run(0.1)
    return m
  }

  /// I1: a pointer down on a moving sheet catches it where it is shown.
  @Test(arguments: [SheetOverlayPhase.settling, .presenting])
  func aPointerDownCatchesWhereShown(phase: SheetOverlayPhase) {
    var m = phase == .settling ? settlingToLarge() : MachineDriver(presented: false)
    if phase == .presenting {
      m.send(.present)
      m.run(0.1)
    }
    #expect(m.phase == phase)
    let shown = m.height
    m.send(.pointerDown(pointer: 0))
    #expect(m.phase == .held)
    #expect(m.height == shown)
    #expect(m.state.velocity == 0)
    m.run(0.5)
    #expect(m.height == shown)
  }

  /// I2: a tap that never drags lets the settle go on to its target, not the nearest.
  @Test func aTapLetsTheSettleGoOn() {
    var m = settlingToLarge()
    #expect(m.height < 570)  // nearer medium than large
    m.send(.pointerDown(pointer: 0))
    m.run(0.1)
    m.send(.pointerUp(pointer: 0))
    #expect(m.phase == .settling)
    m.settle()
    #expect(m.height == 760)
    #expect(m.state.selection == .large)
    #expect(m.effects == [.targetChanged(.large), .cameToRest(.large)])
  }

  /// I3: a drag from a caught sheet starts where the sheet is shown, also inside the rubber
  /// band: it moves no further than the pointer.
  @Test func aDragFromACaughtSheetDoesNotBandTwice() {
    var m = MachineDriver(selected: .large)
    m.drag(by: 200, velocity: 4000)  // far into the band, flung further
    m.run(0.05)
    #expect(m.height > 760)
    let caught = m.height
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    #expect(m.height == caught)
    m.send(.dragMoved(pointer: 0, by: -1))
    #expect(m.height < caught && caught - m.height <= 1)
    m.send(.dragMoved(pointer: 0, by: 1))
    #expect(abs(m.height - caught) < 1e-9)
  }

  /// I4: a second pointer neither moves nor resets a drag in progress, nor a hold.
  @Test func aSecondPointerIsIgnored() {
    var m = MachineDriver()
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    m.send(.dragMoved(pointer: 0, by: 40))
    let h = m.height
    m.send(.pointerDown(pointer: 1))
    m.send(.dragBegan(pointer: 1))
    m.send(.dragMoved(pointer: 1, by: 200))
    m.send(.dragEnded(pointer: 1, velocity: 5000))
    #expect(m.phase == .dragging)
    #expect(m.height == h)
    m.send(.dragMoved(pointer: 0, by: 10))
    #expect(m.height == h + 10)

    var held = settlingToLarge()
    held.send(.pointerDown(pointer: 0))
    held.send(.pointerDown(pointer: 1))
    held.send(.pointerUp(pointer: 1))
    #expect(held.phase == .held)
  }

  /// I4 through the compositor: a second pointer going down on the sheet mid-drag does not
  /// join the sheet's drag, so the sheet does not jump by the distance between them.
  @Test func aSecondPointerOnTheScreenDoesNotJumpTheSheet() {
    let h = SheetHarness()
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: h.clock.now)))
    h.clock.advance(by: 0.05)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 400), time: h.clock.now)))
    #expect(h.presentation.phase == .dragging)
    let before = h.height
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 100, y: 600), time: h.clock.now, pointerID: 1)))
    h.clock.advance(by: 0.05)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 100, y: 700), time: h.clock.now, pointerID: 1)))
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 100, y: 700), time: h.clock.now, pointerID: 1)))
    #expect(h.height == before)
    #expect(h.presentation.phase == .dragging)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 390), time: h.clock.now)))
    #expect(abs(h.height - (before + 10)) < 1e-9)
  }

  /// I5: a cancelled drag returns to the detent it was going to; a cancelled hold goes on.
  @Test func aCancelReturnsToTheTarget() {
    var m = MachineDriver()
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    m.send(.dragMoved(pointer: 0, by: 300))
    m.send(.pointerCancelled(pointer: 0))
    #expect(m.phase == .settling)
    m.settle()
    #expect(m.height == 380)
    #expect(m.state.selection == .medium)

    var held = settlingToLarge()
    held.send(.pointerDown(pointer: 0))
    held.send(.pointerCancelled(pointer: 0))
    held.settle()
    #expect(held.height == 760)
  }

  /// I7: a selection during a drag is recorded and the release decides; during a hold, the
  /// held sheet goes on to the new selection.
  @Test func aSelectionDuringADragOrAHold() {
    var m = MachineDriver()
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    m.send(.dragMoved(pointer: 0, by: -20))
    #expect(m.send(.select(.large)) == [.targetChanged(.large)])
    #expect(m.phase == .dragging)
    m.send(.dragEnded(pointer: 0, velocity: -2000))
    #expect(m.binding == .height(250))
    m.settle()
    #expect(m.height == 250)

    var held = settlingToLarge()
    held.send(.pointerDown(pointer: 0))
    held.send(.select(.height(250)))
    held.send(.pointerUp(pointer: 0))
    held.settle()
    #expect(held.height == 250)
    #expect(held.binding == .height(250))
  }
}
