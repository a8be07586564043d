import Testing

@testable import Compositor

/// Keyboard focus: the order Tab follows, the keys that move and activate it, the ring.
@Suite struct FocusTests {
  /// The overlay fixture with a focusable button (main), a row (the sheet) and a second
  /// button covered by the sheet.
  static func fixture() throws -> (OverlayFixture, covered: View) {
    let f = OverlayFixture()
    f.button.isFocusable = true
    f.sheetRow.isFocusable = true
    let covered = View(identifier: "covered", frame: Rect(x: 20, y: 600, width: 100, height: 44))
    covered.isFocusable = true
    try f.main.rootView.addSubview(covered)
    f.screen.keyWindow = f.main
    return (f, covered)
  }

  static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(key, modifiers: modifiers, time: 0)
  }

  /// Tab goes through the views a pointer could reach, window by window from the back,
  /// top down; a view behind the sheet, hidden, or not taking hits is left out.
  @Test func tabFollowsWhatAPointerCouldReach() throws {
    let (f, covered) = try Self.fixture()
    let other = View(identifier: "other", frame: Rect(x: 200, y: 40, width: 100, height: 44))
    other.isFocusable = true
    try f.main.rootView.addSubview(other)
    let hidden = View(identifier: "hidden", frame: Rect(x: 20, y: 200, width: 100, height: 44))
    hidden.isFocusable = true
    hidden.isHidden = true
    try f.main.rootView.addSubview(hidden)
    let inert = View(identifier: "inert", frame: Rect(x: 20, y: 300, width: 100, height: 44))
    inert.isFocusable = true
    inert.isUserInteractionEnabled = false
    try f.main.rootView.addSubview(inert)
    #expect(f.screen.focusOrder().map(\.identifier) == ["button", "other", "row"])
    #expect(!f.screen.focusOrder().contains { $0 === covered })
    f.overlay.isHidden = true
    #expect(f.screen.focusOrder().map(\.identifier) == ["button", "other", "covered"])
  }

  /// Tab and Shift-Tab move forward and back and wrap around; the focused view is its
  /// window's first responder, and its window the key window.
  @Test func tabAndShiftTabWrapAround() throws {
    let (f, _) = try Self.fixture()
    var told: [(String, Bool)] = []
    final class Recording: View {
      var told: ((Bool) -> Void)?
      override func firstResponderDidChange(_ isFirstResponder: Bool) { told?(isFirstResponder) }
    }
    let field = Recording(identifier: "field", frame: Rect(x: 20, y: 100, width: 100, height: 30))
    field.isFocusable = true
    field.told = { told.append(("field", $0)) }
    try f.main.rootView.addSubview(field)
    #expect(f.screen.deliver(.key(Self.key(.tab))))
    #expect(f.screen.focusedView === f.button)
    f.screen.deliver(.key(Self.key(.tab)))
    #expect(f.screen.focusedView === field)
    f.screen.deliver(.key(Self.key(.tab)))
    #expect(f.screen.focusedView === f.sheetRow)
    #expect(f.screen.keyWindow === f.overlay)
    #expect(f.main.firstResponder == nil)
    f.screen.deliver(.key(Self.key(.tab)))
    #expect(f.screen.focusedView === f.button)
    f.screen.deliver(.key(Self.key(.tab, .shift)))
    #expect(f.screen.focusedView === f.sheetRow)
    f.screen.deliver(.key(Self.key(.tab, .shift)))
    #expect(f.screen.focusedView === field)
    #expect(told.map(\.1) == [true, false, true])
  }

  /// The focused view's own key handler comes first; Return and Space then perform its
  /// `activate` action; keys nobody takes say so.
  @Test func returnAndSpaceActivateTheFocusedView() throws {
    let (f, _) = try Self.fixture()
    var activations = 0
    f.button.accessibility = Accessibility(
      role: .button, label: "Go",
      actions: [
        AccessibilityAction(AccessibilityAction.activate) {
          activations += 1
          return true
        }
      ])
    f.screen.deliver(.key(Self.key(.tab)))
    #expect(f.screen.deliver(.key(Self.key(.return))))
    #expect(f.screen.deliver(.key(Self.key(.space))))
    #expect(activations == 2)
    #expect(!f.screen.deliver(.key(Self.key(.text("x")))))
    f.button.onKey = { $0.key == .return }
    f.screen.deliver(.key(Self.key(.return)))
    #expect(activations == 2)
  }

  /// The ring shows after focus moved by the keyboard, outside the view; a pointer press
  /// hides it; where a clipping ancestor would cut it, it is drawn inside.
  @Test func theRingFollowsTheKeyboardAndStaysInside() throws {
    let (f, _) = try Self.fixture()
    #expect(f.screen.focusRingGeometry == nil)
    f.screen.deliver(.key(Self.key(.tab)))
    let ring = try #require(f.screen.focusRingGeometry)
    #expect(ring.rect == f.button.frameOnScreen.insetBy(dx: -FocusRingGeometry.offset, dy: -FocusRingGeometry.offset))
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 300, y: 300), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 300, y: 300), time: 0.05)))
    #expect(f.screen.focusRingGeometry == nil)
    #expect(f.screen.focusedView === f.button)
    // The row sits at the sheet's left edge, and the sheet clips: the ring goes inside.
    f.sheet.clipsToBounds = true
    f.screen.focus(f.sheetRow)
    f.screen.deliver(.key(Self.key(.tab)))
    f.screen.deliver(.key(Self.key(.tab, .shift)))
    let inside = try #require(f.screen.focusRingGeometry)
    #expect(f.screen.focusedView === f.sheetRow)
    #expect(f.sheetRow.frameOnScreen.contains(inside.rect))
    // A focused view that hides shows no ring.
    f.sheetRow.isHidden = true
    #expect(f.screen.focusRingGeometry == nil)
  }
}
