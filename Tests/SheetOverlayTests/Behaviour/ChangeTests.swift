import Compositor
import Testing

@testable import SheetOverlay

/// Changes of the container, safe area, keyboard and configuration in every phase, rows
/// C1–C9 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct ChangeTests {
  /// The detents of a 700-point container.
  static let shorter = MachineDriver.layout([.height(250), .medium, .large], containerHeight: 700)

  /// A sheet in `phase`, going to or resting on `.large`.
  static func sheet(in phase: SheetOverlayPhase) -> MachineDriver {
    var m = MachineDriver(presented: phase != .presenting)
    switch phase {
    case .presenting:
      m.send(.select(.large))
      m.send(.present)
      m.run(0.1)
    case .settling:
      m.release(at: 430, velocity: 1500)  // flung toward large
      m.run(0.1)
    case .held:
      m.send(.select(.large))
      m.run(0.1)
      m.send(.pointerDown(pointer: 0))
    case .dragging:
      m.send(.select(.large))
      m.settle()
      m.send(.pointerDown(pointer: 0))
      m.send(.dragBegan(pointer: 0))
      m.send(.dragMoved(pointer: 0, by: -100))
    case .resting:
      m.send(.select(.large))
      m.settle()
    case .dismissing:
      m.send(.select(.large))
      m.settle()
      m.send(.dismiss)
      m.run(0.1)
    case .dismissed:
      m.send(.select(.large))
      m.send(.dismiss)
      m.settle()
    }
    #expect(m.phase == phase)
    return m
  }

  /// C1–C5: a resize in any phase keeps the target detent and brings the sheet onto its new
  /// height: at once at rest, by the running spring while moving; a drag ends there.
  @Test(arguments: [SheetOverlayPhase.presenting, .settling, .held, .dragging, .resting, .dismissing, .dismissed])
  func aResizeKeepsTheTarget(phase: SheetOverlayPhase) {
    var m = Self.sheet(in: phase)
    let before = m.height
    m.send(.layoutChanged(Self.shorter, .resize))
    #expect(m.state.selection == .large)
    switch phase {
    case .resting:
      #expect(m.height == 660)
    case .dragging:
      #expect(m.phase == .settling)
      m.send(.dragMoved(pointer: 0, by: 300))  // the rest of the sequence is ignored
    case .held:
      #expect(m.height == before)
      m.send(.pointerUp(pointer: 0))
    default:
      #expect(m.height == Swift.min(before, 660))
    }
    m.settle()
    if phase == .dismissing || phase == .dismissed {
      #expect(m.phase == .dismissed)
    } else {
      #expect(m.phase == .resting)
      #expect(m.height == 660)
    }
  }

  /// C2: a sheet taller than the shrunken container is brought onto it at once, from rest.
  @Test func aResizeClampsATallSheet() {
    var m = Self.sheet(in: .settling)
    m.run(0.3)
    #expect(m.height > 700)
    m.send(.layoutChanged(MachineDriver.layout([.large], containerHeight: 300), .resize))
    #expect(m.height == 260)
    #expect(m.state.velocity == 0)
  }

  /// C6: a relayout (safe area, content, configuration) at rest springs to the target's new
  /// height; during a drag, the drag goes on against the new detents.
  @Test func aRelayoutSpringsAtRestAndKeepsADrag() {
    var m = Self.sheet(in: .resting)
    m.send(.layoutChanged(Self.shorter, .relayout))
    #expect(m.phase == .settling)
    #expect(abs(m.height - 760) < 1e-9)
    m.settle()
    #expect(m.height == 660)

    var d = Self.sheet(in: .dragging)
    let before = d.height
    d.send(.layoutChanged(Self.shorter, .relayout))
    #expect(d.phase == .dragging)
    #expect(d.height == before)
    d.send(.dragMoved(pointer: 0, by: -10))
    #expect(abs(d.height - (before - 10)) < 1e-9)
  }

  /// C5: a resize while settling after a flick goes on to the
  /// detent it was flung to, not the one it left.
  @Test func aResizeWhileSettlingAfterAFlickKeepsTheFlingsTarget() {
    var m = MachineDriver()
    m.release(at: 430, velocity: 1500)
    m.run(0.1)
    m.send(.layoutChanged(Self.shorter, .resize))
    m.settle()
    #expect(m.state.selection == .large)
    #expect(m.height == 660)
  }

  /// C8: a relayout that drops the selected detent picks the nearest height to where it
  /// was, and names it.
  @Test func aDroppedDetentGivesTheNearest() {
    var m = MachineDriver()
    let effects = m.send(.layoutChanged(MachineDriver.layout([.height(300), .large], containerHeight: 800), .relayout))
    #expect(effects == [.targetChanged(.height(300))])
    m.settle()
    #expect(m.height == 300)
  }

  /// C6 through the presentation: a safe-area change at rest moves the sheet onto its
  /// detent's new height.
  @Test func aSafeAreaChangeMovesARestingSheet() {
    let h = SheetHarness(detent: .large)
    #expect(abs(h.height - 760) < 0.01)
    h.presentation.safeArea = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
    #expect(abs(h.height - 660) < 0.01)
  }

  /// C6 through the presentation: reconfiguring while presenting ends on the new detent.
  @Test func aReconfigureWhilePresentingRestsOnTheNewDetent() {
    let h = SheetHarness(presented: false)
    h.isPresented = true
    h.advance(0.1)
    #expect(h.presentation.phase == .presenting)
    h.presentation.reconfigure { $0.detents = [.large] }
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
    #expect(abs(h.height - 760) < 0.01)
    #expect(h.detent == .large)
  }

  /// C7: the keyboard follows a resize: it stays wholly up at its new height, and the
  /// sheet rests on its detent lifted by exactly that.
  @Test func theKeyboardFollowsAResize() throws {
    let h = SheetHarness { $0.sheetOverlayKeyboardPolicy(.fullOffset) }
    h.field.focus()
    h.advance(1)
    let keyboard = try #require(h.presentation.keyboard)
    #expect(keyboard.visibleHeight == 260)
    h.screen.resize(to: Size(width: 400, height: 500))
    h.advance(1.5)
    #expect(keyboard.visibleHeight == 200)
    #expect(h.presentation.keyboardOffset == 200)
    #expect(abs(h.height - 230) < 0.01)  // medium of 500: (500 − 40) / 2
    #expect(abs(h.top - (500 - 230 - 200)) < 0.01)
  }

  /// C9: a reconfigure between a resize and the next frame takes the resize in first.
  @Test func aReconfigureRightAfterAResizeTakesItIn() {
    let h = SheetHarness(detent: .large)
    h.screen.resize(to: Size(width: 400, height: 500))
    h.presentation.reconfigure { $0.cornerRadius = 3 }
    #expect(h.presentation.detents.map(\.height) == [230, 250, 460].sorted())
    #expect(h.height == 460)
  }

  /// G4: a move to another placement (the card's detents, between its margins) springs a
  /// sheet at rest to its detent's new height instead of jumping, and ends a drag.
  @Test func aMoveToAnotherPlacementSpringsAndEndsADrag() {
    let resolver = DetentResolver(containerHeight: 768, topGap: 0)
    let card = SheetLayout(
      detents: resolver.resolve([.height(250), .medium, .large]), hiddenHeight: -28, bandDimension: 768)
    var m = MachineDriver()
    #expect(m.height == 380)
    let effects = m.send(.layoutChanged(card, .placement))
    #expect(effects.isEmpty)  // the same detent: no binding write, no callback
    #expect(m.height == 380)
    #expect(m.phase == .settling)
    m.settle()
    #expect(m.phase == .resting)
    #expect(m.height == 384)
    #expect(m.binding == .medium)
    // Every frame on the way moved a little: an animation, not a jump.
    #expect(m.frames.count > 5)

    var d = MachineDriver()
    d.send(.pointerDown(pointer: 0))
    d.send(.dragBegan(pointer: 0))
    d.send(.dragMoved(pointer: 0, by: -60))
    d.send(.layoutChanged(card, .placement))
    #expect(d.phase == .settling)
    d.send(.dragMoved(pointer: 0, by: -100))  // the rest of the sequence is ignored
    d.settle()
    #expect(d.height == 384)
  }
}
