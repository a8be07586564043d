import Compositor
import Testing

@testable import SheetOverlay

@Suite struct StyleTests {
  @Test func modalDimsBlocksAndDismissesOnTap() {
    let h = SheetHarness { $0.sheetOverlayStyle(.modal) }
    #expect(h.hit(50, 60) == ("overlay", "sheet.dimming"))
    #expect(h.presentation.dimming().amount == 1)
    h.tap(50, 60)
    #expect(h.mainTaps == 0)
    #expect(h.isPresented == false)
    h.advance(1.5)
    #expect(h.hit(50, 60) == ("main", "button"))
  }

  @Test func modalDismissActionFromContent() {
    let h = SheetHarness { $0.sheetOverlayStyle(.modal) }
    h.presentation.context.dismiss()
    #expect(h.isPresented == false)
  }

  @Test func transitionStyleRebuildsContentSoStateResets() {
    let h = SheetHarness { $0.sheetOverlayStyle(.transition) }
    h.field.text = "coffee"
    h.list.contentOffset = Point(x: 0, y: 300)
    h.isPresented = false
    h.advance(1.5)
    #expect(h.presentation.content == nil)
    #expect(h.presentation.contentHost.subviews.isEmpty)
    h.isPresented = true
    h.advance(1.5)
    #expect(h.builds == 2)
    #expect(h.field.text == "")
    #expect(h.list.contentOffset.y == 0)
  }

  @Test(arguments: [SheetOverlayStyle.offset, .overlay])
  func offsetStyleKeepsContentSoStatePersists(style: SheetOverlayStyle) {
    let h = SheetHarness { $0.sheetOverlayStyle(style) }
    h.field.text = "coffee"
    h.list.contentOffset = Point(x: 0, y: 300)
    h.isPresented = false
    h.advance(1.5)
    #expect(h.presentation.content != nil)
    h.isPresented = true
    h.advance(1.5)
    #expect(h.builds == 1)
    #expect(h.field.text == "coffee")
    #expect(h.list.contentOffset.y == 300)
  }

  @Test func backgroundInteractionUpThroughMedium() {
    let h = SheetHarness { $0.sheetOverlayBackgroundInteraction(.enabled(upThrough: .medium)) }
    h.tap(50, 60)
    #expect(h.mainTaps == 1)
    h.detent = .large
    h.advance(1.5)
    #expect(h.presentation.dimming().amount == 1)
    #expect(h.hit(50, 30) == ("overlay", "sheet.dimming"))
    // Mid-drag the dimming follows the sheet continuously.
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    var amounts: [Double] = []
    for y in stride(from: 60.0, through: 450, by: 30) {
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
      amounts.append(h.presentation.dimming().amount)
    }
    #expect(zip(amounts, amounts.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(amounts.contains { $0 > 0.2 && $0 < 0.8 })
    #expect(amounts.last == 0)
  }

  @Test func tapOnDimmingWithDismissDisabledReturnsToTheUndimmedDetent() {
    let h = SheetHarness(detent: .large) {
      $0.sheetOverlayBackgroundInteraction(.enabled(upThrough: .medium)).sheetOverlayInteractiveDismissDisabled()
    }
    h.tap(50, 20)
    h.advance(1.5)
    #expect(h.isPresented)
    #expect(h.detent == .medium)
  }
}

@Suite struct ReconfigureTests {
  @Test func switchingToModalBlocksTheMainWindow() {
    let h = SheetHarness()
    #expect(h.hit(50, 60) == ("main", "button"))
    h.presentation.reconfigure { $0.style = .modal }
    h.advance(0.1)
    #expect(h.hit(50, 60) == ("overlay", "sheet.dimming"))
  }

  @Test func changingDetentsKeepsTheSelectionWhenItRemains() {
    let h = SheetHarness(detent: .large)
    h.presentation.reconfigure { $0.detents = [.large, .fraction(0.25)] }
    h.advance(1.5)
    #expect(h.detent == .large)
    h.presentation.reconfigure { $0.detents = [.fraction(0.25)] }
    h.advance(1.5)
    #expect(h.detent == .fraction(0.25))
    #expect(abs(h.height - 190) < 0.1)
  }

  @Test func backgroundChangesApply() {
    let h = SheetHarness()
    h.presentation.reconfigure { $0.background = .material(.thick) }
    #expect(h.presentation.sheetView.background == .material(.thick))
  }
}
