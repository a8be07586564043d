import Compositor
import Rendering
import Testing

@testable import DemoApp

/// Frames drawn with retained layers and damage are the same, pixel for pixel, as frames
/// drawn afresh with nothing retained, through long random sequences of drags and flicks of
/// the sheet, scrolls, taps, keys that change the style and the background, the keyboard,
/// presentations and resizes.
@Suite struct LayerExactnessTests {
  /// A random script on the demo at a small size.
  static func script(seed: UInt64) -> Script {
    var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    var events: [ScriptEvent] = []
    var t = 0.3
    var size = Size(width: 480, height: 360)
    func point() -> Point {
      Point(x: random.double(in: 0...(size.width - 1)).rounded(), y: random.double(in: 0...(size.height - 1)).rounded())
    }
    for _ in 0..<random.int(in: 10...22) {
      t += random.double(in: 0.02...0.4)
      switch random.int(in: 0...9) {
      case 0...3:
        // A drag: from a point (often the sheet's top area) in a few moves.
        var p = random.chance(0.6) ? Point(x: size.width / 2, y: size.height * random.double(in: 0.2...0.8)) : point()
        events.append(ScriptEvent(t: t, .pointer(.down, p)))
        for _ in 0..<random.int(in: 1...6) {
          t += random.double(in: 0.008...0.05)
          p = Point(x: p.x + random.double(in: -20...20).rounded(), y: p.y + random.double(in: -120...120).rounded())
          events.append(ScriptEvent(t: t, .pointer(.move, p)))
        }
        t += random.double(in: 0.005...0.1)
        events.append(ScriptEvent(t: t, .pointer(.up, p)))
      case 4:
        let p = point()
        events.append(ScriptEvent(t: t, .pointer(.down, p)))
        events.append(ScriptEvent(t: t + 0.05, .pointer(.up, p)))
        t += 0.05
      case 5: events.append(ScriptEvent(t: t, .wheel(point(), dx: 0, dy: random.double(in: -200...200).rounded())))
      case 6:
        let keys: [Key] = [.text("b"), .text("m"), .text("1"), .text("2"), .text("3"), .escape, .text("s")]
        events.append(ScriptEvent(t: t, .key(keys[random.int(in: 0...(keys.count - 1))])))
      case 7: events.append(ScriptEvent(t: t, random.chance(0.5) ? .present : .select(.large)))
      case 8:
        size = Size(width: random.double(in: 240...560).rounded(), height: random.double(in: 200...420).rounded())
        events.append(ScriptEvent(t: t, .resize(size)))
      default:
        t += random.double(in: 0.1...0.6)
      }
    }
    return Script(size: Size(width: 480, height: 360), events: events, until: 0.6)
  }

  @Test(arguments: 0..<12)
  func retainedFramesEqualFreshOnes(seed: UInt64) throws {
    let runner = HeadlessRunner(script: Self.script(seed: seed))
    let live = FrameRenderer(assets: DemoAssets.catalog)
    var compared = 0
    var mismatch: String?
    runner.onFrame = { n, screenFrame in
      let frame = try live.render(screenFrame)
      guard n % 3 == 0, mismatch == nil else { return }
      let fresh = FrameRenderer(assets: DemoAssets.catalog)
      let reference = try fresh.render(screenFrame).surface
      compared += 1
      if !frame.surface.hasSamePixels(as: reference) {
        let d = ImageDifference(reference: reference, actual: frame.surface, threshold: 0)
        mismatch = "frame \(n): \(d)"
      }
    }
    try runner.run()
    #expect(mismatch == nil, "seed \(seed): \(mismatch ?? "")")
    #expect(compared > 20)
  }
}
