import Testing

@testable import Compositor

/// `Window.hitRegion()` is exactly the pixels whose centres the window's hit test takes,
/// rounded corners included, for plain views (decided by their shape) and subclasses
/// (decided at the corners by asking the hit test).
@Suite struct HitRegionTests {
  /// A view subclass, as a text field or a scroll view is: the region asks the hit test.
  final class Subclass: View {}

  /// A passthrough window of rounded cards, some clipping rounded children, some overlapping,
  /// at fractional positions, from `seed`.
  static func window(seed: UInt64) throws -> Window {
    var rng = SplitMix64(seed: seed)
    let w = Window(
      name: "overlay", level: .normal + 1, frame: Rect(x: 0, y: 0, width: 160, height: 120), hitTestPolicy: .passthrough
    )
    for i in 0..<4 {
      let card: View = i == 3 ? Subclass(identifier: "subclass") : View(identifier: "card\(i)")
      card.frame = Rect(
        x: rng.double(in: -10...110), y: rng.double(in: -10...80), width: rng.double(in: 8...70),
        height: rng.double(in: 8...50))
      card.cornerRadii = CornerRadii(
        topLeft: rng.double(in: 0...20), topRight: rng.double(in: 0...20), bottomLeft: rng.double(in: 0...20),
        bottomRight: rng.double(in: 0...20))
      card.clipsToBounds = rng.double(in: 0...1) < 0.5
      let child = View(identifier: "child\(i)")
      child.frame = Rect(x: rng.double(in: -8...20), y: rng.double(in: -8...20), width: 24.5, height: 18.25)
      child.cornerRadii = CornerRadii(all: rng.double(in: 0...9))
      try card.addSubview(child)
      try w.rootView.addSubview(card)
    }
    return w
  }

  @Test(arguments: 0..<12 as Range<UInt64>)
  func theRegionIsThePixelsTheHitTestTakes(seed: UInt64) throws {
    let w = try Self.window(seed: seed)
    var inRegion = Set<Int>()
    for r in w.hitRegion() {
      for y in r.y..<r.maxY { for x in r.x..<r.maxX { inRegion.insert(y * 1000 + x) } }
    }
    var disagreements: [String] = []
    for y in 0..<120 {
      for x in 0..<160 {
        let taken = w.hitTest(screenPoint: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) != nil
        if taken != inRegion.contains(y * 1000 + x) { disagreements.append("(\(x), \(y))") }
      }
    }
    #expect(disagreements.isEmpty, "seed \(seed): \(disagreements.prefix(8))")
    #expect(!inRegion.isEmpty)
  }
}
