import Compositor
import Foundation
import Testing

@testable import DemoApp
@testable import SheetOverlay

/// Every way a script can be wrong gets a message naming the line and field, and exit 2.
@Suite struct BadScriptTests {
  static let cases: [(String, String)] = [
    // Not JSON.
    ("", "script: line 1: not valid JSON: unexpected end of input"),
    ("  \n\n ", "script: line 3: not valid JSON: unexpected end of input"),
    ("hello", "not valid JSON: unexpected character 'h'"),
    ("{", "not valid JSON: expected a quoted member name"),
    ("{\"events\": []} x", "not valid JSON: unexpected text after the JSON value"),
    ("{\"events\": [] // comment\n}", "not valid JSON: expected ',' or '}' in an object"),
    ("{\"a", "not valid JSON: unterminated string"),
    ("{\"a\tb\": 1}", "not valid JSON: control character in a string"),
    ("{\"a\\q\": 1}", "not valid JSON: invalid escape in a string"),
    ("{\"a\\u12\": 1}", "not valid JSON: invalid \\u escape"),
    ("{\"until\": 1.}", "not valid JSON: invalid number: digits must follow '.'"),
    ("{\"until\": tru}", "not valid JSON: invalid literal (expected true)"),
    // NaN and infinities have no JSON spelling; a number too large for a Double is refused.
    ("{\"until\": NaN}", "not valid JSON: unexpected character 'N'"),
    ("{\"until\": Infinity}", "not valid JSON: unexpected character 'I'"),
    ("{\"until\": -Infinity}", "not valid JSON: invalid number"),
    ("{\"until\": 1e999}", "not valid JSON: number out of range"),
    ("{\"events\": [{\"t\": \"NaN\", \"type\": \"present\"}]}", "events[0].t: expected a number, got a string"),
    // Wrong types.
    ("\"script\"", "expected a JSON object at the top, got a string"),
    ("{\"events\": {}}", "events: expected an array, got an object"),
    ("{\"events\": [1]}", "events[0]: expected an object, got a number"),
    ("{\"events\": [{\"t\": true, \"type\": \"present\"}]}", "events[0].t: expected a number, got a boolean"),
    ("{\"events\": [{\"t\": 0, \"type\": 5}]}", "events[0].type: expected a string, got a number"),
    ("{\"events\": [{\"t\": 0}]}", "events[0].type: missing field"),
    ("{\"events\": [{\"type\": \"present\"}]}", "events[0].t: missing field"),
    ("{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": 5}]}", "events[0].key: expected a string, got a number"),
    ("{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"\"}]}", "events[0].key: empty key name"),
    ("{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"F13\"}]}", "events[0].key: unknown key \"F13\""),
    ("{\"events\": [{\"t\": 0, \"type\": \"key\"}]}", "events[0].key: missing field (a key event needs key or text)"),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"a\", \"text\": \"b\"}]}",
      "events[0].text: give key or text, not both"
    ),
    ("{\"events\": [{\"t\": 0, \"type\": \"key\", \"text\": \"\"}]}", "events[0].text: empty text"),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"a\", \"modifiers\": \"shift\"}]}",
      "events[0].modifiers: expected an array, got a string"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"a\", \"modifiers\": [\"shift\", \"hyper\"]}]}",
      "events[0].modifiers[1]: expected shift, control, alt or super"
    ),
    ("{\"events\": [{\"t\": 0, \"type\": \"select\", \"detent\": 3}]}", "events[0].detent: expected \"medium\""),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"select\", \"detent\": {\"height\": \"x\"}}]}",
      "events[0].detent.height: expected a number, got a string"
    ),
    ("{\"size\": true}", "size: expected {\"width\", \"height\"}, got a boolean"),
    ("{\"size\": [1, 2, 3]}", "size: expected {\"width\", \"height\"}, got an array"),
    ("{\"size\": \"100\"}", "size: expected WIDTHxHEIGHT with each in 1...8192, got \"100\""),
    ("{\"size\": {\"width\": 10}}", "size.height: missing field"),
    ("{\"sheet\": []}", "sheet: expected an object, got an array"),
    ("{\"sheet\": {\"detents\": \"medium\"}}", "sheet.detents: expected an array, got a string"),
    ("{\"sheet\": {\"presented\": 1}}", "sheet.presented: expected true or false, got a number"),
    ("{\"until\": \"x\"}", "until: expected a number, got a string"),
    ("{\"until\": -1}", "until: -1.0 is below the minimum 0.0"),
    // Unknown events and members.
    ("{\"events\": [{\"t\": 0, \"type\": \"CANCEL\"}]}", "events[0].type: unknown event type \"CANCEL\""),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"present\", \"x\": 1}]}",
      "events[0].x: unknown member of a present event (expected t, type)"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"wheel\", \"x\": 1, \"y\": 1, \"dy\": 1, \"dX\": 3}]}",
      "events[0].dX: unknown member of a wheel event (expected t, type, x, y, dx, dy)"
    ),
    ("{\"sheet\": {\"detent\": []}}", "sheet.detent: unknown member (expected style, detents"),
    // Out of range: coordinates beyond ±100000, wheel beyond ±10000, sizes beyond 1...8192.
    (
      "{\"events\": [{\"t\": 0, \"type\": \"down\", \"x\": 100000.5, \"y\": 1}]}",
      "events[0].x: 100000.5 is above the maximum 100000.0"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"move\", \"x\": 1, \"y\": -100001}]}",
      "events[0].y: -100001.0 is below the minimum -100000.0"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"wheel\", \"x\": 1, \"y\": 1, \"dy\": 10001}]}",
      "events[0].dy: 10001.0 is above the maximum 10000.0"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"resize\", \"width\": 0, \"height\": 5}]}",
      "events[0].width: 0.0 is below the minimum 1.0"
    ),
    (
      "{\"events\": [{\"t\": 0, \"type\": \"resize\", \"width\": 5, \"height\": 8193}]}",
      "events[0].height: 8193.0 is above the maximum 8192.0"
    ),
    ("{\"sheet\": {\"cornerRadius\": -1}}", "sheet.cornerRadius: -1.0 is below the minimum 0.0"),
    ("{\"sheet\": {\"motion\": \"slow\"}}", "sheet.motion: expected standard or reduced"),
    ("{\"sheet\": {\"placement\": \"left\"}}", "sheet.placement: expected \"automatic\", \"bottom\""),
    ("{\"sheet\": {\"placement\": {\"bottom\": 640}}}", "sheet.placement.bottom: expected an object, got a number"),
    (
      "{\"sheet\": {\"placement\": {\"bottom\": {\"maxWidth\": 0}}}}",
      "sheet.placement.bottom.maxWidth: 0.0 is below the minimum 1.0"
    ),
    (
      "{\"sheet\": {\"placement\": {\"floating\": {\"edge\": \"top\"}}}}",
      "sheet.placement.floating.edge: expected leading or trailing"
    ),
    (
      "{\"sheet\": {\"placement\": {\"floating\": {\"width\": 300, \"side\": 1}}}}",
      "sheet.placement.floating.side: unknown member (expected edge, width, margin)"
    ),
    ("{\"sheet\": {\"cornerRadius\": 1001}}", "sheet.cornerRadius: 1001.0 is above the maximum 1000.0"),
    (
      "{\"sheet\": {\"keyboardPolicy\": {\"maxOffset\": -1}}}",
      "sheet.keyboardPolicy.maxOffset: -1.0 is below the minimum 0.0"
    ),
    // Time going backwards, reported on the line of the later event.
    (
      "{\"events\": [\n{\"t\": 2, \"type\": \"present\"},\n{\"t\": 1.999, \"type\": \"dismiss\"}]}",
      "script: line 3: events[1].t: time 1.999 goes backwards (the previous event is at 2.0)"
    ),
  ]

  @Test(arguments: cases)
  func isRefusedWithLineAndField(text: String, message: String) {
    do {
      let s = try Script.parse(text)
      Issue.record("accepted \(s); expected \(message)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(error.description.hasPrefix("script: "))
    }
  }

  @Test(arguments: cases.prefix(5) + cases.suffix(5))
  func makesTheDemoExitWithTwo(text: String, message: String) throws {
    let file = try TemporaryFile(text)
    #expect(DemoMain.run(["--headless", "--script", file.path]) == DemoMain.badInput)
    #expect(DemoMain.run(["--headless", "--describe", "--script", file.path]) == DemoMain.badInput)
  }

  @Test func coordinatesUpToTheLimitAreAcceptedAndHandled() throws {
    let s = try Script.parse(
      """
      {"events": [
        {"t": 1.5, "type": "down", "x": 640, "y": 560}, {"t": 1.51, "type": "move", "x": -100000, "y": -100000},
        {"t": 1.52, "type": "move", "x": 100000, "y": 100000}, {"t": 1.53, "type": "up", "x": 100000, "y": 100000},
        {"t": 1.6, "type": "down", "x": -100000, "y": 100000}, {"t": 1.7, "type": "up", "x": -100000, "y": 100000},
        {"t": 1.8, "type": "wheel", "x": 100000, "y": -100000, "dx": -10000, "dy": 10000}
      ], "until": 2}
      """)
    #expect(s.events.count == 7)
    #expect(InvariantChecker.check(s) == nil)
  }

  @Test func equalTimesAreFine() throws {
    let s = try Script.parse(
      "{\"events\": [{\"t\": 1, \"type\": \"present\"}, {\"t\": 1, \"type\": \"dismiss\"}, {\"t\": 1, \"type\": \"cancel\"}]}"
    )
    #expect(s.events.map(\.typeName) == ["present", "dismiss", "cancel"])
  }

  @Test func aFileThatIsNotUTF8IsRefused() throws {
    let file = try TemporaryFile(Data([0x7B, 0xFF, 0xFE, 0x7D]))
    #expect(throws: ScriptError(line: nil, path: "", problem: "\(file.path) is not UTF-8 text")) {
      try DemoMain.loadScript(file.path)
    }
    #expect(DemoMain.run(["--headless", "--script", file.path]) == DemoMain.badInput)
  }

  @Test func aDirectoryOrMissingFileIsRefused() {
    let dir = FileManager.default.temporaryDirectory.path
    #expect(throws: ScriptError(line: nil, path: "", problem: "cannot read \(dir)")) {
      try DemoMain.loadScript(dir)
    }
    #expect(DemoMain.run(["--headless", "--script", dir]) == DemoMain.badInput)
    #expect(DemoMain.run(["--headless", "--script", ""]) == DemoMain.badInput)
  }
}

/// A file in the temporary directory, removed when the value goes away.
final class TemporaryFile {
  let path: String

  init(_ data: Data) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-demo-test-\(UUID().uuidString)").path
    try data.write(to: URL(fileURLWithPath: path))
  }

  convenience init(_ text: String) throws { try self.init(Data(text.utf8)) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
