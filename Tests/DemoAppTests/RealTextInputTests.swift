import Compositor
import Foundation
import Rendering
import Testing
import X11Backend
import X11BackendTesting

@testable import DemoApp

/// The search field in the real window, typed into with real XTest keys (dead keys and
/// keysyms beyond Latin-1 included): the trace says what it holds, and its pixels are those
/// of the same state drawn headless.
@Suite(.serialized) struct RealTextInputTests {
  /// The search field's text, caret and selection, as the trace's edits tell them.
  static func search(_ demo: RunningDemo) -> (text: String, caret: Int, selection: Range<Int>) {
    TraceEdits.field("search", in: demo.traceLines())
  }

  /// Waits for the search field to hold `text` (when given) with the caret at `caret` and
  /// the selection `selection`, as the trace's edits tell them.
  static func waitForEdit(_ demo: RunningDemo, text: String? = nil, caret: Int, selection: Range<Int>) -> Bool {
    demo.waitForTrace(seconds: 20) { lines in
      let f = TraceEdits.field("search", in: lines)
      return (text == nil || f.text == text) && f.caret == caret && f.selection == selection
    }
  }

  /// The headless twin: the demo at 800×600 with the sheet along the bottom, the search
  /// field focused, `events` (script JSON) applied, run until everything rests; its frame.
  static func headless(_ events: String) throws -> (DemoScene, PixelSurface) {
    let text = """
      {"size": "800x600", "sheet": {"placement": "bottom"}, "events": [
        {"t": 0.5, "type": "accessibility", "view": "search", "action": "activate"}\(events.isEmpty ? "" : ", " + events)
      ], "until": 2.5}
      """
    let runner = HeadlessRunner(script: try Script.parse(text))
    try runner.run()
    return (runner.scene, try FrameRenderer(assets: DemoAssets.catalog).render(runner.scene.screen.takeFrame()).surface)
  }

  /// How many pixels of `area` differ by more than a few levels in any channel.
  static func differences(_ image: CapturedImage, _ frame: PixelSurface, in area: Rect) -> Int {
    var count = 0
    for y in Int(area.minY)..<Int(area.maxY) {
      for x in Int(area.minX)..<Int(area.maxX) {
        let a: UInt32 = image.pixels[y * image.width + x]
        let b: UInt32 = frame.pixel(x: x, y: y) ?? 0
        if Self.channelsDiffer(a, b, byMoreThan: 6) { count += 1 }
      }
    }
    return count
  }

  /// This process's environment with `DISPLAY` set to `display`.
  static func environment(display: String) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    return env
  }

  /// Runs `xclip -selection SELECTION` with `arguments` on `display` and returns what it
  /// prints (the demo answers its request from its own loop).
  static func xclip(_ arguments: [String], selection: String = "clipboard", display: String) throws -> String {
    let reader = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xclip"), ["-selection", selection] + arguments,
      environment: environment(display: display), standardOutput: .pipe, standardError: .pipe)
    let output = reader.readToEnd().output
    _ = reader.waitUntilExit(seconds: 5)
    return output
  }

  /// Whether `xclip` reads `expected` from the CLIPBOARD within 10 seconds (the copy is
  /// made by the demo's loop after the keys arrive: a guard against a hang, not a timing).
  static func waitForClipboard(_ expected: String, display: String) throws -> Bool {
    try waitForSelection(expected, selection: "clipboard", display: display)
  }

  /// Whether `xclip` reads `expected` from the X selection `selection` (`clipboard`,
  /// `primary`) within 10 seconds.
  static func waitForSelection(_ expected: String, selection: String, display: String) throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if try xclip(["-o"], selection: selection, display: display) == expected { return true }
      usleep(20_000)
    }
    return false
  }

  /// Whether any of the red, green and blue bytes of `a` and `b` differ by more than `limit`.
  static func channelsDiffer(_ a: UInt32, _ b: UInt32, byMoreThan limit: Int) -> Bool {
    for shift: UInt32 in [16, 8, 0] {
      let ca = Int((a >> shift) & 0xFF)
      let cb = Int((b >> shift) & 0xFF)
      if abs(ca - cb) > limit { return true }
    }
    return false
  }

  /// Waits for the window to rest (the sheet, lifted by the keyboard, settled) and reads
  /// it back.
  static func settledCapture(_ demo: RunningDemo) throws -> CapturedImage {
    Thread.sleep(forTimeInterval: 1.2)
    _ = demo.waitForFrame { $0.contains("\"phase\":\"resting\"") }
    Thread.sleep(forTimeInterval: 0.2)
    return try demo.capture()
  }

  @Test func typedTextShowsExactlyAndTheCaretMoves() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    let names = ["c", "a", "f", "dead_acute", "e", "space", "dead_tilde", "n", "space", "U65E5", "U672C"]
    // The dead keys and the CJK keysyms get keycodes before the click the test waits on, so
    // the demo has the new keyboard mapping before it reads the first of them.
    try input.prepareKeys(names)
    // 800×600: the sheet's top is at 350; the field runs 4 to 42 points below the grabber.
    try input.click(at: Point(x: 400, y: 393), in: demo.window)
    let focused = demo.waitForLine { $0.contains("\"kind\":\"focus\"") && $0.contains("\"view\":\"search\"") }
    try #require(focused != nil)
    for name in names {
      try input.key(name)
    }
    #expect(Self.waitForEdit(demo, text: "café ñ 日本", caret: 9, selection: 9..<9), "\(Self.search(demo))")
    let typed = try Self.settledCapture(demo)
    let (scene, typedTwin) = try Self.headless(#"{"t": 0.6, "type": "key", "text": "café ñ 日本"}"#)
    let field = scene.places.search.frameOnScreen.insetBy(dx: 2, dy: 2)
    #expect(scene.places.search.text == "café ñ 日本")
    let typedDiff = Self.differences(typed, typedTwin, in: field)
    #expect(typedDiff <= 20, "\(typedDiff) pixels of the field differ from the same text drawn headless")

    // Left, Home and End move the caret, one character (日 is one) at a time.
    try input.key("Left")
    #expect(Self.waitForEdit(demo, caret: 8, selection: 8..<8))
    try input.key("Left")
    #expect(Self.waitForEdit(demo, caret: 7, selection: 7..<7))
    try input.key("Home")
    #expect(Self.waitForEdit(demo, caret: 0, selection: 0..<0))
    let home = try Self.settledCapture(demo)
    let (_, homeTwin) = try Self.headless(
      #"{"t": 0.6, "type": "key", "text": "café ñ 日本"}, {"t": 0.7, "type": "key", "key": "Home"}"#)
    #expect(Self.differences(home, homeTwin, in: field) <= 20)
    // The caret moved in the pixels: what shows at the end of the text changed.
    #expect(Self.differences(home, typedTwin, in: field) > 20)
    try input.key("Right")
    #expect(Self.waitForEdit(demo, caret: 1, selection: 1..<1))
    try input.key("End")
    #expect(Self.waitForEdit(demo, caret: 9, selection: 9..<9))

    // Shift-selection, then a copy and a paste at the end.
    try input.keyDown("Shift_L")
    try input.key("Left")
    try input.key("Left")
    try input.keyUp("Shift_L")
    #expect(Self.waitForEdit(demo, text: "café ñ 日本", caret: 7, selection: 7..<9))
    try input.keyDown("Control_L")
    try input.key("c")
    try input.keyUp("Control_L")
    // The copy is X's CLIPBOARD: a second client reads it.
    #expect(try Self.waitForClipboard("日本", display: demo.server.displayName))
    try input.key("End")
    try input.keyDown("Control_L")
    try input.key("v")
    try input.keyUp("Control_L")
    #expect(Self.waitForEdit(demo, text: "café ñ 日本日本", caret: 11, selection: 11..<11))
    // A second client takes the CLIPBOARD; Ctrl+V pastes what it holds.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("Grüße".utf8).write(to: file)
    let writer = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xclip"), ["-selection", "clipboard", "-quiet", "-i", file.path],
      environment: Self.environment(display: demo.server.displayName), standardOutput: .pipe, standardError: .pipe)
    defer { writer.terminate() }
    // xclip owns the selection once it reads back what it holds.
    #expect(try Self.waitForClipboard("Grüße", display: demo.server.displayName))
    try input.keyDown("Control_L")
    try input.key("v")
    try input.keyUp("Control_L")
    #expect(Self.waitForEdit(demo, text: "café ñ 日本日本Grüße", caret: 16, selection: 16..<16))
    // Control never typed its letters: Ctrl+C edited nothing, Ctrl+V put in what was pasted.
    let commands = demo.traceLines().filter { $0.contains("\"modifiers\":[\"control\"]") }
    #expect(!commands.contains { $0.contains("\"key\":\"c\"") && $0.contains("\"view\"") })
    #expect(!commands.contains { $0.contains("\"insert\":\"v\"") })
    try input.key("Escape")
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
  }
}
