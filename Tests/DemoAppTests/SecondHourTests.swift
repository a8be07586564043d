import Compositor
import Foundation
import Rendering
import SceneInvariants
import Testing

@testable import DemoApp
@testable import SheetOverlay

/// The smaller findings of the second hour with the real window (issue 30), headless: the
/// card against the help line and in a window 20 points tall, the focus ring round the
/// card's corners, the trace's edits, and the notes under the fuzz suite's invariant.
@Suite struct SecondHourTests {
  /// Replays the demo's scene at `size` with `events` (script JSON), run `until` seconds
  /// past the last; returns the runner and its trace.
  static func replay(_ size: String, _ events: String, until: Double = 1.5) throws -> (HeadlessRunner, [String]) {
    let runner = HeadlessRunner(
      script: try Script.parse(#"{"size": "\#(size)", "events": [\#(events)], "until": \#(until)}"#))
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    return (runner, lines)
  }

  /// At the large detent the floating card stays below the help line ("Drag the sheet ·
  /// wheel scrolls …") as it stays below the bar. Before, its top (68) cut through the line
  /// (56 to 76).
  @Test func theLargeCardClearsTheHelpLine() throws {
    let (runner, _) = try Self.replay("1920x1080", #"{"t": 0.2, "type": "key", "key": "3"}"#)
    let scene = runner.scene
    #expect(scene.presentation.selectedDetent == .large)
    #expect(scene.presentation.position.top >= scene.topBar.help.frameOnScreen.maxY, "\(scene.presentation.position)")
  }

  /// In a window 20 points tall the card's top is in the window. Before, it was at −36.
  @Test(arguments: ["1280x20", "400x20", "1920x1"])
  func aWindowTwentyPointsTallKeepsTheCardInIt(size: String) throws {
    let (runner, _) = try Self.replay(size, #"{"t": 0.2, "type": "key", "key": "3"}"#)
    let p = runner.scene.presentation!
    #expect(p.position.top >= 0, "\(size): \(p.position)")
    #expect(p.sheetView.frame.minY >= 0, "\(size): \(p.sheetView.frame)")
  }

  /// The focus ring on the last row of the list, at the card's rounded bottom corners,
  /// follows their curve instead of being cut open by it: its corners take the card's
  /// radius less the ring's inset, and the pixels on that curve are the ring's blue.
  @Test func theFocusRingOnTheLastRowFollowsTheCardsCorners() throws {
    let (runner, _) = try Self.replay("1920x1080", #"{"t": 0.2, "type": "key", "key": "3"}"#)
    let scene = runner.scene
    var focused: View?
    for _ in 0..<60 where focused !== scene.places.rows.last {
      _ = scene.handleKey(KeyEvent(.tab, time: runner.clock.now))
      for _ in 0..<5 {
        runner.clock.advance(by: 1.0 / 60)
        scene.screen.tick()
      }
      focused = scene.screen.focusedView
    }
    try #require(focused === scene.places.rows.last)
    runner.clock.advance(by: 1)
    scene.screen.tick()
    let ring = try #require(scene.screen.focusRingGeometry)
    let card = scene.presentation.sheetView.frameOnScreen
    #expect(abs(scene.places.rows.last!.frameOnScreen.maxY - card.maxY) < 0.5, "the last row ends at the card's bottom")
    let inset = FocusRingGeometry.width / 2 + 1
    #expect(ring.radii.bottomLeft == 20 - inset && ring.radii.bottomRight == 20 - inset, "\(ring.radii)")
    let frame = try FrameRenderer(assets: DemoAssets.catalog).render(scene.screen.takeFrame()).surface
    // Round each bottom corner's curve, 17.5 points from the corner's centre.
    var missing: [String] = []
    for (cx, sign) in [(card.minX + 20, -1.0), (card.maxX - 20, 1.0)] {
      for degrees in stride(from: 10.0, through: 80.0, by: 10) {
        let a = degrees * .pi / 180
        let x = Int(cx + sign * (20 - inset) * cos(a))
        let y = Int(card.maxY - 20 + (20 - inset) * sin(a))
        guard let c = frame.color(x: x, y: y) else { continue }
        if !(c.blue > 0.7 && c.red < 0.45) { missing.append("(\(x), \(y)): \(c)") }
      }
    }
    #expect(missing.isEmpty, "the ring is cut open at \(missing)")
  }

  /// A key that edits a field is one line: the key, the field and what changed in it, not
  /// the whole text; an edit by the app or the pointer is a text line of its own.
  @Test func theTraceRecordsTheEditNotTheText() throws {
    let (_, lines) = try Self.replay(
      "800x600",
      #"""
      {"t": 0.5, "type": "accessibility", "view": "search", "action": "activate"},
      {"t": 0.6, "type": "key", "text": "ab"}, {"t": 0.7, "type": "key", "key": "BackSpace"},
      {"t": 0.8, "type": "key", "key": "a", "modifiers": ["control"]}, {"t": 0.9, "type": "key", "key": "x"},
      {"t": 1.0, "type": "key", "key": "z", "modifiers": ["control"]}, {"t": 1.1, "type": "key", "key": "Left"}
      """#)
    let edits = lines.filter(TraceEdits.isEdit)
    #expect(
      edits == [
        #"{"t":0.6,"kind":"key","text":"ab","view":"search","at":0,"insert":"ab"}"#,
        #"{"t":0.7,"kind":"key","key":"BackSpace","view":"search","delete":[1,2]}"#,
        #"{"t":0.8,"kind":"key","key":"a","modifiers":["control"],"view":"search","caret":1,"selection":[0,1]}"#,
        #"{"t":0.9,"kind":"key","key":"x","view":"search","replace":[0,1],"with":"x"}"#,
        #"{"t":1,"kind":"key","key":"z","modifiers":["control"],"view":"search","replace":[0,1],"with":"a","caret":1,"selection":[0,1]}"#,
        #"{"t":1.1,"kind":"key","key":"Left","view":"search","caret":0,"selection":[0,0]}"#,
      ], "\(edits)")
    #expect(TraceEdits.field("search", in: lines).text == "a")
  }

  /// A note typed at one place, another place picked, a return: each place keeps its own
  /// note, and the fuzz suite's invariant (a note is only ever shown on the place it was
  /// typed for, and no typed text leaves without a refusal or a choice) holds. The app's
  /// own dismissal takes the notes without asking; a close is refused once.
  @Test func eachPlaceKeepsItsNoteAndTheInvariantHolds() throws {
    let events = #"""
      {"t": 0.2, "type": "accessibility", "view": "place.0", "action": "activate"},
      {"t": 0.5, "type": "accessibility", "view": "details.notes", "action": "activate"},
      {"t": 0.6, "type": "key", "text": "bakery note"}, {"t": 0.7, "type": "key", "key": "Escape"},
      {"t": 0.8, "type": "accessibility", "view": "place.1", "action": "activate"},
      {"t": 0.9, "type": "accessibility", "view": "details.notes", "action": "activate"},
      {"t": 1.0, "type": "key", "text": "museum"}, {"t": 1.1, "type": "key", "key": "z", "modifiers": ["control"]},
      {"t": 1.2, "type": "key", "key": "z", "modifiers": ["control"]},
      {"t": 1.3, "type": "accessibility", "view": "place.0", "action": "activate"},
      {"t": 1.4, "type": "key", "key": "Escape"}, {"t": 1.45, "type": "key", "key": "Escape"},
      {"t": 1.5, "type": "accessibility", "view": "details.close", "action": "activate"},
      {"t": 1.6, "type": "close"}
      """#
    let (runner, lines) = try Self.replay("1280x800", events)
    let content = try #require(runner.scene.placeDetails.content)
    #expect(content.place == 0)
    #expect(content.notes.text == "bakery note")
    // Ctrl+Z twice in the museum's notes never brought the bakery's back.
    #expect(content.notesAside.isEmpty)
    let attempts = lines.filter { $0.contains("\"kind\":\"dismissAttempt\"") }
    #expect(attempts.count == 3, "\(attempts)")
    #expect(attempts.last?.contains("\"reason\":\"windowClose\"") == true)
    #expect(!runner.quit)
    let script = try Script.parse(#"{"size": "1280x800", "events": [\#(events)], "until": 1.5}"#)
    #expect(InvariantChecker.check(script) == nil)
  }
}
