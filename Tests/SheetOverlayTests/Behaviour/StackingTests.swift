import Compositor
import Testing

@testable import SheetOverlay

/// A sheet presented over a sheet, rows S1–S4 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct StackingTests {
  /// The harness's sheet at medium (top 420) with a second sheet stacked over it at a
  /// 200-point detent (top 600), settled.
  final class Stack {
    let h: SheetHarness
    @State var shown = true
    var top: SheetOverlayPresentation!
    let card = View(identifier: "card", frame: Rect(x: 0, y: 0, width: 400, height: 200))
    let field = TextField(identifier: "notes", frame: Rect(x: 16, y: 10, width: 300, height: 36))

    init(configure: @escaping (SheetOverlayContent) -> SheetOverlayContent = { $0 }) throws {
      h = SheetHarness()
      try card.addSubview(field)
      top = try h.presentation.sheetOverlay(identifier: "details", isPresented: $shown) { [card] _ in
        configure(card.sheetOverlayDetents([.height(200)]).sheetOverlayKeyboardPolicy(.fullOffset))
      }
      h.advance(1.5)
    }
  }

  /// S1: the stacked sheet's window sits one level above the sheet below, which stays where
  /// it is and usable where it shows; outside both sheets points reach the main window.
  @Test func aStackedSheetSitsOneLevelAbove() throws {
    let s = try Stack()
    let below = try #require(s.h.presentation.overlayWindow)
    let above = try #require(s.top.overlayWindow)
    #expect(above.level == below.level + 1)
    #expect(above.name == "overlay.details")
    #expect(s.top.parent === s.h.presentation)
    #expect(s.h.top == 420)
    #expect(s.top.position.top == 600)
    #expect(s.h.hit(200, 700).0 == "overlay.details")
    #expect(s.h.hit(200, 500).0 == "overlay")  // the part of the list sheet that shows
    #expect(s.h.hit(200, 300).0 == "main")
    let windows = s.h.screen.windows.map(\.name)
    #expect(windows.firstIndex(of: "overlay")! < windows.firstIndex(of: "overlay.details")!)
  }

  /// S2: dismissing the top sheet returns to the one below, untouched; dismissing the one
  /// below takes the top sheet with it.
  @Test func dismissingTheTopReturnsAndTheBottomTakesTheTopAlong() throws {
    let s = try Stack()
    s.shown = false
    s.h.advance(1.5)
    #expect(s.top.phase == .dismissed)
    #expect(s.top.overlayWindow?.isHidden == true)
    #expect(s.h.presentation.phase == .resting)
    #expect(s.h.hit(200, 700).0 == "overlay")
    s.shown = true
    s.h.advance(1.5)
    #expect(s.top.phase == .resting)
    s.h.isPresented = false
    s.h.advance(1.5)
    #expect(s.h.presentation.phase == .dismissed)
    #expect(s.top.phase == .dismissed)
    #expect(!s.shown)
  }

  /// S3: the stacked sheets share one keyboard, which lifts the sheet whose field raised it.
  @Test func theKeyboardIsSharedAndLiftsTheSheetThatAsked() throws {
    let s = try Stack()
    #expect(s.top.keyboard === s.h.presentation.keyboard)
    #expect(s.h.screen.windows.filter { $0.name == "keyboard" }.count == 1)
    s.field.focus()
    s.h.advance(1)
    #expect(s.top.keyboardOffset == 260)
    #expect(s.h.presentation.keyboardOffset == 0)
  }

  /// S3: a field in the sheet below raises the keyboard: it lifts that sheet and the one
  /// stacked on it, so what a person picks below while typing (a place's details over a
  /// search) shows above the keyboard, not under it. Before, the stacked card stayed under
  /// the keyboard (top 600 behind a keyboard from 540).
  @Test func theKeyboardLiftsTheSheetsStackedOnTheOneThatAsked() throws {
    let s = try Stack()
    s.h.field.focus()
    s.h.advance(1)
    let keyboardTop = 800 - (s.h.presentation.keyboard?.visibleHeight ?? 0)
    #expect(keyboardTop == 540)
    let shown = s.top.position
    #expect(s.top.keyboardOffset > 0)
    #expect(shown.top + shown.height <= keyboardTop + 0.5, "\(shown)")
    // The stacked sheet's field raises it: the sheet below stays where it was.
    s.field.focus()
    s.h.advance(1)
    #expect(s.top.keyboardOffset == 260)
    #expect(s.h.presentation.keyboardOffset == 0)
  }

  /// S5: Escape on the grabber of the sheet below, with a sheet stacked on it, dismisses
  /// the top sheet only, as UIKit lets the topmost presented controller handle dismissal;
  /// a second Escape then takes the sheet below. The grabber's `dismiss` action does the
  /// same. Before, the sheet below went and took the top one along: both at once.
  @Test func escapeOnTheLowerGrabberDismissesTheTopSheetOnly() throws {
    let s = try Stack()
    try KeyboardAccessTests.focusGrabber(s.h)
    #expect(s.h.screen.focusedView === s.h.presentation.grabberView)
    #expect(s.h.presentation.topmostPresented === s.top)
    #expect(KeyboardAccessTests.press(s.h, .escape))
    s.h.advance(1.5)
    #expect(s.top.phase == .dismissed)
    #expect(s.h.presentation.phase == .resting)
    #expect(s.h.presentation.topmostPresented === s.h.presentation)
    #expect(KeyboardAccessTests.press(s.h, .escape))
    #expect(!s.h.isPresented)

    let a = try Stack()
    #expect(a.h.presentation.grabberView.performAccessibilityAction("dismiss"))
    a.h.advance(1.5)
    #expect(a.top.phase == .dismissed)
    #expect(a.h.presentation.phase == .resting)
  }

  /// S4: a presentation ended ends the sheets stacked on it on their next frame.
  @Test func endingTheBottomEndsTheStack() throws {
    let s = try Stack()
    s.h.presentation.remove()
    s.h.advance(1.0 / 60)
    #expect(s.top.isRemoved)
    #expect(!s.h.screen.windows.contains { $0.name.hasPrefix("overlay") || $0.name == "keyboard" })
  }
}
