import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The demo on a real accessibility bus, read and driven by a real AT-SPI client (Debian's
/// pyatspi on libatspi), under `dbus-run-session` with at-spi2-core's bus launcher and
/// registry, in a window on a private Xvfb with real XTest input.
@Suite(.timeLimit(.minutes(3))) struct RealClientTests {
  func session(arguments: [String] = []) throws -> AccessibilitySession {
    try #require(AccessibilitySession.isInstalled, "scripts/setup.sh installs dbus, at-spi2-core and python3-pyatspi")
    let s = try AccessibilitySession()
    try s.launchDemo(arguments: arguments)
    return s
  }

  @Test func theDesktopListsTheDemoAndTheGrabberReadsAsASlider() throws {
    let s = try session()
    let apps = try s.send(["cmd": "apps", "until": "sheet-demo"])
    #expect((apps["apps"] as? [String])?.contains("sheet-demo") == true, "\(apps)")
    let app = try s.send(["cmd": "find", "role": "application", "name": "sheet-demo"])
    #expect(app["children"] as? [String] == ["Sheet demo", "Places"], "\(app)")
    let grabber = try s.send(["cmd": "find", "role": "slider"])
    #expect(grabber["name"] as? String == "Sheet grabber")
    #expect(grabber["description"] as? String == "")
    #expect((grabber["attributes"] as? [String: String])?["valuetext"] == "250 points", "\(grabber)")
    #expect(grabber["id"] as? String == "sheet.grabber")
    let value = grabber["value"] as? [String: Any]
    #expect(value?["current"] as? Double == 0)
    #expect(value?["minimum"] as? Double == 0)
    #expect(value?["maximum"] as? Double == 2)
    #expect(grabber["actions"] as? [String] == ["expand", "dismiss"])
    let states = grabber["states"] as? [String] ?? []
    for state in ["visible", "showing", "enabled", "sensitive", "focusable"] {
      #expect(states.contains(state), "\(state) in \(states)")
    }
    #expect(!states.contains("focused"))
    let field = try s.send(["cmd": "find", "role": "entry"])
    #expect(field["name"] as? String == "Search places")
    #expect(field["text"] as? String == "")
    let list = try s.send(["cmd": "find", "role": "list", "name": "Places"])
    #expect((list["children"] as? [String])?.prefix(2) == ["Bakery on the Corner", "City Museum"])
    let button = try s.send(["cmd": "find", "role": "push button", "name": "Show sheet"])
    #expect(button["actions"] as? [String] == ["press"])
  }

  @Test func expandMovesTheSheetAndTheTraceAgrees() throws {
    let s = try session()
    try s.send(["cmd": "listen", "events": ["object:property-change:accessible-value"]])
    let done = try s.send(["cmd": "do_action", "role": "slider", "action": "expand"])
    #expect(done["done"] as? Bool == true, "\(done)")
    let event = try s.send([
      "cmd": "wait_event", "type": "object:property-change:accessible-value", "source": ["role": "slider"],
    ])
    #expect(event["event"] != nil, "\(event)")
    let grabber = try s.send(["cmd": "find", "role": "slider"])
    #expect((grabber["value"] as? [String: Any])?["current"] as? Double == 1)
    #expect((grabber["value"] as? [String: Any])?["text"] as? String == "medium", "\(grabber)")
    // The trace: the action went the script's way, and the sheet moved to medium and rested.
    let action = s.waitForLine { $0.contains("\"kind\":\"accessibility\"") }
    #expect(action?.contains("\"view\":\"sheet.grabber\",\"action\":\"expand\",\"performed\":true") == true)
    let rest = s.waitForLine {
      $0.contains("\"kind\":\"frame\"") && $0.contains("\"detent\":\"medium\"") && $0.contains("\"phase\":\"resting\"")
    }
    #expect(rest != nil, "the sheet did not rest at medium: \(s.traceLines().suffix(3))")
    // Setting the value moves to the nearest detent: 1.8 is the largest.
    try s.send(["cmd": "set_value", "role": "slider", "value": 1.8])
    #expect(s.waitForLine { $0.contains("\"kind\":\"detent\"") && $0.contains("\"detent\":\"large\"") } != nil)
  }

  @Test func tabMovesTheFocusAndTheClientHearsOfIt() throws {
    let s = try session()
    try s.send(["cmd": "listen", "events": ["object:state-changed:focused"]])
    let input = try XTestInjector(displayName: s.server.displayName)
    defer { input.close() }
    try input.move(to: Point(x: 400, y: 100), in: s.window)
    try input.key("Tab")
    let event = try s.send([
      "cmd": "wait_event", "type": "object:state-changed:focused", "match": ["detail1": 1],
    ])
    let source = (event["event"] as? [String: Any])?["source"] as? [String: Any]
    let focus = s.waitForLine { $0.contains("\"kind\":\"focus\"") }
    #expect(source?["id"] as? String != nil, "\(event)")
    #expect(focus?.contains("\"view\":\"\(source?["id"] as? String ?? "?")\"") == true, "\(String(describing: focus))")
    let focused = try s.send([
      "cmd": "find", "role": source?["role"] as? String ?? "", "name": source?["name"] as? String ?? "",
    ])
    #expect((focused["states"] as? [String])?.contains("focused") == true)
    // A second Tab: the first loses the focus, the next gains it.
    try input.key("Tab")
    let lost = try s.send(["cmd": "wait_event", "type": "object:state-changed:focused", "match": ["detail1": 0]])
    #expect(
      ((lost["event"] as? [String: Any])?["source"] as? [String: Any])?["id"] as? String == source?["id"] as? String)
    let gained = try s.send(["cmd": "wait_event", "type": "object:state-changed:focused", "match": ["detail1": 1]])
    #expect(gained["event"] != nil, "\(gained)")
  }

  @Test func aRowPressPresentsTheDetailsAndTheClientSeesNewChildren() throws {
    let s = try session()
    try s.send(["cmd": "listen", "events": ["object:children-changed"]])
    let done = try s.send(["cmd": "do_action", "role": "list item", "name": "City Museum", "action": "press"])
    #expect(done["done"] as? Bool == true, "\(done)")
    let added = try s.send([
      "cmd": "wait_event", "type": "object:children-changed:add", "source": ["role": "application"],
    ])
    let child = (added["event"] as? [String: Any])?["data"] as? [String: Any]
    #expect(child?["name"] as? String == "Place details", "\(added)")
    #expect(child?["role"] as? String == "dialog")
    let app = try s.send(["cmd": "find", "role": "application", "name": "sheet-demo"])
    #expect(app["children"] as? [String] == ["Sheet demo", "Places", "Place details"], "\(app)")
    let close = try s.send(["cmd": "find", "role": "push button", "name": "Close"])
    #expect(close["actions"] as? [String] == ["press"])
    #expect(s.waitForLine { $0.contains("\"kind\":\"presentation\"") && $0.contains("\"id\":\"details\"") } != nil)
  }

  /// At scale 1 and 2: the extents are pixels, as the X geometry is.
  @Test(arguments: [1, 2] as [Double])
  func theSheetsExtentsAreItsXWindowsGeometry(scale: Double) throws {
    let s = try session(arguments: scale == 1 ? [] : ["--scale", String(scale)])
    let inspector = try X11WindowInspector(displayName: s.server.displayName)
    defer { inspector.close() }
    // Away from the corner, so screen coordinates must follow the window.
    try inspector.move(window: s.window, to: Point(x: 37, y: 23))
    let overlay = try #require(inspector.findWindow(titled: "sheet-demo: overlay"))
    let x = try inspector.frame(of: overlay)
    #expect(x.origin == Point(x: 37, y: 23))
    let deadline = ContinuousClock.now + .seconds(20)
    var extents: [Int] = []
    while ContinuousClock.now < deadline {
      let frame = try s.send(["cmd": "find", "role": "dialog", "name": "Places"])
      extents = frame["extents"] as? [Int] ?? []
      if extents.first == 37 { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    try #require(extents.count == 4, "no extents")
    #expect(abs(Double(extents[0]) - x.minX) <= 1 && abs(Double(extents[1]) - x.minY) <= 1)
    #expect(abs(Double(extents[2]) - x.width) <= 1 && abs(Double(extents[3]) - x.height) <= 1)
    // The grabber is where the X server draws it: on the top-level, at the trace's sheet.
    let grabber = try s.send(["cmd": "find", "role": "slider"])
    let g = grabber["extents"] as? [Int] ?? []
    let frame = try #require(s.waitForLine { $0.contains("\"kind\":\"frame\"") })
    let top = try #require(Self.number("top", in: frame))
    try #require(g.count == 4)
    let pixelTop = Int(top * scale)
    #expect(g[1] >= 23 + pixelTop - 1 && g[1] < 23 + pixelTop + Int(40 * scale), "grabber \(g), sheet top \(top)")
    #expect(g[2] > 0 && g[3] > 0)
  }

  @Test func killingTheBusLeavesTheDemoRunningAndDrawing() throws {
    let s = try session()
    #expect((try s.send(["cmd": "apps", "until": "sheet-demo"])["apps"] as? [String])?.contains("sheet-demo") == true)
    let killed = try s.send(["cmd": "kill_bus"])
    #expect((killed["killed"] as? [Int])?.count ?? 0 >= 2, "\(killed)")
    let input = try XTestInjector(displayName: s.server.displayName)
    defer { input.close() }
    let inspector = try X11WindowInspector(displayName: s.server.displayName)
    defer { inspector.close() }
    let before = try inspector.capture(window: s.window)
    try input.move(to: Point(x: 400, y: 100), in: s.window)
    try input.key("3")  // the largest detent
    let rest = s.waitForLine {
      $0.contains("\"kind\":\"frame\"") && $0.contains("\"detent\":\"large\"") && $0.contains("\"phase\":\"resting\"")
    }
    #expect(rest != nil, "the demo stopped drawing after the bus died: \(s.demoErrorText)")
    #expect(try inspector.capture(window: s.window) != before)
    #expect(s.demo?.isRunning == true)
    let lines = s.demoErrorText.split(separator: "\n")
    #expect(lines.count == 1 && lines.first?.contains("accessibility off") == true, "\(lines)")
  }

  /// The number after `"key":` in a JSON line.
  static func number(_ key: String, in line: String) -> Double? {
    guard let r = line.range(of: "\"\(key)\":") else { return nil }
    return Double(line[r.upperBound...].prefix { "-0123456789.".contains($0) })
  }
}
