import Compositor
import Testing

@testable import SheetOverlay

/// Lifecycle and defaults, rows L2–L4 and F1 of `docs/SHEET_BEHAVIOUR.md` (L1 is in
/// `PresentationTests`).
@Suite struct LifecycleTests {
  /// L2: `remove()` removes the sheet, its windows and its frame handler, and writes
  /// `isPresented` false.
  @Test func endingAPresentationRemovesEverything() {
    let h = SheetHarness()
    let overlay = h.overlay
    let windowsBefore = h.screen.windows.count
    #expect(windowsBefore == 3)  // main, keyboard, overlay
    h.presentation.remove()
    #expect(h.presentation.isRemoved)
    #expect(h.screen.windows.map(\.name) == ["main"])
    #expect(overlay?.screen == nil)
    #expect(h.isPresented == false)
    #expect(h.hit(200, 600).0 == "main")
    // Nothing runs for it any more: the binding no longer brings it back.
    h.isPresented = true
    h.advance(0.5)
    #expect(h.screen.windows.map(\.name) == ["main"])
  }

  /// L2: the presentation is released once ended and no longer referenced.
  @Test func anEndedPresentationIsReleased() {
    let h = SheetHarness()
    weak let weakPresentation = h.presentation
    h.presentation.remove()
    h.presentation = nil
    #expect(weakPresentation == nil)
  }

  /// L3: removing the host window ends the sheet on the next frame; hiding it hides the
  /// sheet until it shows again.
  @Test func theHostWindowLeadsTheSheet() {
    let h = SheetHarness()
    h.main.isHidden = true
    h.advance(1.0 / 60)
    #expect(h.overlay?.isHidden == true)
    h.main.isHidden = false
    h.advance(1.0 / 60)
    #expect(h.overlay?.isHidden == false)
    #expect(h.hit(200, 600).0 == "overlay")

    h.screen.removeWindow(h.main)
    h.advance(1.0 / 60)
    #expect(h.presentation.isRemoved)
    #expect(h.screen.windows.isEmpty)
  }

  /// L4: a text field and a scroll view added to the content after presentation are wired:
  /// the field raises the sheet's keyboard, and a drag over the new list is the sheet's.
  @Test func lateContentIsWired() throws {
    let h = SheetHarness()
    let root = try #require(h.list.superview)
    let field = TextField(identifier: "late.field", frame: Rect(x: 16, y: 0, width: 100, height: 30))
    let list = ScrollView(identifier: "late.list", frame: Rect(x: 200, y: 44, width: 200, height: 200))
    list.contentSize = Size(width: 200, height: 2000)
    try root.addSubview(field)
    try root.addSubview(list)
    #expect(field.keyboard === h.presentation.keyboard)
    #expect(!list.panGestureRecognizer.isEnabled)
    field.focus()
    h.advance(1)
    #expect(h.presentation.keyboard?.isShown == true)
  }

  /// F1: the defaults are SheetOverlay 1.1's; the grabber is UIKit's 36×5.
  @Test func defaultsAreSheetOverlays() {
    let c = SheetOverlayConfiguration()
    #expect(c.detents == [.medium])
    #expect(c.cornerRadius == 20)
    #expect(c.dragIndicator == .automatic)
    #expect(c.background == .material(.thin))
    #expect(c.shadow == Shadow(color: Color.black.opacity(0.33), radius: 5, x: 0, y: 0))
    #expect(c.keyboardPolicy == .ignore)
    #expect(c.spring == Spring(response: 0.55, dampingFraction: 1))
    let h = SheetHarness()
    #expect(h.presentation.bar.frame.size == Size(width: 36, height: 5))
  }
}
