import Compositor
import Foundation
import FuzzTargets
import Rendering
import SceneInvariants
import Testing

@testable import DemoApp

/// The fuzz suite's random streams, drawn: after every event the frame is rendered retained
/// (one renderer through the whole stream, as the window has) and cold (nothing retained),
/// and the two must be equal, pixel for pixel (``RetainedColdChecker``). The streams are the
/// seeded ones of ``RandomStreamTests`` in a shape that redraws (``shape``).
///
/// `RETAINED_COLD_SEQUENCES` sets how many streams run (default ``defaultSequences``, a few
/// hundred events) and `FUZZ_SEED` the first seed; `scripts/dev/fuzz-seeded.sh` runs a long one. A
/// failure names its seed and prints a minimal script for `sheet-demo --headless --script`.
@Suite struct RetainedColdFuzzTests {
  /// The streams per run of the test suite.
  static let defaultSequences = 16
  /// The longest side of a screen in these streams: a cold frame of 8192×8192 takes seconds.
  static let largestSide = 1400.0

  /// The streams' shape: screens of at most `largestSide`, and a fifth of the operations
  /// changes what is drawn.
  static func shape(largestSide: Double) -> StreamDecoder.Shape {
    StreamDecoder.Shape(latestTime: 2.5, timeScale: 0.1, largestSide: largestSide, redraws: true)
  }

  static var sequences: Int {
    ProcessInfo.processInfo.environment["RETAINED_COLD_SEQUENCES"].flatMap { Int($0) } ?? defaultSequences
  }

  static var firstSeed: UInt64 {
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  }

  @Test func retainedFramesEqualColdOnesAfterEveryEvent() {
    let assets = DemoAssets.catalog
    var events = 0
    var comparisons = 0
    var features: [String: Int] = [:]
    var failures = 0
    for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.sequences)) {
      let script = StreamDecoder.script(seed: seed, shape: Self.shape(largestSide: Self.largestSide))
      let outcome = RetainedColdChecker.check(script, assets: assets)
      events += outcome.events
      comparisons += outcome.comparisons
      features.merge(outcome.features, uniquingKeysWith: +)
      guard let failure = outcome.violation else { continue }
      let (minimal, violation) = ScriptShrinker.shrink(script, failure: failure) {
        RetainedColdChecker.check($0, assets: assets).violation
      }
      let file = NSTemporaryDirectory() + "retained-cold-seed-\(seed).json"
      try? minimal.jsonText().write(toFile: file, atomically: true, encoding: .utf8)
      Issue.record(
        """
        retained = cold: seed \(seed) (FUZZ_SEED=\(seed) RETAINED_COLD_SEQUENCES=1): \(failure)
        minimal script (\(minimal.events.count) of \(script.events.count) events, in \(file)): \(violation)
        \(minimal.jsonText())
        """)
      failures += 1
      if failures == 3 { return }
    }
    print("retained = cold: \(Self.sequences) streams, \(events) events, \(comparisons) frames compared")
    print("retained = cold: states seen \(features.sorted { $0.key < $1.key })")
    #expect(comparisons >= events / 2)
    // The streams reach every state and change that could leave stale pixels behind.
    if Self.sequences >= Self.defaultSequences {
      for feature in RetainedColdChecker.features {
        #expect(features[feature, default: 0] > 0, "no comparison saw \(feature)")
      }
    }
  }

  /// A few streams at 1.25, 1.5 and 2 pixels per point: fractional pixel edges, scaled
  /// radii, shadows and blurs, retained as at scale 1.
  @Test(arguments: [1.25, 1.5, 2])
  func retainedFramesEqualColdOnesAtOtherScales(scale: Double) {
    let seed = Self.firstSeed + UInt64(scale * 100)
    var script = StreamDecoder.script(seed: seed, shape: Self.shape(largestSide: 900))
    script.scale = scale
    let outcome = RetainedColdChecker.check(script, assets: DemoAssets.catalog)
    #expect(outcome.violation == nil, "seed \(seed) at scale \(scale): \(outcome.violation.map { "\($0)" } ?? "")")
    #expect(outcome.comparisons >= outcome.events / 2)
  }

  /// Issue 24's script: M twice (modal, then overlay again), then 3. The floating card's
  /// material kept the dimming in its cached backdrop, grey where the card had been and
  /// two-toned at the large detent.
  @Test func theCardIsNotLeftDimmedAfterAModalRoundTrip() throws {
    let script = try Script.parse(
      #"""
      {"events":[{"t":1.5,"type":"key","key":"m"},{"t":2.5,"type":"key","key":"m"},
      {"t":3.5,"type":"key","key":"3"}],"until":1.5}
      """#)
    let runner = HeadlessRunner(script: script)
    let renderer = FrameRenderer(assets: DemoAssets.catalog)
    var last: PixelSurface?
    runner.onFrame = { _, frame in last = try renderer.render(frame).surface }
    try runner.run()
    let frame = try #require(last)
    #expect(frame.pixel(x: 200, y: 700) == 0xFFF2_EFEA, "\(String(frame.pixel(x: 200, y: 700) ?? 0, radix: 16))")
    #expect(RetainedColdChecker.check(script, assets: DemoAssets.catalog).violation == nil)
  }
}
