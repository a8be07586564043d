import Compositor
import Testing

@testable import SheetOverlay

/// Where the keyboard focus goes as sheets come and go, rows K9–K11 of
/// `docs/SHEET_BEHAVIOUR.md`: a sheet presented while a view has the focus takes it, one
/// dismissed while holding it gives it back, and the overlay window says what it is.
@Suite struct FocusHomeTests {
  /// A harness whose sheet is dismissed, with its main window's button focusable.
  static func dismissedHarness() -> SheetHarness {
    let h = SheetHarness(presented: false)
    h.button.isFocusable = true
    return h
  }

  /// K9: presented while a view has the focus, the sheet takes it, on its grabber; the
  /// sheet's window becomes the key window.
  @Test func aSheetPresentedWhileAViewHasTheFocusTakesIt() throws {
    let h = Self.dismissedHarness()
    h.screen.focus(h.button)
    h.isPresented = true
    h.advance(0.1)
    #expect(h.screen.focusedView === h.presentation.grabberView)
    #expect(h.screen.keyWindow === h.overlay)
  }

  /// K9: presented with nothing focused (a pointer's presentation), the focus stays put.
  @Test func aSheetPresentedWithNothingFocusedLeavesTheFocusAlone() throws {
    let h = Self.dismissedHarness()
    h.isPresented = true
    h.advance(0.1)
    #expect(h.screen.focusedView == nil)
  }

  /// K10: dismissed while holding the focus, the sheet gives it back to the view that had
  /// it when it was presented.
  @Test func dismissingTheSheetThatHoldsTheFocusGivesItBack() throws {
    let h = Self.dismissedHarness()
    h.screen.focus(h.button)
    h.isPresented = true
    h.advance(1.5)
    #expect(KeyboardAccessTests.press(h, .escape))  // on the focused grabber
    #expect(h.screen.focusedView === h.button)
    #expect(h.screen.keyWindow === h.main)
  }

  /// K10: with nothing to go back to, the focus goes to the first view Tab reaches in the
  /// window the sheet was presented over.
  @Test func withNothingToGoBackToTheFocusGoesToTheMainWindowsFirstControl() throws {
    let h = SheetHarness()
    h.button.isFocusable = true
    try KeyboardAccessTests.focusGrabber(h)
    #expect(KeyboardAccessTests.press(h, .escape))
    #expect(h.screen.focusedView === h.button)
  }

  /// K10: a modal sheet's dimming covers the window below while the sheet goes, so Tab's
  /// order has nothing there yet: the focus goes to the window's first focusable view.
  @Test func aModalSheetGivesTheFocusHomeThroughItsDimming() throws {
    let h = SheetHarness { $0.sheetOverlayStyle(.modal) }
    h.button.isFocusable = true
    try KeyboardAccessTests.focusGrabber(h)
    #expect(KeyboardAccessTests.press(h, .escape))
    #expect(h.screen.focusedView === h.button)
  }

  /// K10: a sheet dismissed while the focus is elsewhere leaves it there.
  @Test func aSheetDismissedWithoutTheFocusLeavesItAlone() throws {
    let h = SheetHarness()
    h.button.isFocusable = true
    h.screen.focus(h.button)
    h.isPresented = false
    h.advance(1.5)
    #expect(h.screen.focusedView === h.button)
  }

  /// K11: the overlay window is a sheet to assistive technology, named as the content says;
  /// the keyboard's window is an auxiliary one named "Keyboard".
  @Test func theOverlayWindowIsASheetNamedAsTheContentSays() throws {
    let named = SheetHarness { $0.sheetOverlayAccessibility(label: "Places", description: "Nearby places") }
    #expect(
      named.overlay?.accessibility == WindowAccessibility(kind: .sheet, label: "Places", description: "Nearby places"))
    let plain = SheetHarness()
    #expect(plain.overlay?.accessibility == WindowAccessibility(kind: .sheet))
    let keyboard = try #require(plain.presentation.keyboard)
    #expect(keyboard.window.accessibility == WindowAccessibility(kind: .auxiliary, label: "Keyboard"))
  }
}
