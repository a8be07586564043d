import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The demo with a real screen reader: Debian's Orca, speaking through speech-dispatcher's
/// dummy module on a private bus and Xvfb, keys from XTest, and what Orca says read from its
/// speech log. First a small GTK 3 app under the same harness, so that a harness that
/// cannot make Orca speak fails as that, not as the demo's fault.
@Suite(.serialized, .timeLimit(.minutes(10))) struct OrcaTests {
  /// One key and what Orca said for it, for the notes' side-by-side (written when
  /// `ORCA_TEST_LOGS` names a directory).
  struct Heard {
    let key: String
    let speech: [String]
    let braille: [String]
  }

  /// Presses `key` (XTest) and waits until Orca has said what it says for it: until
  /// `expecting` is met, when given, else until Orca has been quiet a moment.
  @discardableResult
  func press(
    _ key: String, _ s: OrcaSession, _ input: XTestInjector, modifiers: [String] = [], into log: inout [Heard],
    expecting: ((String) -> Bool)? = nil
  ) throws -> Heard {
    s.settle(quiet: 0.8)
    let mark = s.mark()
    for m in modifiers { try input.keyDown(m) }
    try input.key(key)
    for m in modifiers.reversed() { try input.keyUp(m) }
    if let expecting { _ = s.waitForSpeech(since: mark, seconds: 30, where: expecting) }
    s.settle(quiet: 1.2)
    let heard = Heard(
      key: (modifiers + [key]).joined(separator: "+"), speech: s.spoken(since: mark), braille: s.brailled(since: mark))
    log.append(heard)
    return heard
  }

  /// Presses `key` and expects Orca to say `words` for it: in an utterance, or (`exactly`)
  /// as one, as a typed character's echo is.
  @discardableResult
  func expectSaid(
    _ words: String, after key: String, _ s: OrcaSession, _ input: XTestInjector, modifiers: [String] = [],
    exactly: Bool = false, into log: inout [Heard], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Heard {
    let matches: (String) -> Bool =
      exactly ? { $0.trimmingCharacters(in: .whitespaces) == words } : { $0.contains(words) }
    let heard = try press(key, s, input, modifiers: modifiers, into: &log, expecting: matches)
    #expect(heard.speech.contains(where: matches), "\(what): Orca said \(heard.speech)", sourceLocation: sourceLocation)
    return heard
  }

  /// Writes what each app's keys made Orca say to `ORCA_TEST_LOGS`, when it is set.
  func keep(_ name: String, _ log: [Heard]) {
    guard let dir = ProcessInfo.processInfo.environment["ORCA_TEST_LOGS"], !dir.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let text = log.map { "\($0.key)\t\($0.speech.joined(separator: " | "))\t\($0.braille.last ?? "")" }
      .joined(separator: "\n")
    try? (text + "\n").write(toFile: dir + "/\(name).tsv", atomically: true, encoding: .utf8)
  }

  @Test func orcaHearsTheDemosKeysAndSpeaksItsWindowsTextAndSheets() throws {
    try #require(OrcaSession.isInstalled, "scripts/setup.sh installs orca, speech-dispatcher, python3-gi and GTK 3")
    let s = try OrcaSession()
    let input = try XTestInjector(displayName: s.server.displayName)
    defer { input.close() }
    let inspector = try X11WindowInspector(displayName: s.server.displayName)
    defer { inspector.close() }

    // The bar: a GTK 3 app, whose keys and focus Orca speaks through atk-bridge.
    let gtk = try s.launch(URL(fileURLWithPath: "/usr/bin/python3"), [OrcaSession.gtkApp.path], standardOutput: .pipe)
    let ready = gtk.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: .now + .seconds(60)) }
    try #require(ready == "ready", "the GTK 3 app did not start: \(s.errors(of: "python3"))")
    let gtkWindow = try #require(inspector.findWindow(titled: "GTK Places"), "no GTK window")
    var mark = s.mark()
    try s.focus(window: gtkWindow)
    let gtkTitle = s.waitForSpeech(since: mark, seconds: 60) { $0.contains("GTK Places") }
    try #require(
      gtkTitle != nil,
      """
      the harness is broken, not the demo: Orca said nothing of a GTK 3 app's window getting the focus \
      (heard: \(s.spoken(since: 0)))
      """)
    _ = s.waitForSpeech(since: mark) { $0.contains("Show sheet") }
    var gtkLog = [Heard(key: "(focus)", speech: s.spoken(since: mark), braille: s.brailled(since: mark))]
    try input.prepareKeys(["Tab", "m", "u", "Left", "Right", "KP_Enter", "Up", "Escape", "Return"])
    let gtkTab = try press("Tab", s, input, into: &gtkLog) { $0.contains("Search places") }
    try #require(
      gtkTab.speech.contains { $0.contains("Search places") },
      "the harness is broken, not the demo: Orca did not speak Tab in a GTK 3 app (heard: \(gtkTab.speech))")
    try press("m", s, input, into: &gtkLog)
    try press("u", s, input, into: &gtkLog)
    try press("Left", s, input, into: &gtkLog)
    try press("Right", s, input, into: &gtkLog)
    try press("KP_Enter", s, input, into: &gtkLog)
    try press("Tab", s, input, into: &gtkLog) { $0.contains("Sheet grabber") }
    try press("Right", s, input, into: &gtkLog)
    try press("Right", s, input, into: &gtkLog)
    keep("gtk", gtkLog)
    s.end(gtk)

    // The demo, on the same desktop.
    let trace = s.directory.appendingPathComponent("trace.jsonl")
    mark = s.mark()
    let demo = try s.launch(
      BuiltExecutable.url(named: "sheet-demo"), ["--size", "800x600", "--placement", "bottom", "--trace", trace.path])
    let deadline = ContinuousClock.now + .seconds(60)
    var window: UInt = 0
    while window == 0, ContinuousClock.now < deadline {
      window = inspector.findWindow(titled: "sheet-demo: main") ?? 0
      if window == 0 { Thread.sleep(forTimeInterval: 0.05) }
    }
    try #require(window != 0, "the demo's window did not appear: \(s.errors(of: "sheet-demo"))")
    func traceLines() -> [String] {
      ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
    // The window's title is spoken as it gets the focus.
    let title = s.waitForSpeech(since: mark, seconds: 60) { $0.contains("Sheet demo") }
    #expect(title != nil, "Orca did not say the demo's title as its window got the focus: \(s.spoken(since: mark))")
    var log = [Heard(key: "(focus)", speech: s.spoken(since: mark), braille: s.brailled(since: mark))]
    try input.move(to: Point(x: 400, y: 100), in: window)
    try input.prepareKeys(["Tab", "ISO_Left_Tab", "m", "u", "Left", "Right", "KP_Enter", "Up", "Escape", "Return"])

    // Orca hears the demo's keys: Tab is echoed and moves the focus, which is spoken.
    let debugMark = s.debugLines().count
    let first = try press("Tab", s, input, into: &log) { $0.contains("Show sheet") }
    #expect(
      s.waitForDebugLine(since: debugMark) { $0.contains("PROCESS ATSPI_KEY_PRESSED_EVENT: 'Tab'") } != nil,
      "Orca heard no key from the demo")
    #expect(first.speech.contains { $0.contains("Show sheet") }, "\(first.speech)")
    // Tab on to the grabber; entering the sheet says its name.
    var enteredSheet: [String] = []
    for _ in 0..<12 {
      let h = try press("Tab", s, input, into: &log)
      enteredSheet += h.speech
      if h.speech.contains(where: { $0.contains("Sheet grabber") }) { break }
    }
    #expect(enteredSheet.contains { $0.contains("Sheet grabber") }, "Tab never reached the grabber: \(enteredSheet)")
    #expect(enteredSheet.contains { $0.contains("Places") }, "the sheet's name was not said: \(enteredSheet)")
    // The grabber's changes are spoken as the detents' words.
    try expectSaid("medium", after: "Up", s, input, into: &log, "the grabber's next detent")
    try expectSaid("large", after: "Up", s, input, into: &log, "the grabber's largest detent")
    // Typing in the search field is echoed, and the caret's character is said on Left.
    try expectSaid("Search places", after: "Tab", s, input, into: &log, "Tab to the field")
    try expectSaid("m", after: "m", s, input, exactly: true, into: &log, "typing m was not echoed")
    try expectSaid("u", after: "u", s, input, exactly: true, into: &log, "typing u was not echoed")
    try expectSaid("u", after: "Left", s, input, exactly: true, into: &log, "the caret's character on Left")
    let right = try press("Right", s, input, into: &log)
    #expect(!right.speech.isEmpty, "Right said nothing")
    // KP_Enter in the field, as in the GTK app: where-am-I names the field and its text.
    try expectSaid("Search places", after: "KP_Enter", s, input, into: &log, "where-am-I in the field")
    // KP_Enter on a row is Orca's where-am-I, and the row does not open.
    try expectSaid("City Museum", after: "Tab", s, input, into: &log, "Tab to the first row")
    try expectSaid("City Museum", after: "KP_Enter", s, input, into: &log, "where-am-I on the row")
    #expect(!traceLines().contains { $0.contains("\"kind\":\"presentation\"") && $0.contains("\"id\":\"details\"") })
    // Return opens the details: the sheet is spoken as it takes the focus, and Escape
    // takes it away, the focus back on the row, spoken.
    try expectSaid("Place details", after: "Return", s, input, into: &log, "the details sheet shown")
    try expectSaid("City Museum", after: "Escape", s, input, into: &log, "after the details went")
    // Escape on the grabber dismisses the sheet; the focus goes to an object Orca says.
    try press("Tab", s, input, modifiers: ["Shift_L"], into: &log)
    try expectSaid("Sheet grabber", after: "Tab", s, input, modifiers: ["Shift_L"], into: &log, "Shift-Tab back")
    try expectSaid("Show sheet", after: "Escape", s, input, into: &log, "after Escape on the grabber")
    // Shown again, the sheet is said and nothing in it is grayed.
    try expectSaid("Places", after: "Return", s, input, into: &log, "the sheet shown again")
    try press("Tab", s, input, into: &log)
    try press("Tab", s, input, into: &log)
    let afterShow = log.suffix(3)
    for h in afterShow {
      #expect(!h.speech.contains { $0.contains("grayed") }, "spoken grayed after show: \(h.speech)")
      #expect(!h.braille.contains { $0.contains("grayed") }, "brailled grayed after show: \(h.braille)")
    }
    keep("demo", log)
    #expect(demo.isRunning, "the demo ended: \(s.errors(of: "sheet-demo"))")
    s.end(demo)
  }
}
