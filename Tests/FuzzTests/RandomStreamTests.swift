import Compositor
import Foundation
import FuzzTargets
import SceneInvariants
import SheetOverlay
import Testing

@testable import DemoApp

/// Seeded random input streams against the headless demo, with the invariants of
/// ``InvariantChecker`` checked after every event and at rest. The streams are the
/// `streams` fuzz target's: the bytes of a seed read by its `StreamDecoder`, in its seeded
/// shape (``StreamDecoder/Shape/seeded``).
///
/// `FUZZ_SEQUENCES` sets how many sequences run (default ``defaultSequences``) and
/// `FUZZ_SEED` the first seed (default 1); `scripts/dev/fuzz-seeded.sh` runs a long soak. A failure
/// names its seed and prints a minimal script to replay with
/// `sheet-demo --headless --script FILE`.
@Suite struct RandomStreamTests {
  /// The sequences per run of the test suite.
  static let defaultSequences = 2000
  /// The runs are split into shards that Swift Testing runs in parallel.
  static let shards = 4

  static var sequences: Int {
    ProcessInfo.processInfo.environment["FUZZ_SEQUENCES"].flatMap { Int($0) } ?? defaultSequences
  }

  static var firstSeed: UInt64 {
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  }

  /// Failures reported per shard before it stops (each is shrunk, which takes a while).
  static let failuresPerShard = 3

  @Test(arguments: 0..<shards)
  func randomStreamsKeepTheInvariants(shard: Int) {
    let first = Self.firstSeed
    var checked = 0
    var failures = 0
    var seed = first + UInt64(shard)
    defer { CrashSeedReporter.running(0, shard: shard) }
    while seed < first + UInt64(Self.sequences) {
      CrashSeedReporter.running(seed, shard: shard)
      let script = StreamDecoder.script(seed: seed)
      // One sequence in four keeps damage tracking on, so that code sees odd input too.
      if let failure = InvariantChecker.check(script, tracksDamage: seed % 4 == 0) {
        let (minimal, violation) = ScriptShrinker.shrink(script, failure: failure)
        Issue.record(
          """
          fuzz: seed \(seed) (FUZZ_SEED=\(seed) FUZZ_SEQUENCES=1): \(failure)
          minimal script (\(minimal.events.count) of \(script.events.count) events): \(violation)
          \(minimal.jsonText())
          """)
        failures += 1
        if failures == Self.failuresPerShard { return }
      }
      checked += 1
      seed += UInt64(Self.shards)
    }
    #expect(checked == (Self.sequences - shard + Self.shards - 1) / Self.shards)
  }

  @Test func seededScriptsReadBackEqual() throws {
    for seed in 1...300 {
      let s = StreamDecoder.script(seed: UInt64(seed))
      let text = s.jsonText()
      let back = try Script.parse(text)
      #expect(back == s, "seed \(seed):\n\(text)")
    }
  }

  @Test func theSameSeedMakesTheSameScript() {
    let a = StreamDecoder.script(seed: 42)
    #expect(a == StreamDecoder.script(seed: 42))
    #expect(a != StreamDecoder.script(seed: 43))
    // Every script a seed makes reads back from its text, to be replayed.
    #expect((try? Script.parse(a.jsonText())) == a)
  }

  @Test func generatedStreamsCoverEveryKindOfInput() {
    var types: [String: Int] = [:]
    var farOff = 0
    var sizes: Set<String> = []
    for seed in 1...200 {
      for e in StreamDecoder.script(seed: UInt64(seed)).events {
        types[e.typeName, default: 0] += 1
        if case .pointer(_, let p, _, _) = e.action, abs(p.x) >= InvariantChecker.coordinateLimit || abs(p.y) > 10_000 {
          farOff += 1
        }
        if case .resize(let s) = e.action { sizes.insert("\(Int(s.width))x\(Int(s.height))") }
      }
    }
    for type in ["down", "move", "up", "cancel", "wheel", "key", "select", "present", "dismiss", "resize"] {
      #expect(types[type, default: 0] > 20, "\(type): \(types[type, default: 0])")
    }
    #expect(farOff > 20)
    #expect(sizes.contains("1x1") && sizes.contains("8192x8192"))
  }

  @Test func aPointerHeldAtTheEndIsReported() {
    let script = Script(
      events: [ScriptEvent(t: 0.5, .pointer(.down, Point(x: 640, y: 600)))], until: 2)
    let v = InvariantChecker.check(script)
    #expect(v?.rule == "pointer pairing")
    #expect(v?.detail.contains("never ended") == true)
  }

  @Test func aSheetStillMovingIsNotAtRest() {
    let script = Script(events: [ScriptEvent(t: 2, .select(.large))], until: 0.1)
    let v = InvariantChecker.check(script)
    #expect(v?.rule == "rest")
    #expect(v?.detail.contains("phase settling") == true)
  }

  @Test func releasedScriptsNeverEndWithAPointerDown() {
    let down = ScriptEvent(t: 1, .pointer(.down, Point(x: 5, y: 6)))
    let move = ScriptEvent(t: 1.1, .pointer(.move, Point(x: 7, y: 8)))
    let s = ScriptShrinker.released(Script(), events: [down, move])
    #expect(s.events.count == 3)
    #expect(s.events.last?.action == .pointer(.up, Point(x: 7, y: 8)))
    #expect(ScriptShrinker.released(Script(), events: [down, ScriptEvent(t: 2, .cancel)]).events.count == 2)
  }

  @Test func ddminFindsTheTwoEventsThatMatter() {
    var calls = 0
    let result = ScriptShrinker.minimize(Array(0..<100)) { items in
      calls += 1
      return items.contains(3) && items.contains(71)
    }
    #expect(result == [3, 71])
    #expect(calls < 200)
  }

  @Test func shrinkingKeepsTheSameRuleAndDropsWhatDoesNotMatter() throws {
    // A sheet that starts hidden, harmless noise, then a present just before the end that
    // leaves the sheet moving: a "rest" failure that needs only the present.
    var events: [ScriptEvent] = []
    for i in 0..<30 {
      let t = 1.5 + Double(i) * 0.05
      switch i % 3 {
      case 0: events.append(ScriptEvent(t: t, .key(.text("x"))))
      case 1: events.append(ScriptEvent(t: t, .wheel(Point(x: 10, y: 100), dx: 0, dy: 5)))
      default: events.append(ScriptEvent(t: t, .pointer(.up, Point(x: 5, y: 5))))
      }
    }
    events.append(ScriptEvent(t: 3.5, .present))
    var hidden = SheetSettings()
    hidden.presented = false
    let script = Script(sheet: SheetSettingsDescription(settings: hidden), events: events, until: 0.05)
    let failure = try #require(InvariantChecker.check(script))
    #expect(failure.rule == "rest")
    let (minimal, violation) = ScriptShrinker.shrink(script, failure: failure)
    #expect(violation.rule == "rest")
    #expect(minimal.events.map(\.action) == [.present])
    #expect(InvariantChecker.check(minimal)?.rule == "rest")
  }
}

/// The suite's fuzz run takes time in proportion to the frames its sequences run; this keeps
/// the generator's sequences short (a frame budget, not a clock) and prints the figures.
@Suite struct FuzzCostTests {
  @Test func sequencesStayWithinTheFrameBudget() {
    var frames = 0
    var events = 0
    for seed in 1...100 {
      let s = StreamDecoder.script(seed: UInt64(seed))
      events += s.events.count
      frames += Int((s.duration * 60).rounded(.up))
    }
    print("fuzz: 100 sequences, \(events) events, \(frames) frames")
    #expect(frames < 100 * 400)
    #expect(events > 100 * 20)
  }
}

@Suite struct CrashSeedReporterTests {
  @Test func aCrashNamesTheSeedsBeingRun() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      CrashSeedReporter.running(4242, shard: 0)
      CrashSeedReporter.running(77, shard: 3)
      let empty: [Int] = []
      _ = empty[Int.random(in: 1...2)]
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains("fuzz: crashed while running seed(s) 4242 77; replay one with FUZZ_SEED=<seed>"), "\(stderr)")
  }
}
