import Compositor
import Testing

@testable import SheetOverlay

/// Reduced motion, rows M1–M4 of `docs/SHEET_BEHAVIOUR.md`: fades in and out where the
/// sheet is, eased moves between detents, no springs.
@Suite struct MotionTests {
  static let reduced = SheetRules(motion: .reduced)

  /// M1: presenting, the sheet appears at its detent wholly transparent and fades in over
  /// 0.25 s; the binding is written at once, `onRest` when it is opaque.
  @Test func presentationFadesInWhereTheSheetRests() {
    var m = MachineDriver(rules: Self.reduced, presented: false)
    let effects = m.send(.present)
    #expect(effects == [.presentedChanged(true)])
    #expect(m.height == 380)
    #expect(m.state.opacity == 0)
    m.run(0.1)
    #expect(m.state.opacity > 0.1 && m.state.opacity < 0.9)
    #expect(m.frames.allSatisfy { $0 == 380 })
    m.run(0.2)
    #expect(m.phase == .resting)
    #expect(m.state.opacity == 1)
    #expect(m.effects.contains(.cameToRest(.medium)))
  }

  /// M2: dismissing, the sheet fades out where it is, then is put out of sight; a flick
  /// down from the smallest detent fades out where it was let go.
  @Test func dismissalFadesOutWhereTheSheetIs() {
    var m = MachineDriver(rules: Self.reduced)
    m.send(.dismiss)
    m.run(0.1)
    #expect(m.height == 380)
    #expect(m.state.opacity < 1 && m.state.opacity > 0)
    m.run(0.2)
    #expect(m.phase == .dismissed)
    #expect(m.height == m.state.layout.hiddenHeight)
    #expect(m.state.opacity == 1)  // whole again for the next presentation, out of sight
    #expect(m.effects.contains(.didDismiss))

    var f = MachineDriver(selected: .height(250), rules: Self.reduced)
    f.drag(by: -60, velocity: -2500)
    #expect(f.phase == .dismissing)
    let released = f.height
    f.run(0.1)
    #expect(f.height == released)
    f.settle()
    #expect(f.phase == .dismissed)
  }

  /// M3: a detent change is an eased move of 0.3 s that never overshoots, whatever the
  /// release speed.
  @Test func detentChangesMoveWithoutASpring() {
    var m = MachineDriver(rules: Self.reduced)
    m.send(.select(.large))
    m.run(0.3 + 1.0 / 60)  // the frame at 0.3 s may fall a hair before it
    #expect(m.phase == .resting)
    #expect(m.height == 760)
    #expect(zip(m.frames, m.frames.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(m.frames.allSatisfy { $0 <= 760 })

    var f = MachineDriver(rules: Self.reduced)
    f.release(at: 420, velocity: 3000)  // a hard flick up: a spring would overshoot
    #expect(f.state.selection == .large)
    f.settle()
    #expect(f.frames.allSatisfy { $0 <= 760 })
    #expect(f.frames.count <= 19)  // 0.3 s at 60 frames a second, and a hair
  }

  /// M4: a drag still follows the pointer one to one; a drag started during a fade-in
  /// takes the sheet wholly shown.
  @Test func aDragStillFollowsThePointer() {
    var m = MachineDriver(rules: Self.reduced, presented: false)
    m.send(.present)
    m.run(0.1)
    m.send(.pointerDown(pointer: 0))
    m.send(.dragBegan(pointer: 0))
    #expect(m.state.opacity == 1)
    m.send(.dragMoved(pointer: 0, by: 40))
    #expect(m.height == 420)
    m.send(.dragEnded(pointer: 0, velocity: 0))
    m.settle()
    #expect(m.height == 380)
  }

  /// M4: with reduced motion the sheet's layer takes the opacity, and a move to another
  /// placement goes across at once.
  @Test func thePresentationShowsTheFadeAndSkipsTheSlide() {
    let h = SheetHarness(presented: false) { $0.sheetOverlayMotion(.reduced) }
    h.isPresented = true
    h.advance(2.0 / 60)
    let alpha = h.presentation.sheetView.alpha
    #expect(alpha > 0 && alpha < 1)
    #expect(h.height == 380)
    h.advance(0.5)
    #expect(h.presentation.sheetView.alpha == 1)
    h.screen.resize(to: Size(width: 1280, height: 800))
    h.advance(2.0 / 60)
    #expect(h.presentation.position.x == 16)
    #expect(h.presentation.position.width == 400)
  }
}
