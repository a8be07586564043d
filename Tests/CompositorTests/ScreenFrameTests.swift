import Testing

@testable import Compositor

/// The frame value a screen hands out: taken once, naming every window by its id, with
/// the regions an output needs kept in caches that survive what does not change them.
@Suite struct ScreenFrameTests {
  @Test func aFrameTakesTheDamageOnceAndDescribesEveryWindow() {
    let f = OverlayFixture()
    f.screen.keyWindow = f.overlay
    let first = f.screen.takeFrame()
    #expect(first.size == Size(width: 400, height: 800))
    #expect(first.damagedArea.bounds == f.screen.bounds)
    #expect(first.windows.map(\.name) == ["main", "overlay"])
    #expect(first.windows.map(\.id) == [f.main.id, f.overlay.id])
    #expect(first.windows.map(\.level) == [.normal, .normal + 1])
    #expect(first.keyWindow == f.overlay.id)
    #expect(first.windows.allSatisfy { $0.inputShape == nil && $0.visualShape == nil })
    #expect(!first.windows[1].damage.isEmpty)
    // Taken: nothing is left for the next frame.
    let second = f.screen.takeFrame(includingShapes: true)
    #expect(second.damagedArea.isEmpty)
    #expect(second.windows.allSatisfy { $0.damage.isEmpty })
    #expect(second.windows[1].inputShape == f.overlay.inputShape())
    #expect(second.windows[1].visualShape == f.overlay.visualShape())
    #expect(second.window(f.main.id)?.frame == f.screen.bounds)
    f.sheet.translation.y = -20
    let third = f.screen.takeFrame()
    #expect(third.damagedArea.bounds == Rect(x: 0, y: 480, width: 400, height: 320))
  }

  @Test func aLayersDamageIsTakenWithTheFrame() throws {
    let f = OverlayFixture()
    f.sheet.isLayer = true
    _ = f.screen.takeFrame()
    f.sheetRow.background = .color(.white)
    let frame = f.screen.takeFrame()
    let sheetDamage = try #require(frame.windows[1].layerDamage[ObjectIdentifier(f.sheet)])
    #expect(sheetDamage.bounds == Rect(x: 0, y: 60, width: 400, height: 44))
    #expect(frame.windows[1].damage.isEmpty)
    let next = f.screen.takeFrame()
    #expect(next.windows[1].layerDamage.values.allSatisfy { $0.isEmpty })
  }

  @Test func aPointerRoutedByWindowIDIsHitTestedInThatWindow() {
    let f = OverlayFixture()
    var hits: [String?] = []
    f.screen.onDelivery = { if case .pointer(let e, let w, _) = $0, e.phase == .down { hits.append(w?.name) } }
    // On the sheet, but the window system routed it to the main window.
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0), window: f.main.id))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 700), time: 0.1), window: f.main.id))
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0.2), window: nil))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 700), time: 0.3), window: nil))
    // An id no window has: the whole stack decides.
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0.4), window: WindowID(rawValue: 0)))
    #expect(hits == ["main", "overlay", "overlay"])
  }

  @Test func windowIDsAreUniqueAndStable() {
    let a = Window(name: "a", frame: .zero)
    let b = Window(name: "a", frame: .zero)
    #expect(a.id != b.id)
    #expect(a.id == a.id)
  }

  /// A root subview moved by whole pixels keeps its cached share of the regions, offset;
  /// a change inside it, or a move by a fraction of a pixel, computes it again.
  @Test func aWholePixelMoveKeepsTheCachedRegions() {
    let f = OverlayFixture()
    let before = f.overlay.inputShape()
    let visual = f.overlay.visualShape()
    #expect(f.sheet.regionCache.input != nil)
    f.sheet.translation.y = -37
    #expect(f.sheet.regionCache.input != nil)
    #expect(f.overlay.inputShape() == before.map { $0.moved(dx: 0, dy: -37) })
    #expect(f.overlay.visualShape() == visual.map { $0.moved(dx: 0, dy: -37) })
    f.sheet.frame.origin.y += 3
    #expect(f.sheet.regionCache.input != nil)
    f.sheetRow.frame.origin.y += 1
    #expect(f.sheet.regionCache.input == nil)
    _ = f.overlay.inputShape()
    f.sheet.translation.y = -36.5
    _ = f.overlay.inputShape()
    #expect(f.sheet.regionCache.input?.fraction == Point(x: 0, y: 0.5))
  }

  /// Through random changes of every kind, the cached regions stay exactly the pixels the
  /// hit test takes and the pixels the views draw, as computed afresh.
  @Test(arguments: 0..<6 as Range<UInt64>)
  func cachedRegionsFollowEveryChange(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let w = try HitRegionTests.window(seed: seed)
    let cards = w.rootView.subviews
    for step in 0..<60 {
      let card = cards[rng.int(in: 0...(cards.count - 1))]
      let child = card.subviews[0]
      switch rng.int(in: 0...9) {
      case 0: card.translation = Point(x: Double(rng.int(in: -20...20)), y: Double(rng.int(in: -20...20)))
      case 1: card.frame.origin.x += Double(rng.int(in: -5...5))
      case 2: card.translation.y += rng.double(in: -3...3)
      case 3: child.frame.origin.y += rng.double(in: -4...4)
      case 4: card.isHidden.toggle()
      case 5: child.isUserInteractionEnabled.toggle()
      case 6: card.cornerRadii = CornerRadii(all: rng.double(in: 0...16))
      case 7: card.frame.size.height = rng.double(in: 8...60)
      case 8: child.shadow = child.shadow == nil ? Shadow(color: .black, radius: 4, x: 0, y: 2) : nil
      default: card.alpha = rng.double(in: 0...1) < 0.2 ? 0 : 1
      }
      let cached = (w.inputShape(), w.visualShape())
      for v in cards { v.regionCache = SubtreeRegionCache() }
      let fresh = (w.inputShape(), w.visualShape())
      #expect(cached.0 == fresh.0, "seed \(seed) step \(step): input")
      #expect(cached.1 == fresh.1, "seed \(seed) step \(step): visual")
    }
  }
}
