import Testing

@testable import Compositor

/// Damage stays bounded however many views change, covers what changed, and tells a
/// layer's own pixels from the window's.
@Suite struct DamageTests {
  func screen() -> (Screen, Window) {
    let screen = Screen(size: Size(width: 800, height: 600), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    _ = window.takeDamage()
    _ = screen.takeDamage()
    return (screen, window)
  }

  @Test func aRegionKeptUnderALimitCoversEverythingAdded() {
    var region = RectRegion()
    var added: [Rect] = []
    var random = SplitMix64(seed: 3)
    for _ in 0..<5000 {
      let r = Rect(
        x: random.double(in: 0...780).rounded(), y: random.double(in: 0...580).rounded(), width: 7, height: 5)
      added.append(r)
      region.formUnion(r, limit: 64)
      #expect(region.rects.count <= 64)
    }
    for r in added { #expect(region.rects.contains { $0.intersects(r) }) }
    let center = added.map { Point(x: $0.midX, y: $0.midY) }
    #expect(center.allSatisfy(region.contains))
    // Disjoint: the area is the sum of the parts.
    for (i, a) in region.rects.enumerated() {
      for b in region.rects[(i + 1)...] { #expect(!a.intersects(b)) }
    }
  }

  /// Adding ten thousand sibling views keeps the damage to a few rectangles that cover
  /// exactly the area they fill.
  @Test func tenThousandSiblingsDamageTheirTrueArea() throws {
    let (screen, window) = screen()
    for i in 0..<10_000 {
      let v = View(
        identifier: "v\(i)", frame: Rect(x: Double(i % 100) * 4, y: Double(i / 100) * 3, width: 4, height: 3))
      v.background = .color(.white)
      try window.rootView.addSubview(v)
    }
    let damage = window.takeDamage()
    #expect(damage.rects.count <= Window.damageRectangleLimit)
    #expect(damage.area == 400 * 300)
    #expect(damage.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(screen.takeDamage().area == 400 * 300)
  }

  /// Hiding a view damages the area it covered; showing it damages it again.
  @Test func hidingAndShowingDamageTheView() throws {
    let (screen, window) = screen()
    let v = View(identifier: "v", frame: Rect(x: 10, y: 20, width: 30, height: 40))
    try window.rootView.addSubview(v)
    _ = window.takeDamage()
    v.isHidden = true
    #expect(window.takeDamage().bounds == Rect(x: 10, y: 20, width: 30, height: 40))
    v.isHidden = false
    #expect(window.takeDamage().bounds == Rect(x: 10, y: 20, width: 30, height: 40))
    v.alpha = 0
    #expect(window.takeDamage().bounds == Rect(x: 10, y: 20, width: 30, height: 40))
    _ = screen.takeDamage()
  }

  /// Moving, fading or hiding a layer damages only the screen (to recomposite); the
  /// window's own pixels and the layer's store are untouched.
  @Test func movingALayerOnlyRecomposites() throws {
    let (screen, window) = screen()
    let sheet = View(identifier: "sheet", frame: Rect(x: 0, y: 400, width: 800, height: 200))
    sheet.isLayer = true
    let row = View(identifier: "row", frame: Rect(x: 10, y: 10, width: 100, height: 20))
    try sheet.addSubview(row)
    try window.rootView.addSubview(sheet)
    _ = window.takeDamage()
    _ = sheet.takeLayerDamage()
    _ = screen.takeDamage()

    sheet.frame.origin.y = 380
    sheet.translation = Point(x: 0, y: -5)
    sheet.alpha = 0.5
    #expect(window.takeDamage().isEmpty)
    #expect(sheet.takeLayerDamage().isEmpty)
    #expect(screen.takeDamage().bounds == Rect(x: 0, y: 375, width: 800, height: 225))

    // A change inside the layer damages its store, in the layer's own coordinates.
    row.background = .color(.white)
    #expect(window.takeDamage().isEmpty)
    #expect(sheet.takeLayerDamage().rects == [Rect(x: 10, y: 10, width: 100, height: 20)])
    #expect(screen.takeDamage().bounds == Rect(x: 10, y: 385, width: 100, height: 20))

    // Resizing the layer redraws it.
    sheet.frame.size.height = 220
    #expect(sheet.takeLayerDamage().bounds == Rect(x: 0, y: 0, width: 800, height: 220))
  }

  /// Deeper in the tree the flag is ignored: the view is drawn with its window.
  @Test func aLayerInsideAnotherViewIsDrawnWithItsWindow() throws {
    let (_, window) = screen()
    let card = View(identifier: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let inner = View(identifier: "inner", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    inner.isLayer = true
    try card.addSubview(inner)
    try window.rootView.addSubview(card)
    _ = window.takeDamage()
    inner.frame.origin.x = 15
    #expect(window.takeDamage().bounds == Rect(x: 10, y: 10, width: 25, height: 20))
    #expect(inner.compositedLayer == nil)
  }
}
