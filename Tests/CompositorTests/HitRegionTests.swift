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
  static func window(seed: UInt64, frame: Rect = Rect(x: 0, y: 0, width: 160, height: 120)) throws -> Window {
    var rng = SplitMix64(seed: seed)
    let w = Window(name: "overlay", level: .normal + 1, frame: frame, hitTestPolicy: .passthrough)
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
    let check = Self.check(w)
    #expect(check.wrong.isEmpty, "seed \(seed): \(check.wrong.prefix(8))")
    #expect(check.taken > 0)
  }

  /// At a scale, and in a window whose frame starts between pixels, the region is the
  /// output window's pixels (``WindowPixelGrid``) whose centres the hit test takes, and the
  /// visual region covers every pixel a shown card touches.
  @Test(arguments: [1.25, 1.5, 2, 3], 0..<8 as Range<UInt64>)
  func atAScaleTheRegionIsThePixelsWhoseCentresTheHitTestTakes(scale: Double, seed: UInt64) throws {
    let frame = Rect(x: 7.3, y: 4.6, width: 160, height: 120)
    let w = try Self.window(seed: seed, frame: frame)
    let check = Self.check(w, scale: scale)
    #expect(check.wrong.isEmpty, "scale \(scale) seed \(seed): \(check.wrong.prefix(8))")
    #expect(check.taken > 0)
    // Cached and fresh agree, and the scale-1 region is not what a 2× window gets.
    #expect(w.inputShape(scale: scale) == w.inputShape(scale: scale))
    #expect(w.inputShape(scale: scale) != w.inputShape(scale: 1))
    let grid = WindowPixelGrid(frame: frame, scale: scale)
    let whole = PixelRect(x: 0, y: 0, width: grid.pixelFrame.width, height: grid.pixelFrame.height)
    let visual = w.visualShape(scale: scale)
    for card in w.rootView.subviews {
      var uncovered = RectRegion()
      uncovered.formUnion(grid.enclosing(card.visualFrameInWindow).clipped(to: whole).rect)
      for r in visual { uncovered.subtract(r.rect) }
      #expect(uncovered.isEmpty, "scale \(scale) seed \(seed): \(card.identifier) leaves \(uncovered.rects)")
    }
  }

  /// The grid at scale 1 with a whole-point frame is the identity the regions always had;
  /// at 2 a point is two pixels, and a frame between pixels starts at the pixel whose
  /// centre it holds.
  @Test func theGridMapsPointsToTheOutputWindowsPixels() {
    let one = WindowPixelGrid(frame: Rect(x: 10, y: 20, width: 30, height: 40), scale: 1)
    #expect(one.pixelFrame == PixelRect(x: 10, y: 20, width: 30, height: 40))
    #expect(one.offset == .zero)
    #expect(one.centre(x: 3, y: 4) == Point(x: 3.5, y: 4.5))
    let two = WindowPixelGrid(frame: Rect(x: 10, y: 20, width: 30, height: 40), scale: 2)
    #expect(two.pixelFrame == PixelRect(x: 20, y: 40, width: 60, height: 80))
    #expect(two.centre(x: 3, y: 4) == Point(x: 1.75, y: 2.25))
    #expect(two.pixelCentres(in: Rect(x: 0, y: 0, width: 1.5, height: 1)) == PixelRect(x: 0, y: 0, width: 3, height: 2))
    let between = WindowPixelGrid(frame: Rect(x: 0.75, y: 0, width: 10, height: 10), scale: 1.5)
    // 0.75 × 1.5 = 1.125 pixels: pixel 1's centre (1.5) is the first inside.
    #expect(between.pixelFrame.x == 1)
    #expect(between.offset.x == 0.125)
    #expect(between.pixelFrame.width == 15)
  }

  /// The pixels of `w`'s output window at `scale` where the hit region and the hit test
  /// at the pixel's centre disagree, and how many the hit test takes. The centre is worked
  /// out here from the screen's pixels, not with the grid under test.
  static func check(_ w: Window, scale: Double = 1) -> (wrong: [String], taken: Int) {
    let pixels = WindowPixelGrid(frame: w.frame, scale: scale).pixelFrame
    var inRegion = Set<Int>()
    for r in w.inputShape(scale: scale) {
      for y in r.y..<r.maxY { for x in r.x..<r.maxX { inRegion.insert(y * 100_000 + x) } }
    }
    var wrong: [String] = []
    var taken = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let centre = Point(x: (Double(pixels.x + x) + 0.5) / scale, y: (Double(pixels.y + y) + 0.5) / scale)
        let takes = w.hitTest(screenPoint: centre) != nil
        if takes { taken += 1 }
        if takes != inRegion.contains(y * 100_000 + x) { wrong.append("(\(x), \(y))") }
      }
    }
    return (wrong, taken)
  }

  /// A rounded corner far larger than the window is decided only over the window and a
  /// margin: a radius of a million points neither hangs nor loses exactness.
  @Test func aHugeCornerCostsTheWindowNotTheCorner() throws {
    let w = Window(
      name: "overlay", level: .normal + 1, frame: Rect(x: 0, y: 0, width: 320, height: 240), hitTestPolicy: .passthrough
    )
    let huge = View(identifier: "huge")
    huge.frame = Rect(x: -1e6, y: -1e6, width: 2e6 + 100, height: 2e6 + 100)
    huge.cornerRadii = CornerRadii(all: 1e6)
    try w.rootView.addSubview(huge)
    #expect(Self.check(w).wrong.isEmpty)
    #expect(w.inputShape() == [PixelRect(x: 0, y: 0, width: 320, height: 240)])
  }

  /// A corner whose curve crosses the window but whose square reaches past the margin:
  /// its cached part is exact only near the window, so moving the view far makes it
  /// computed again, and the region stays the hit test's at every step.
  @Test func aLargeCornerMovedFarIsComputedAgain() throws {
    let w = Window(
      name: "overlay", level: .normal + 1, frame: Rect(x: 0, y: 0, width: 320, height: 240), hitTestPolicy: .passthrough
    )
    let card = View(identifier: "card")
    // The bottom-right corner's circle (radius 1000) passes through the window's middle.
    card.frame = Rect(x: -3000, y: -3000, width: 3453, height: 3413)
    card.cornerRadii = CornerRadii(all: 1000)
    try w.rootView.addSubview(card)
    // The last moves bring the part of the curve above the first computation's margin
    // (near (411, -300)) into the window.
    for (dx, dy) in [(0.0, 0.0), (40, 0), (-250, 400), (-250, 420), (0, 0)] {
      card.frame.origin = Point(x: -3000 + dx, y: -3000 + dy)
      let wrong = Self.check(w).wrong
      #expect(wrong.isEmpty, "moved (\(dx), \(dy)): \(wrong.prefix(6))")
    }
  }
}
