import Compositor
import Foundation
import Testing

@testable import DemoApp

/// The five cases a new user met in the first minute, replayed from
/// `Assets/scripts/conformance/` by the headless twin: its trace shows the rule of
/// `docs/SHEET_BEHAVIOUR.md` each follows.
@Suite struct ConformanceTraceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/scripts/conformance")

  struct Trace {
    let lines: [[String: Any]]
    func kind(_ kind: String) -> [[String: Any]] { lines.filter { $0["kind"] as? String == kind } }
    var frames: [(t: Double, sheet: [String: Any])] {
      kind("frame").map { ($0["t"] as! Double, $0["sheet"] as! [String: Any]) }
    }
    var last: [String: Any] { frames.last!.sheet }
    /// The detent lines after the start, as (time, detent text).
    var detentChanges: [(Double, String)] {
      kind("detent").compactMap { line in
        let t = line["t"] as! Double
        guard t > 0 else { return nil }
        let data = try! JSONSerialization.data(
          withJSONObject: line["detent"]!, options: [.fragmentsAllowed, .sortedKeys])
        return (t, String(decoding: data, as: UTF8.self))
      }
    }
    var dismissed: Bool { kind("presentation").contains { $0["presented"] as? Bool == false } }
  }

  func replay(_ name: String) throws -> Trace {
    let text = try String(contentsOf: Self.directory.appendingPathComponent(name + ".json"), encoding: .utf8)
    let runner = HeadlessRunner(script: try Script.parse(text))
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    let objects = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return Trace(lines: objects)
  }

  /// R1, D2: a quick flick down at `.medium` of three detents stops at the 250-point one.
  @Test func aFlickDownFromMediumStopsAtTheNextDetent() throws {
    let trace = try replay("flick-down-three-detents")
    #expect(!trace.dismissed)
    #expect(trace.detentChanges.map(\.1) == ["{\"height\":250}"])
    #expect(trace.last["phase"] as? String == "resting")
    #expect(trace.last["height"] as? Double == 250)
  }

  /// D2: a moderate flick down from `.large` of two detents goes to `.medium`.
  @Test func aFlickDownFromLargeGoesToMedium() throws {
    let trace = try replay("flick-down-from-large")
    #expect(!trace.dismissed)
    #expect(trace.detentChanges.map(\.1) == ["\"medium\""])
    #expect(trace.last["height"] as? Double == 380)
  }

  /// B1: the detent changes in the first frame after the release (1.07 s), long before
  /// the sheet comes to rest.
  @Test func theDetentChangesAtRelease() throws {
    let trace = try replay("binding-at-release")
    let change = try #require(trace.detentChanges.first)
    #expect(change.1 == "\"large\"")
    #expect(change.0 < 1.07 + 1.0 / 60 + 1e-9)
    let rest = try #require(trace.frames.first { $0.t > 1.07 && $0.sheet["phase"] as? String == "resting" })
    #expect(rest.t > change.0 + 0.5)
  }

  /// D3: with dismissal disabled, a hard flick down is held by the rubber band below the
  /// smallest detent and comes back to it.
  @Test func aHardFlickWithDismissalDisabledIsBanded() throws {
    let trace = try replay("flick-down-dismiss-disabled")
    let lowest = trace.frames.filter { $0.t >= 1 }.map { $0.sheet["height"] as! Double }.min()!
    #expect(lowest > 140)  // the finger went 160 points below; 1:1 and the spring took it to 108
    #expect(!trace.dismissed)
    #expect(trace.last["height"] as? Double == 250)
  }

  /// R2, R11 with dismissal disabled: dragged from `.large` down to 300, then flicked up at
  /// 1000 pt/s with the pointer lifting on `.medium` a step after its last move, the sheet
  /// goes on to `.large` (it rested on `.medium`, read a step short of it).
  @Test func aFlickOntoMediumWithDismissalDisabledReachesLarge() throws {
    let trace = try replay("flick-onto-medium-dismiss-disabled")
    let release = try #require(trace.kind("pointer").last { $0["phase"] as? String == "up" })
    let first = try #require(trace.frames.first { $0.t > release["t"] as! Double })
    #expect(abs((first.sheet["height"] as! Double) - 380) < 20)
    #expect(!trace.dismissed)
    #expect(trace.last["detent"] as? String == "large")
    #expect(trace.last["height"] as? Double == 760)
  }

  /// D1, R11: pulled up 100 points from the smallest detent, then thrown down at 1000 pt/s
  /// and released on it, the sheet is dismissed (it stayed).
  @Test func aThrowDownOntoTheSmallestDismisses() throws {
    let trace = try replay("throw-down-onto-smallest")
    #expect(trace.dismissed)
    #expect(trace.last["phase"] as? String == "dismissed")
  }

  /// D6: a click on a row of the sheet while it slides out (Escape) is not a tap on the row:
  /// it reaches the map behind. Before, the row took it, which stacked a details sheet that
  /// never showed. No frame reports a negative height, dismissed or not.
  @Test func aClickOnASheetSlidingOutIsNotATap() throws {
    let trace = try replay("click-on-a-sheet-sliding-out")
    let taps = trace.kind("tap").filter { ($0["t"] as! Double) < 2 }
    #expect(taps.count == 1)
    #expect(taps.first?["window"] as? String == "main")
    #expect(!trace.lines.contains { $0["id"] as? String == "details" && ($0["t"] as! Double) < 2 })
    #expect(trace.frames.allSatisfy { ($0.sheet["height"] as! Double) >= 0 })
    #expect(trace.frames.contains { $0.sheet["phase"] as? String == "dismissed" && $0.sheet["height"] as? Double == 0 })
  }

  /// C5: a resize while settling after a flick goes on to the detent it was flung to.
  @Test func aResizeWhileSettlingKeepsTheFlingsTarget() throws {
    let trace = try replay("resize-while-settling")
    #expect(trace.detentChanges.map(\.1) == ["\"large\""])
    #expect(trace.last["detent"] as? String == "large")
    #expect(trace.last["height"] as? Double == 660)
  }
}
