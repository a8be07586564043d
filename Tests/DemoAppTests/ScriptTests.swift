import CommandLineSupport
import Compositor
import Testing

@testable import DemoApp
@testable import SheetOverlay

@Suite struct ScriptTests {
  @Test func parsesEveryEventType() throws {
    let s = try Script.parse(
      """
      {"size": "640x480", "sheet": {"style": "modal", "detents": [{"height": 250}, "medium", {"fraction": 0.3}],
        "selected": "medium", "keyboardPolicy": {"maxOffset": 90}, "backgroundInteraction": {"upThrough": "medium"},
        "background": "thick", "dismissDisabled": true, "cornerRadius": 12, "dragIndicator": "visible"},
       "events": [
        {"t": 0, "type": "down", "x": 1, "y": 2}, {"t": 0.1, "type": "move", "x": 3, "y": 4},
        {"t": 0.2, "type": "up", "x": 3, "y": 4}, {"t": 0.3, "type": "wheel", "x": 5, "y": 6, "dy": 40},
        {"t": 0.4, "type": "key", "key": "Escape"}, {"t": 0.5, "type": "select", "detent": {"height": 250}},
        {"t": 0.6, "type": "present"}, {"t": 0.7, "type": "dismiss"}, {"t": 0.8, "type": "resize", "width": 320, "height": 200}
       ], "until": 2}
      """)
    #expect(s.size == Size(width: 640, height: 480))
    #expect(s.sheet.settings.style == .modal)
    #expect(s.sheet.settings.detents == [.height(250), .medium, .fraction(0.3)])
    #expect(s.sheet.settings.keyboardPolicy == .maxOffset(90))
    #expect(s.sheet.settings.backgroundInteraction == .enabled(upThrough: .medium))
    #expect(s.sheet.settings.background == .material(.thick))
    #expect(
      s.events.map(\.typeName) == ["down", "move", "up", "wheel", "key", "select", "present", "dismiss", "resize"])
    #expect(s.events[3].action == .wheel(Point(x: 5, y: 6), dx: 0, dy: 40))
    #expect(s.duration == 2.8)
  }

  /// Scripts keep their key names (X11's keysym names, or one character), mapped to the
  /// core's keys; modifiers and composed text have members of their own, and each key reads
  /// back from the script text written for it.
  @Test func keyNamesModifiersAndTextMapToKeys() throws {
    let s = try Script.parse(
      """
      {"events": [
        {"t": 0, "type": "key", "key": "Tab"}, {"t": 0, "type": "key", "key": "ISO_Left_Tab"},
        {"t": 0, "type": "key", "key": "Tab", "modifiers": ["shift"]}, {"t": 0, "type": "key", "key": "KP_Enter"},
        {"t": 0, "type": "key", "key": "KP_Prior"}, {"t": 0, "type": "key", "key": "Next"},
        {"t": 0, "type": "key", "key": "BackSpace"}, {"t": 0, "type": "key", "key": "space"},
        {"t": 0, "type": "key", "key": " "}, {"t": 0, "type": "key", "key": "é"},
        {"t": 0, "type": "key", "key": "a", "modifiers": ["control", "alt"]},
        {"t": 0, "type": "key", "text": "日本"}
      ]}
      """)
    let expected: [ScriptEvent.Action] = [
      .key(.tab), .key(.tab, modifiers: .shift), .key(.tab, modifiers: .shift), .key(.return), .key(.pageUp),
      .key(.pageDown), .key(.backspace), .key(.space), .key(.space), .key(.text("é")),
      .key(.text("a"), modifiers: [.control, .alt]), .key(.text("日本")),
    ]
    #expect(s.events.map(\.action) == expected)
    let written = s.jsonText()
    #expect(written.contains("{\"t\": 0, \"type\": \"key\", \"key\": \"Tab\", \"modifiers\": [\"shift\"]}"))
    #expect(written.contains("{\"t\": 0, \"type\": \"key\", \"key\": \"Prior\"}"))
    #expect(written.contains("{\"t\": 0, \"type\": \"key\", \"text\": \"日本\"}"))
    #expect(try Script.parse(written) == s)
  }

  /// A pointer event names a button other than the primary and the modifiers held (a
  /// middle click, a Shift+click), and a close event the window manager's close: each reads
  /// back from the text written for it, as a recorded session replays.
  @Test func buttonsModifiersAndCloseReadBack() throws {
    let s = try Script.parse(
      """
      {"events": [
        {"t": 0, "type": "down", "x": 1, "y": 2, "button": "middle"}, {"t": 0.1, "type": "up", "x": 1, "y": 2, "button": "middle"},
        {"t": 0.2, "type": "down", "x": 3, "y": 4, "modifiers": ["shift"]}, {"t": 0.3, "type": "up", "x": 3, "y": 4},
        {"t": 0.4, "type": "close"}
      ]}
      """)
    #expect(s.events[0].action == .pointer(.down, Point(x: 1, y: 2), button: .middle))
    #expect(s.events[2].action == .pointer(.down, Point(x: 3, y: 4), modifiers: .shift))
    #expect(s.events[3].action == .pointer(.up, Point(x: 3, y: 4)))
    #expect(s.events[4].action == .close)
    #expect(try Script.parse(s.jsonText()) == s)
  }

  @Test(arguments: [
    ("{\"events\": [", "script: line 1: not valid JSON: unexpected end of input"),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"down\", \"x\": 1, \"y\": 1, \"button\": \"left\"}]}",
      "events[0].button: expected primary, middle or secondary"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"up\", \"x\": 1, \"y\": 1, \"modifiers\": [\"hyper\"]}]}",
      "events[0].modifiers[0]: expected shift, control, alt or super"
    ),
    ("{\"events\": [{\"t\": 0, \"type\": \"close\", \"x\": 1}]}", "events[0].x: unknown member of a close event"),
    ("[1, 2]", "script: line 1: expected a JSON object at the top, got an array"),
    ("{\"events\": [\n{\"t\": 0, \"type\": \"jump\"}]}", "script: line 2: events[0].type: unknown event type \"jump\""),
    ("{\"events\": [{\"t\": 0, \"type\": \"down\", \"x\": 1}]}", "events[0].y: missing field"),
    (
      "{\"events\": [{\"t\": 1, \"type\": \"present\"},\n\n {\"t\": 0.5, \"type\": \"dismiss\"}]}",
      "script: line 3: events[1].t: time 0.5 goes backwards"
    ),
    ("{\"events\": [{\"t\": NaN, \"type\": \"present\"}]}", "not valid JSON: unexpected character 'N'"),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"down\", \"x\": \"a\", \"y\": 1}]}",
      "events[0].x: expected a number, got a string"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"down\", \"x\": 1e300, \"y\": 1}]}",
      "events[0].x: 1e+300 is above the maximum"
    ),
    ("{\"sheet\": {\"style\": \"floating\"}}", "sheet.style: expected overlay, modal, transition or offset"),
    ("{\"sheet\": {\"detents\": [\"huge\"]}}", "sheet.detents[0]: expected \"medium\""),
    ("{\"size\": {\"width\": 0, \"height\": 10}}", "size.width: 0.0 is below the minimum 1.0"),
    ("{\"speed\": 3}", "speed: unknown member"),
    ("{\"events\": [{\"t\": -1, \"type\": \"present\"}]}", "events[0].t: -1.0 is below the minimum 0.0"),
  ])
  func badScriptsNameLineAndField(text: String, message: String) {
    do {
      _ = try Script.parse(text)
      Issue.record("expected an error containing \(message)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test func aMillionEventsIsTheLimit() {
    let e = "{\"t\": 0, \"type\": \"present\"}"
    let text = "{\"events\": [" + Array(repeating: e, count: Script.maximumEvents + 1).joined(separator: ",") + "]}"
    #expect(throws: ScriptError(line: 1, path: "events", problem: "1000001 events is more than the limit of 1000000")) {
      try Script.parse(text)
    }
  }

  @Test func jsonParserStreamsTheItemsOfOneTopLevelMember() throws {
    var seen: [(JSONValue, Int)] = []
    let v = try JSONParser.parse(
      "{\"a\": {\"events\": [9]},\n \"events\": [1, [2], {\"events\": [3]}], \"b\": [4]}", streamingItemsOf: "events"
    ) { seen.append(($0, $1)) }
    #expect(seen.map(\.1) == [0, 1, 2])
    #expect(
      seen.map(\.0) == [
        .number(1, line: 2), .array([.number(2, line: 2)], line: 2), try JSONParser.parse("{\"events\": [3]}"),
      ])
    // The streamed member stays, empty, at its line; nested members of that name and
    // other members are kept whole.
    #expect(v["events"] == .array([], line: 2))
    #expect(v["events"]?.line == 2)
    #expect(v["a"] == (try JSONParser.parse("{\"events\": [9]}")))
    #expect(v["b"] == .array([.number(4, line: 2)], line: 2))
  }

  @Test func jsonParserHandlesEscapesAndNesting() throws {
    let v = try JSONParser.parse("{\"a\": [\"x\\n\\u0041\", true, null, -1.5e2]}")
    #expect(
      v["a"]
        == .array([.string("x\nA", line: 1), .bool(true, line: 1), .null(line: 1), .number(-150, line: 1)], line: 1))
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("{\"a\": 1,}") }
  }
}

@Suite struct CommandLineTests {
  @Test func parsesModes() throws {
    #expect(try CommandLineOptions.parse([]).mode == .window)
    let r = try CommandLineOptions.parse(["--headless", "--script", "s.json", "--frames", "out", "--size", "640x480"])
    #expect(r.mode == .replay)
    #expect(r.size == Size(width: 640, height: 480))
    #expect(try CommandLineOptions.parse(["--headless", "--describe"]).mode == .describe)
    #expect(try CommandLineOptions.parse(["--headless", "--bench", "--json"]).json)
  }

  @Test(arguments: [
    (["--sise", "1x1"], "--sise: unknown option"),
    (["--size", "0x10"], "--size: expected WIDTHxHEIGHT"),
    (["--size"], "--size: needs a value"),
    (["--headless"], "--headless: needs --script FILE"),
    (["--describe"], "--describe: needs --headless"),
    (["--headless", "--script", "a", "--record", "b"], "--record: works in the window only"),
    (["--bench-frames", "1"], "--bench-frames: expected a whole number"),
  ])
  func badFlagsNameTheFlag(args: [String], message: String) {
    #expect(throws: CommandLineError.self) { try CommandLineOptions.parse(args) }
    do { _ = try CommandLineOptions.parse(args) } catch { #expect("\(error)".contains(message), "\(error)") }
  }

  @Test func badFlagsExitTwo() {
    #expect(DemoMain.run(["--nope"]) == 2)
    #expect(DemoMain.run(["--headless", "--script", "/nonexistent/script.json"]) == 2)
  }
}
