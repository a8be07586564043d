import Compositor
import Testing

@testable import SheetOverlay

/// The sheet without a pointer, rows K1–K5 of `docs/SHEET_BEHAVIOUR.md`: the grabber's
/// keys, its accessibility element, and the text field Tab reaches.
@Suite struct KeyboardAccessTests {
  static func press(_ h: SheetHarness, _ key: Key) -> Bool {
    h.screen.deliver(.key(KeyEvent(key, time: h.clock.now)))
  }

  /// Tabs until the grabber has focus.
  static func focusGrabber(_ h: SheetHarness) throws {
    for _ in 0..<10 where h.screen.focusedView?.identifier != "sheet.grabber" { _ = press(h, .tab) }
    try #require(h.screen.focusedView?.identifier == "sheet.grabber")
  }

  /// K1: on the focused grabber Up and Page Up expand one detent, Down and Page Down
  /// collapse one; at either end the key is not taken.
  @Test func arrowsAndPageKeysStepThroughTheDetents() throws {
    let h = SheetHarness(detent: .height(250))
    try Self.focusGrabber(h)
    #expect(Self.press(h, .up))
    #expect(h.detent == .medium)
    #expect(Self.press(h, .pageUp))
    #expect(h.detent == .large)
    #expect(!Self.press(h, .up))
    h.advance(1.5)
    #expect(abs(h.height - 760) < 0.01)
    #expect(Self.press(h, .pageDown))
    #expect(h.detent == .medium)
    #expect(Self.press(h, .down))
    #expect(h.detent == .height(250))
    #expect(!Self.press(h, .down))  // Escape dismisses; Down does not
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
  }

  /// K2: Return and Space cycle through the detents, from the largest back to the
  /// smallest.
  @Test func returnAndSpaceCycle() throws {
    let h = SheetHarness(detent: .medium)
    try Self.focusGrabber(h)
    _ = Self.press(h, .return)
    #expect(h.detent == .large)
    _ = Self.press(h, .space)
    #expect(h.detent == .height(250))
    _ = Self.press(h, .return)
    #expect(h.detent == .medium)
  }

  /// K3: Escape on the focused grabber dismisses, unless dismissal is disabled; either way
  /// the key is taken, and a refusal is reported once.
  @Test func escapeDismissesUnlessDisabled() throws {
    let h = SheetHarness()
    try Self.focusGrabber(h)
    #expect(Self.press(h, .escape))
    #expect(!h.isPresented)
    var attempts: [SheetOverlayDismissReason] = []
    let kept = SheetHarness {
      $0.sheetOverlayInteractiveDismissDisabled().sheetOverlayOnDismissAttempt { attempts.append($0) }
    }
    try Self.focusGrabber(kept)
    #expect(Self.press(kept, .escape))
    #expect(kept.isPresented)
    #expect(attempts == [.escapeKey])
  }

  /// K3, V3: one refused Escape on the grabber is one attempt. The grabber asks, hears no,
  /// and takes the key, so an app whose own Escape binding asks for the keys nothing took
  /// (as the demo's does) does not ask again: `shouldDismiss` is asked once and
  /// `onDismissAttempt` called once, as a "Discard changes?" prompt must show once.
  @Test func oneRefusedEscapeIsOneAttempt() throws {
    var asked = 0
    var attempts: [SheetOverlayDismissReason] = []
    let h = SheetHarness {
      $0.sheetOverlayShouldDismiss { _ in
        asked += 1
        return false
      }
      .sheetOverlayOnDismissAttempt { attempts.append($0) }
    }
    try Self.focusGrabber(h)
    // The app's binding: Escape that nothing took asks the sheet, as the demo's does.
    if !Self.press(h, .escape) { h.presentation.dismiss(reason: .escapeKey) }
    #expect(h.isPresented)
    #expect(asked == 1)
    #expect(attempts == [.escapeKey])
  }

  /// K4: the grabber is an adjustable element whose value is the detent, with the actions
  /// that apply; performing them moves the sheet as the keys do.
  @Test func theGrabberIsAnAdjustableElement() throws {
    let h = SheetHarness(detent: .height(250))
    let grabber = h.presentation.grabberView
    let a = try #require(grabber.accessibility)
    #expect(a.role == .adjustable)
    #expect(a.label == "Sheet grabber")
    #expect(a.value == "250 points")
    #expect(a.actionNames == ["expand", "dismiss"])
    // The sheet's words for its actions, and the keys that do the same (the bridge only
    // says them in its bus's terms).
    #expect(a.actions.map(\.description) == ["Moves the sheet to the next larger detent", "Dismisses the sheet"])
    #expect(a.actions.map(\.keyBinding) == [AccessibilityKeyBinding(.up), AccessibilityKeyBinding(.escape)])
    #expect(grabber.performAccessibilityAction("expand"))
    h.advance(1.5)
    #expect(h.detent == .medium)
    #expect(grabber.accessibility?.value == "medium")
    #expect(grabber.accessibility?.actionNames == ["expand", "collapse", "dismiss"])
    // In numbers, the detent's index; a value set moves to the nearest detent.
    let last = Double(h.presentation.detents.count - 1)
    let range = try #require(grabber.accessibility?.range)
    #expect(range.value == 1 && range.minimum == 0 && range.maximum == last && range.step == 1)
    #expect(range.set(last + 0.4))
    h.advance(1.5)
    #expect(h.detent == h.presentation.detents.last?.detent)
    #expect(grabber.accessibility?.range?.value == last)
    #expect(!(grabber.accessibility?.range?.set(.infinity) ?? true))
    #expect(grabber.accessibility?.range?.set(1) == true)
    h.advance(1.5)
    #expect(h.detent == .medium)
    #expect(grabber.performAccessibilityAction("collapse"))
    #expect(h.detent == .height(250))
    #expect(!grabber.performAccessibilityAction("collapse"))
    #expect(grabber.performAccessibilityAction("dismiss"))
    h.advance(1.5)
    #expect(!h.isPresented)
    #expect(!grabber.performAccessibilityAction("expand"))  // out of sight

    let kept = SheetHarness { $0.sheetOverlayInteractiveDismissDisabled() }
    #expect(kept.presentation.grabberView.accessibility?.actionNames == ["expand", "collapse"])
  }

  /// K5: Tab into the sheet's text field starts editing and raises the keyboard; Tab away
  /// ends editing.
  @Test func tabIntoTheFieldEditsAndTabAwayEnds() throws {
    let h = SheetHarness()
    for _ in 0..<10 where h.screen.focusedView !== h.field { _ = Self.press(h, .tab) }
    #expect(h.screen.focusedView === h.field)
    #expect(h.field.isFocused)
    h.advance(0.5)
    #expect((h.presentation.keyboard?.visibleHeight ?? 0) > 0)
    #expect(Self.press(h, .text("a")))
    #expect(h.field.text == "a")
    _ = Self.press(h, .tab)
    #expect(h.screen.focusedView !== h.field)
    #expect(h.presentation.keyboard?.isShown == false)
    h.advance(0.5)
    #expect(!h.field.isFocused)
  }

  /// Detents read as words and whole numbers; absurd numbers read by their kind, not a
  /// crash.
  @Test func detentsHaveSpokenNames() {
    #expect(SheetOverlayPresentation.spokenName(of: .height(250.4)) == "250 points")
    #expect(SheetOverlayPresentation.spokenName(of: .fraction(0.3)) == "30 percent")
    #expect(SheetOverlayPresentation.spokenName(of: .fitContent) == "fit content")
    #expect(SheetOverlayPresentation.spokenName(of: .height(1e308)) == "height")
    #expect(SheetOverlayPresentation.spokenName(of: .height(.nan)) == "height")
    #expect(SheetOverlayPresentation.spokenName(of: .fraction(-.infinity)) == "fraction")
  }
}
