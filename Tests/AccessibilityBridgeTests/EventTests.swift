import AccessibilityBridge
import Compositor
import Testing

/// The events a frame sends: focus, value, children, bounds and text, one per change and
/// object, and only those someone listens for (or that keep clients' caches).
@Suite struct EventTests {
  let f = DemoFixture()

  func names(_ events: [AccessibilityEvent]) -> [String] { events.map(\.name) }

  @Test func tabSendsFocusLostThenGained() throws {
    f.scene.screen.moveFocus()
    f.run(frames: 1)
    let first = f.service.frameEvents().filter { $0.detail == "focused" }
    let show = try #require(f.node(.pushButton, "Show sheet"))
    #expect(first == [AccessibilityEvent(source: show.id, member: "StateChanged", detail: "focused", detail1: 1)])
    f.scene.screen.moveFocus()
    f.run(frames: 1)
    let second = f.service.frameEvents().filter { $0.detail == "focused" }
    #expect(second.map(\.detail1) == [0, 1])
    #expect(second.first?.source == show.id)
    #expect(second.first?.name == "object:state-changed:focused")
  }

  @Test func expandSendsTheValueOnceItMovesBetweenDetents() throws {
    let g = try #require(f.node(.slider))
    #expect(f.scene.performAccessibilityAction("expand", on: f.service.objects.view(g.id)!))
    var values: [AccessibilityEvent] = []
    for _ in 0..<40 {
      f.run(frames: 1)
      values += f.service.frameEvents().filter { $0.detail == "accessible-value" }
    }
    #expect(
      values == [
        AccessibilityEvent(source: g.id, member: "PropertyChange", detail: "accessible-value", data: .double(1))
      ])
  }

  @Test func presentingTheDetailsAddsAFrameAndDismissingRemovesIt() throws {
    let row = try #require(f.node(.listItem, "Old Harbour"))
    _ = f.call(row.id, AtspiInterface.action, "DoAction", [.int32(0)])
    f.run(frames: 1)
    let added = f.service.frameEvents().filter {
      $0.member == "ChildrenChanged" && $0.source == AccessibleTree.applicationID
    }
    let details = try #require(f.node(.dialog, "Place details"))
    #expect(
      added == [
        AccessibilityEvent(
          source: 0, member: "ChildrenChanged", detail: "add", detail1: 2,
          data: f.service.snapshot().reference(to: details.id))
      ])
    let close = try #require(f.node(.pushButton, "Close"))
    _ = f.call(close.id, AtspiInterface.action, "DoAction", [.int32(0)])
    var removed: [AccessibilityEvent] = []
    for _ in 0..<90 {
      f.run(frames: 1)
      removed += f.service.frameEvents().filter { $0.member == "ChildrenChanged" && $0.source == 0 }
    }
    #expect(removed.map(\.detail) == ["remove"])
    #expect(removed.first?.detail1 == 2)
  }

  @Test func aDragSendsOneBoundsChangePerObjectAndFrame() throws {
    let g = try #require(f.node(.slider))
    let screen = f.scene.screen
    let start = Point(x: g.frame.midX, y: g.frame.midY)
    screen.deliver(.pointer(PointerEvent(.down, at: start, time: f.clock.now)))
    // Three moves between two frames: one bounds change per moved object.
    for dy in [10.0, 20.0, 30.0] {
      f.clock.advance(by: 0.004)
      screen.deliver(.pointer(PointerEvent(.move, at: Point(x: start.x, y: start.y - dy), time: f.clock.now)))
    }
    f.run(frames: 1)
    let bounds = f.service.frameEvents().filter { $0.member == "BoundsChanged" }
    #expect(Set(bounds.map(\.source)).count == bounds.count)
    #expect(bounds.contains { $0.source == g.id })
    #expect(
      bounds.first { $0.source == g.id }?.data
        == .structure([.int32(Int32(g.frame.minX)), .int32(Int32(g.frame.minY) - 30), .int32(80), .int32(20)]))
    // Once the registry says no one listens for bounds changes, none are sent.
    f.service.listeners.reset([(":1.9", "Object:StateChanged:Focused")])
    screen.deliver(.pointer(PointerEvent(.move, at: Point(x: start.x, y: start.y - 60), time: f.clock.now)))
    f.run(frames: 1)
    #expect(f.service.frameEvents().filter { $0.member == "BoundsChanged" }.isEmpty)
    f.service.listeners.add("object:bounds-changed", by: ":1.9")
    screen.deliver(.pointer(PointerEvent(.move, at: Point(x: start.x, y: start.y - 90), time: f.clock.now)))
    f.run(frames: 1)
    #expect(!f.service.frameEvents().filter { $0.member == "BoundsChanged" }.isEmpty)
  }

  @Test func listenersMatchByClassMajorAndMinor() {
    var l = EventListeners()
    let focus = AccessibilityEvent(source: 1, member: "StateChanged", detail: "focused", detail1: 1)
    let bounds = AccessibilityEvent(source: 1, member: "BoundsChanged")
    let value = AccessibilityEvent(source: 1, member: "PropertyChange", detail: "accessible-value")
    #expect(l.wants(bounds))  // nothing known yet: everything goes
    l.reset([])
    #expect(!l.wants(bounds) && !l.wants(value))
    #expect(l.wants(focus))  // states keep caches: always sent
    l.add("Object:PropertyChange:AccessibleValue", by: ":1.4")
    #expect(l.wants(value) && !l.wants(bounds))
    l.add("object:", by: ":1.5")
    #expect(l.wants(bounds))
    l.remove("object:", by: ":1.5")
    #expect(!l.wants(bounds))
    l.forget(":1.4")
    #expect(!l.wants(value))
  }

  @Test func typingSendsTextChanges() throws {
    let field = try #require(f.node(.entry))
    _ = f.call(field.id, AtspiInterface.component, "GrabFocus")
    f.run(frames: 1)
    _ = f.service.frameEvents()
    for key in ["a", "b"] { _ = f.scene.handleKey(KeyEvent(.text(key), phase: .down, time: f.clock.now)) }
    f.run(frames: 1)
    let text = f.service.frameEvents().filter { $0.member == "TextChanged" }
    #expect(
      text == [
        AccessibilityEvent(
          source: field.id, member: "TextChanged", detail: "insert", detail1: 0, detail2: 2, data: .string("ab"))
      ])
  }

  @Test func theCaretAndTheSelectionSendTheirEvents() throws {
    let field = try #require(f.node(.entry))
    _ = f.call(field.id, AtspiInterface.component, "GrabFocus")
    f.run(frames: 1)
    _ = f.service.frameEvents()
    let textEvents: Set<String> = ["TextChanged", "TextCaretMoved", "TextSelectionChanged"]
    func fieldEvents() -> [AccessibilityEvent] {
      f.service.frameEvents().filter { $0.source == field.id && textEvents.contains($0.member) }
    }
    for key in ["m", "u"] { _ = f.scene.handleKey(KeyEvent(.text(key), phase: .down, time: f.clock.now)) }
    f.run(frames: 1)
    let typed = fieldEvents()
    #expect(typed.map(\.name) == ["object:text-changed:insert", "object:text-caret-moved:"])
    #expect(typed.last?.detail1 == 2)
    _ = f.scene.handleKey(KeyEvent(.left, phase: .down, time: f.clock.now))
    f.run(frames: 1)
    let moved = fieldEvents()
    #expect(moved == [AccessibilityEvent(source: field.id, member: "TextCaretMoved", detail1: 1)])
    // Shift+Left selects: the caret moves and a selection appears.
    _ = f.scene.handleKey(KeyEvent(.left, phase: .down, modifiers: .shift, time: f.clock.now))
    f.run(frames: 1)
    let selected = fieldEvents()
    #expect(selected.map(\.member) == ["TextCaretMoved", "TextSelectionChanged"])
    // A client's SetSelection is carried out on the field: the same events come.
    _ = f.call(field.id, AtspiInterface.text, "SetSelection", [.int32(0), .int32(0), .int32(2)])
    f.run(frames: 1)
    let set = fieldEvents()
    #expect(set.map(\.member) == ["TextCaretMoved", "TextSelectionChanged"])
    #expect(set.first?.detail1 == 2)
  }

  @Test func windowEventsFollowTheKeyWindowAndTheFocus() throws {
    let row = try #require(f.node(.listItem, "Old Harbour"))
    _ = f.call(row.id, AtspiInterface.component, "GrabFocus")
    f.run(frames: 1)
    let places = try #require(f.node(.dialog, "Places"))
    let main = try #require(f.node(.frame, "Sheet demo"))
    let toSheet = f.service.frameEvents().filter { $0.interface == AtspiInterface.windowEvents }
    #expect(toSheet.map(\.name) == ["window:deactivate:", "window:activate:"])
    #expect(toSheet.map(\.source) == [main.id, places.id])
    #expect(toSheet.last?.data == .string("Places"))
    // The row's press presents the details, which take the focus: created, then activated
    // before the focus arrives in them.
    _ = f.call(row.id, AtspiInterface.action, "DoAction", [.int32(0)])
    f.run(frames: 1)
    let events = f.service.frameEvents()
    let details = try #require(f.node(.dialog, "Place details"))
    let windows = events.filter { $0.interface == AtspiInterface.windowEvents }
    #expect(windows.map(\.name) == ["window:deactivate:", "window:create:", "window:activate:"])
    #expect(windows.map(\.source) == [places.id, details.id, details.id])
    let activate = try #require(events.firstIndex { $0.name == "window:activate:" })
    let focus = try #require(events.firstIndex { $0.detail == "focused" && $0.detail1 == 1 })
    #expect(activate < focus)
    // The display's focus leaves the app: the active frame is deactivated; it comes back.
    f.service.isFocused = { false }
    f.run(frames: 1)
    #expect(
      f.service.frameEvents().filter { $0.interface == AtspiInterface.windowEvents }.map(\.name) == [
        "window:deactivate:"
      ])
    f.service.isFocused = { true }
    f.run(frames: 1)
    #expect(
      f.service.frameEvents().filter { $0.interface == AtspiInterface.windowEvents }.map(\.name) == [
        "window:activate:"
      ])
    // Escape in the details: they go (destroyed), the focus goes back to the row.
    _ = f.scene.handleKey(KeyEvent(.escape, phase: .down, time: f.clock.now))
    var later: [AccessibilityEvent] = []
    for _ in 0..<90 {
      f.run(frames: 1)
      later += f.service.frameEvents()
    }
    #expect(
      later.filter { $0.interface == AtspiInterface.windowEvents }.map(\.name) == [
        "window:deactivate:", "window:activate:", "window:destroy:",
      ])
    #expect(later.contains { $0.source == row.id && $0.detail == "focused" && $0.detail1 == 1 })
  }

  @Test func anObjectThatComesBackHasTheStatesThatChangedSentAgain() throws {
    let screen = Screen(size: Size(width: 200, height: 200), clock: ManualClock())
    let w = Window(name: "w", frame: screen.bounds)
    screen.addWindow(w)
    let button = View(identifier: "b", frame: Rect(x: 0, y: 0, width: 50, height: 20))
    button.accessibility = Accessibility(role: .button, label: "Go")
    try w.rootView.addSubview(button)
    let service = AccessibilityService(screen: screen, applicationName: "x")
    _ = service.frameEvents()
    let id = try #require(service.snapshot().subtree(of: 0).last?.id)
    // Disabled, then gone with its window: clients last heard it was disabled.
    button.isUserInteractionEnabled = false
    #expect(service.frameEvents().filter { $0.source == id }.map(\.detail1) == [0, 0])
    w.isHidden = true
    _ = service.frameEvents()
    // Back, enabled: enabled and sensitive are said again, as a client's cache has them off.
    button.isUserInteractionEnabled = true
    w.isHidden = false
    let back = service.frameEvents().filter { $0.source == id && $0.member == "StateChanged" }
    #expect(back.map(\.detail).sorted() == ["enabled", "sensitive"])
    #expect(back.allSatisfy { $0.detail1 == 1 })
    // Gone and back with nothing changed: nothing to say.
    w.isHidden = true
    _ = service.frameEvents()
    w.isHidden = false
    #expect(service.frameEvents().filter { $0.source == id && $0.member == "StateChanged" }.isEmpty)
  }
}
