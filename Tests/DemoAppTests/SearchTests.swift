import Compositor
import Foundation
import Testing

@testable import DemoApp

/// The demo's search field filters the list as one types, ignoring case and accents, and
/// says so when nothing matches.
@Suite struct SearchTests {
  /// Replays a script that focuses the search field and types `keys`, one every 0.1 s;
  /// returns the runner and its trace.
  static func typing(_ keys: [String]) throws -> (HeadlessRunner, [String]) {
    var events = [#"{"t": 0.5, "type": "accessibility", "view": "search", "action": "activate"}"#]
    for (i, k) in keys.enumerated() {
      let member = k.count == 1 ? #""key": "\#(k)""# : k
      events.append(#"{"t": \#(0.6 + Double(i) * 0.1), "type": "key", \#(member)}"#)
    }
    let runner = HeadlessRunner(
      script: try Script.parse(#"{"events": [\#(events.joined(separator: ","))], "until": 1}"#))
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    return (runner, lines)
  }

  /// The names of the rows that show, top down.
  static func shown(_ scene: DemoScene) -> [String] {
    scene.places.rows.filter { !$0.isHidden }.sorted { $0.frame.minY < $1.frame.minY }.compactMap {
      $0.accessibility?.label
    }
  }

  @Test func muFindsTheMuseumsWhateverTheirCaseAndAccents() throws {
    let (runner, lines) = try Self.typing(["m", "u"])
    #expect(Self.shown(runner.scene) == ["City Museum", "Musée des Beaux-Arts"])
    // They are laid out one after another from the top, and the list is as long as they are.
    #expect(runner.scene.places.rows.filter { !$0.isHidden }.map(\.frame.minY).sorted() == [0, 56])
    #expect(runner.scene.places.list.contentSize.height == 112)
    #expect(runner.scene.places.emptyState.isHidden)
    // The trace writes the key and the edit it made, not the whole text.
    #expect(lines.contains(#"{"t":0.7,"kind":"key","key":"u","view":"search","at":1,"insert":"u"}"#))
    #expect(TraceEdits.field("search", in: lines).text == "mu")
  }

  @Test func accentsAndCaseAreIgnoredBothWays() throws {
    #expect(Self.shown(try Self.typing(["M", "U", "S", "E", "E"]).0.scene) == ["Musée des Beaux-Arts"])
    #expect(Self.shown(try Self.typing(["m", "u", "s", "é", "e"]).0.scene) == ["Musée des Beaux-Arts"])
    #expect(Self.shown(try Self.typing(["c", "a", "f", "e"]).0.scene).isEmpty)
    #expect(DemoScene.place("Café de Flore", matches: "CAFE"))
    #expect(DemoScene.place("Old Harbour", matches: " harb "))
    #expect(!DemoScene.place("Old Harbour", matches: "harbor"))
  }

  @Test func nothingMatchingShowsTheEmptyStateAndBackspaceBringsTheRowsBack() throws {
    let (runner, _) = try Self.typing(["x", "y", "z"])
    let scene = runner.scene
    #expect(Self.shown(scene).isEmpty)
    #expect(!scene.places.emptyState.isHidden)
    guard case .text(let message) = scene.places.emptyState.content else {
      Issue.record("the empty state shows no text")
      return
    }
    #expect(message.string == "No places match “xyz”")
    #expect(scene.places.emptyState.accessibility?.label == "No places match “xyz”")
    for _ in 0..<3 { _ = scene.handleKey(KeyEvent(.backspace, time: runner.clock.now)) }
    #expect(Self.shown(scene).count == 20)
    #expect(scene.places.emptyState.isHidden)
    #expect(scene.places.list.contentSize.height == 20 * 56)
  }

  @Test func aNewSearchStartsAtTheTopOfTheList() throws {
    let (runner, _) = try Self.typing([])
    let scene = runner.scene
    scene.places.list.contentOffset = Point(x: 0, y: 300)
    scene.places.search.insert("o")
    #expect(scene.places.list.contentOffset.y == 0)
    #expect(Self.shown(scene).allSatisfy { $0.lowercased().contains("o") })
  }
}
