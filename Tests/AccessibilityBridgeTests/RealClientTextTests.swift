import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The search field's caret, selections and editing, and the frames' window events, read
/// and driven by a real AT-SPI client (Debian's pyatspi) on a private desktop, with real
/// XTest keys.
@Suite(.timeLimit(.minutes(3))) struct RealClientTextTests {
  func session() throws -> AccessibilitySession {
    try #require(AccessibilitySession.isInstalled, "scripts/setup.sh installs dbus, at-spi2-core and python3-pyatspi")
    let s = try AccessibilitySession()
    try s.launchDemo()
    return s
  }

  /// Asks the client for the field's text until `condition` holds (a hang guard).
  func text(_ s: AccessibilitySession, until condition: ([String: Any]) -> Bool) throws -> [String: Any] {
    let deadline = ContinuousClock.now + .seconds(20)
    var last: [String: Any] = [:]
    repeat {
      last = try s.send(["cmd": "text", "role": "entry", "name": "Search places"])
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    } while ContinuousClock.now < deadline
    return last
  }

  func call(_ s: AccessibilitySession, _ method: String, _ args: [Any], editable: Bool = false) throws -> Any? {
    let answer = try s.send([
      "cmd": "text_call", "role": "entry", "name": "Search places", "method": method, "args": args,
      "editable": editable,
    ])
    #expect(answer["error"] == nil, "\(method): \(answer)")
    return answer["result"]
  }

  /// The X CLIPBOARD's text, as a second client (xclip) reads it.
  func clipboard(_ s: AccessibilitySession) throws -> String {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = s.server.displayName
    let xclip = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xclip"), ["-o", "-selection", "clipboard"], environment: env,
      standardOutput: .pipe)
    let (out, _) = xclip.readToEnd()
    _ = xclip.waitUntilExit(seconds: 10)
    return out
  }

  @Test func theCaretAndSelectionsAreRealOnTheBus() throws {
    let s = try session()
    try s.send(["cmd": "listen", "events": ["object:text-caret-moved", "object:text-selection-changed"]])
    #expect(try s.send(["cmd": "grab_focus", "role": "entry", "name": "Search places"])["done"] as? Bool == true)
    let input = try XTestInjector(displayName: s.server.displayName)
    defer { input.close() }
    try input.move(to: Point(x: 400, y: 100), in: s.window)
    try input.key("m")
    try input.key("u")
    let typed = try text(s) { $0["text"] as? String == "mu" }
    #expect(typed["text"] as? String == "mu", "\(typed)")
    #expect(typed["caret"] as? Int == 2)
    #expect((typed["selections"] as? [Any])?.isEmpty == true)
    #expect(typed["selection0"] as? [Int] == [2, 2])  // the caret, as GTK's entries answer
    // Left: the caret moves on the bus, with its event.
    try input.key("Left")
    let moved = try s.send([
      "cmd": "wait_event", "type": "object:text-caret-moved", "match": ["detail1": 1],
    ])
    #expect(moved["event"] != nil, "\(moved)")
    #expect(try text(s) { $0["caret"] as? Int == 1 }["caret"] as? Int == 1)
    // A client's selection is the field's.
    #expect(try call(s, "setSelection", [0, 0, 2]) as? Bool == true)
    let changed = try s.send(["cmd": "wait_event", "type": "object:text-selection-changed"])
    #expect(changed["event"] != nil, "\(changed)")
    let selected = try text(s) { ($0["selections"] as? [[Int]]) == [[0, 2]] }
    #expect(selected["selections"] as? [[Int]] == [[0, 2]], "\(selected)")
    #expect(selected["caret"] as? Int == 2)
    // One selection at most: a second is refused.
    #expect(try call(s, "addSelection", [0, 1]) as? Bool == false)
    #expect(try call(s, "removeSelection", [0]) as? Bool == true)
    #expect(try text(s) { ($0["selections"] as? [Any])?.isEmpty == true }["selections"] as? [[Int]] == [])
    #expect(try call(s, "setCaretOffset", [0]) as? Bool == true)
    #expect(try text(s) { $0["caret"] as? Int == 0 }["caret"] as? Int == 0)
    // The trace saw the field follow: the client's caret is the field's caret.
    #expect(try call(s, "getNSelections", []) as? Int == 0)
  }

  @Test func editableTextCallsEditTheSearchField() throws {
    let s = try session()
    #expect(try call(s, "setTextContents", ["Zoo"], editable: true) as? Bool == true)
    #expect(try text(s) { $0["text"] as? String == "Zoo" }["text"] as? String == "Zoo")
    // The field's own edit filtered the list, as typing does.
    let list = try s.send(["cmd": "find", "role": "list", "name": "Places"])
    #expect(list["children"] as? [String] == ["Zoo"], "\(list)")
    #expect(try call(s, "insertText", [0, "The big", 4], editable: true) as? Bool == true)
    #expect(try text(s) { $0["text"] as? String == "The Zoo" }["text"] as? String == "The Zoo")
    #expect(try call(s, "deleteText", [0, 4], editable: true) as? Bool == true)
    #expect(try text(s) { $0["text"] as? String == "Zoo" }["text"] as? String == "Zoo")
    // Copy and cut go to X's CLIPBOARD, where another client reads them; paste reads it.
    _ = try call(s, "copyText", [0, 2], editable: true)
    #expect(try clipboard(s) == "Zo")
    #expect(try call(s, "cutText", [1, 3], editable: true) as? Bool == true)
    #expect(try text(s) { $0["text"] as? String == "Z" }["text"] as? String == "Z")
    #expect(try clipboard(s) == "oo")
    #expect(try call(s, "pasteText", [1], editable: true) as? Bool == true)
    #expect(try text(s) { $0["text"] as? String == "Zoo" }["text"] as? String == "Zoo")
  }

  @Test func windowEventsFollowTheFocusAndTheSheets() throws {
    let s = try session()
    try s.send(["cmd": "listen", "events": ["window:"]])
    // The focus into the list's sheet activates its frame.
    #expect(try s.send(["cmd": "grab_focus", "role": "list item", "name": "City Museum"])["done"] as? Bool == true)
    let intoSheet = try s.send([
      "cmd": "wait_event", "type": "window:activate", "source": ["name": "Places", "role": "dialog"],
    ])
    #expect(intoSheet["event"] != nil, "\(intoSheet)")
    // A row's press presents the details, which take the focus: created, then activated.
    #expect(
      try s.send(["cmd": "do_action", "role": "list item", "name": "City Museum", "action": "press"])["done"] != nil)
    let created = try s.send(["cmd": "wait_event", "type": "window:create", "source": ["name": "Place details"]])
    #expect(created["event"] != nil, "\(created)")
    let activated = try s.send(["cmd": "wait_event", "type": "window:activate", "source": ["name": "Place details"]])
    #expect(activated["event"] != nil, "\(activated)")
    // The X focus leaves the demo, then comes back: deactivated, activated.
    let inspector = try X11WindowInspector(displayName: s.server.displayName)
    defer { inspector.close() }
    try focusX(s, inspector.rootWindow)
    let away = try s.send(["cmd": "wait_event", "type": "window:deactivate", "source": ["name": "Place details"]])
    #expect(away["event"] != nil, "\(away)")
    try focusX(s, s.window)
    let back = try s.send(["cmd": "wait_event", "type": "window:activate", "source": ["name": "Place details"]])
    #expect(back["event"] != nil, "\(back)")
    // Close: the details go, their frame destroyed.
    #expect(try s.send(["cmd": "do_action", "role": "push button", "name": "Close", "action": "press"])["done"] != nil)
    let destroyed = try s.send(["cmd": "wait_event", "type": "window:destroy"])
    #expect((destroyed["event"] as? [String: Any])?["data"] as? String == "Place details", "\(destroyed)")
  }

  /// Gives the X keyboard focus to `window`, as a window manager would (xdotool).
  func focusX(_ s: AccessibilitySession, _ window: UInt) throws {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = s.server.displayName
    let tool = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["windowfocus", String(window)], environment: env)
    #expect(tool.waitUntilExit(seconds: 20) == .exited(0))
  }
}
