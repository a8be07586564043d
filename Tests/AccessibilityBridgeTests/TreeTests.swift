import AccessibilityBridge
import Compositor
import Testing

/// The tree the bridge serves: the application, one frame per shown window, the views
/// with an element in reading order, their roles and states.
@Suite struct TreeTests {
  @Test func theDemoIsAnApplicationOfFramesOfElements() throws {
    let f = DemoFixture()
    let tree = f.service.snapshot()
    let app = try #require(tree.application)
    #expect(app.role == .application && app.name == "sheet-demo")
    // Frames named for what they are: the app's title, the sheet's name; a sheet is a dialog.
    #expect(app.children.compactMap { tree[$0]?.name } == ["Sheet demo", "Places"])
    #expect(app.children.compactMap { tree[$0]?.identifier } == ["main", "overlay"])
    #expect(app.children.compactMap { tree[$0]?.role } == [.frame, .dialog])
    let main = try #require(f.node(.frame, "Sheet demo", in: tree))
    // Reading order: the map (at the top-left corner) first, then the bar's buttons left to right.
    #expect(
      main.children.compactMap { tree[$0]?.name } == ["Map", "Show sheet", "Style: overlay", "Background: thin"])
    let overlay = try #require(f.node(.dialog, "Places", in: tree))
    #expect(overlay.children.compactMap { tree[$0]?.role } == [.slider, .entry, .list])
    let list = try #require(f.node(.list, "Places", in: tree))
    #expect(list.children.count == 20)
    #expect(tree[list.children[0]]?.name == "Bakery on the Corner")
    #expect(tree[list.children[0]]?.role == .listItem)
  }

  @Test func theGrabberIsASliderWithAValue() throws {
    let f = DemoFixture()
    let grabber = try #require(f.node(.slider))
    // The value's words are its Value's text and `valuetext`, not a description.
    #expect(grabber.name == "Sheet grabber" && grabber.description == "")
    #expect(grabber.attributes.contains { $0 == ("valuetext", "250 points") })
    #expect(grabber.identifier == "sheet.grabber")
    #expect(
      grabber.value
        == AccessibleValue(current: 0, minimum: 0, maximum: 2, increment: 1, text: "250 points", isSettable: true))
    #expect(grabber.actions.map(\.name) == ["expand", "dismiss"])
    #expect(grabber.interfaces.contains(AtspiInterface.value) && grabber.interfaces.contains(AtspiInterface.action))
    for s in [AtspiState.visible, .showing, .enabled, .sensitive, .focusable] { #expect(grabber.states.contains(s)) }
    #expect(!grabber.states.contains(.focused))
  }

  @Test func rolesMapToAtspiRoles() {
    let map = AccessibilityRole.allCases.map { AtspiRole($0).name }
    #expect(map == ["push button", "entry", "slider", "list", "list item", "label", "image", "panel"])
    #expect(AtspiRole.frame.rawValue == 23 && AtspiRole.pushButton.rawValue == 43 && AtspiRole.slider.rawValue == 51)
    #expect(AtspiRole.application.rawValue == 75 && AtspiRole.entry.rawValue == 79 && AtspiRole.listItem.rawValue == 32)
  }

  @Test func rowsScrolledOutOfTheSheetAreVisibleButNotShowing() throws {
    let f = DemoFixture()
    let tree = f.service.snapshot()
    let list = try #require(f.node(.list, in: tree))
    let first = try #require(tree[list.children[0]])
    let last = try #require(tree[list.children[19]])
    #expect(first.states.contains(.showing) && first.states.contains(.visible))
    #expect(!last.states.contains(.showing) && last.states.contains(.visible))
  }

  @Test func aModalSheetsFrameIsModalAndTheKeyWindowsActive() throws {
    let f = DemoFixture()
    #expect(f.node(.frame, "Sheet demo")?.states.contains(.active) == true)
    #expect(f.node(.dialog, "Places")?.states.contains(.modal) == false)
    _ = f.scene.handleKey(KeyEvent(.text("m"), phase: .down, time: f.clock.now))
    f.run(frames: 60)
    #expect(f.node(.dialog, "Places")?.states.contains(.modal) == true)
    #expect(f.node(.frame, "Sheet demo")?.states.contains(.modal) == false)
  }

  @Test func numbersStayWithTheirObjectsAndAreNotReused() throws {
    let f = DemoFixture()
    let before = try #require(f.node(.slider)).id
    f.run(frames: 10)
    #expect(f.node(.slider)?.id == before)
    let table = AccessibleObjectTable(applicationName: "x")
    let screen = Screen(size: Size(width: 100, height: 100), clock: ManualClock())
    let w = Window(name: "w", frame: screen.bounds)
    screen.addWindow(w)
    var ids: Set<UInt32> = []
    for _ in 0..<50 {
      let v = View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      v.accessibility = Accessibility(role: .button, label: "v")
      try w.rootView.addSubview(v)
      let tree = table.snapshot(of: screen)
      ids.insert(tree.subtree(of: 0).last!.id)
      v.removeFromSuperview()
    }
    #expect(ids.count == 50)
  }
}
