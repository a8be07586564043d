import Testing

@testable import Compositor

/// The accessibility model: roles, labels, values and named actions on views.
@Suite struct AccessibilityTests {
  @Test func actionsArePerformedByNameOnlyOnViewsInSight() {
    let f = OverlayFixture()
    var done: [String] = []
    f.sheetRow.accessibility = Accessibility(
      role: .row, label: "Bakery", value: "selected",
      actions: [
        AccessibilityAction("activate") {
          done.append("activate")
          return true
        },
        AccessibilityAction("refuse") { false },
      ])
    #expect(f.sheetRow.accessibility?.actionNames == ["activate", "refuse"])
    #expect(f.sheetRow.performAccessibilityAction("activate"))
    #expect(!f.sheetRow.performAccessibilityAction("refuse"))
    #expect(!f.sheetRow.performAccessibilityAction("expand"))
    #expect(!f.button.performAccessibilityAction("activate"))  // no element
    f.overlay.isHidden = true
    #expect(!f.sheetRow.performAccessibilityAction("activate"))
    f.overlay.isHidden = false
    f.sheet.alpha = 0
    #expect(!f.sheetRow.performAccessibilityAction("activate"))
    #expect(done == ["activate"])
  }

  /// Every role has a name a script and the accessibility bus can use.
  @Test func rolesHaveStableNames() {
    #expect(
      AccessibilityRole.allCases.map(\.rawValue) == [
        "button", "textField", "adjustable", "list", "row", "staticText", "image", "group",
      ])
  }
}
