import Compositor
import CompositorTesting
import Testing

@testable import Controls

/// A toggle flips on a press released inside it, on Space or Return while focused, and
/// through assistive technology; it follows the app's value when bound to one.
@Suite struct ToggleTests {
  @Test func aPressFlipsItAndTellsTheApp() throws {
    let f = ControlsFixture()
    var changes: [Bool] = []
    let toggle = Toggle(title: "Lights") { changes.append($0) }
    try f.add(toggle, at: Rect(x: 20, y: 20, width: 200, height: 31))
    f.harness.tap(at: Point(x: 190, y: 35))
    #expect(toggle.isOn)
    f.harness.tap(at: Point(x: 40, y: 35))
    #expect(!toggle.isOn, "the title is part of it")
    #expect(changes == [true, false])
    // Dragged out, it stays as it was.
    f.harness.drag(from: Point(x: 190, y: 35), to: Point(x: 190, y: 200))
    #expect(!toggle.isOn)
    // Set by the app, it shows the value without telling the app.
    toggle.isOn = true
    #expect(changes == [true, false])
  }

  @Test(arguments: [Key.space, Key.return])
  func spaceAndReturnFlipTheFocusedToggle(key: Key) throws {
    let f = ControlsFixture()
    let toggle = Toggle(title: "Wi-Fi", isOn: true)
    try f.add(toggle, at: Rect(x: 20, y: 20, width: 200, height: 31))
    f.harness.key(.tab)
    #expect(f.screen.focusedView === toggle)
    f.harness.key(key)
    #expect(!toggle.isOn)
    f.harness.key(key)
    #expect(toggle.isOn)
  }

  @Test func boundItFollowsTheAppsValueAndWritesAPersonsChangeBack() throws {
    let f = ControlsFixture()
    let store = Store()
    let toggle = Toggle(title: "Lights", get: { store.lights }, set: { store.lights = $0 })
    try f.add(toggle, at: Rect(x: 20, y: 20, width: 200, height: 31))
    store.lights = true
    #expect(!toggle.isOn, "read on the next frame")
    f.step()
    #expect(toggle.isOn)
    f.harness.tap(at: Point(x: 190, y: 35))
    #expect(!toggle.isOn)
    #expect(!store.lights, "written back")
    f.step()
    #expect(!toggle.isOn)
  }

  @Test func assistiveTechnologyReadsACheckableButton() throws {
    let f = ControlsFixture()
    let toggle = Toggle(title: "Lights")
    try f.add(toggle, at: Rect(x: 20, y: 20, width: 200, height: 31))
    #expect(toggle.accessibility?.role == .button)
    #expect(toggle.accessibility?.label == "Lights")
    #expect(toggle.accessibility?.isChecked == false)
    #expect(toggle.accessibility?.value == "off")
    #expect(toggle.performAccessibilityAction(AccessibilityAction.activate))
    #expect(toggle.accessibility?.isChecked == true)
    #expect(toggle.accessibility?.value == "on")
  }

  @Test func disabledItKeepsItsValue() throws {
    let f = ControlsFixture()
    let toggle = Toggle(title: "Lights")
    try f.add(toggle, at: Rect(x: 20, y: 20, width: 200, height: 31))
    toggle.isEnabled = false
    f.harness.tap(at: Point(x: 190, y: 35))
    #expect(!toggle.isOn)
    #expect(!toggle.performAccessibilityAction(AccessibilityAction.activate))
    #expect(!toggle.isOn)
  }

  @Test func itsSizeIsItsTitleBesideTheSwitch() throws {
    let f = ControlsFixture()
    let toggle = Toggle(title: "Lights")
    let bare = Toggle()
    let column = VStack(alignment: .leading) {
      toggle; bare
    }
    try f.add(column, at: Rect(x: 0, y: 0, width: 400, height: 300))
    let title = f.screen.textMetrics.size(of: Text("Lights", fontSize: 15))
    #expect(toggle.frame.size == Size(width: (title.width + 12 + 51).rounded(.up), height: 31))
    #expect(bare.frame.size == Toggle.switchSize)
  }
}

/// An app's value a bound toggle reads and writes.
final class Store {
  var lights = false
}
