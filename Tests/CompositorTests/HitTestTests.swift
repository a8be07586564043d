import Testing

@testable import Compositor

@Suite struct HitTestTests {
  @Test func insideSheetHitsOverlay() {
    let f = OverlayFixture()
    #expect(f.hit(200, 520) == ("overlay", "sheet"))
    #expect(f.hit(200, 580) == ("overlay", "row"))
  }

  @Test func outsideSheetFallsThroughToMain() {
    let f = OverlayFixture()
    #expect(f.hit(50, 60) == ("main", "button"))
    #expect(f.hit(300, 300) == ("main", "map"))
  }

  @Test func hiddenOverlayPassesEverything() {
    let f = OverlayFixture()
    f.overlay.isHidden = true
    #expect(f.hit(200, 600) == ("main", "map"))
  }

  @Test func roundedCornerCutOutReachesMain() {
    let f = OverlayFixture()
    #expect(f.hit(1, 501) == ("main", "map"))
    #expect(f.hit(399, 501) == ("main", "map"))
    #expect(f.hit(25, 501) == ("overlay", "sheet"))
  }

  @Test func translatedSheetHitsAtLivePosition() {
    let f = OverlayFixture()
    f.sheet.translation = Point(x: 0, y: -200)
    #expect(f.hit(200, 320) == ("overlay", "sheet"))
    #expect(f.hit(200, 790) == ("main", "map"))
  }

  @Test func nestedOffsetAndScrolledViews() throws {
    let f = OverlayFixture()
    let scroll = View(identifier: "scroll", frame: Rect(x: 0, y: 120, width: 400, height: 100))
    scroll.clipsToBounds = true
    scroll.bounds.origin = Point(x: 0, y: 50)
    let item = View(identifier: "item", frame: Rect(x: 10, y: 60, width: 100, height: 30))
    try f.sheet.addSubview(scroll)
    try scroll.addSubview(item)
    // item spans y 60..90 in content; scrolled by 50 it shows at 10..40 of the scroll view,
    // which is at 620 on screen: 630..660.
    #expect(f.hit(50, 640) == ("overlay", "item"))
    #expect(f.hit(50, 700) == ("overlay", "scroll"))
    #expect(item.frameOnScreen == Rect(x: 10, y: 630, width: 100, height: 30))
  }

  @Test func clippingAncestorBlocksOverflow() throws {
    let f = OverlayFixture()
    let box = View(identifier: "box", frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let child = View(identifier: "child", frame: Rect(x: 40, y: 40, width: 50, height: 50))
    try f.main.rootView.addSubview(box)
    try box.addSubview(child)
    #expect(f.hit(180, 180) == ("main", "child"))
    box.clipsToBounds = true
    #expect(f.hit(180, 180) == ("main", "map"))
    #expect(f.hit(145, 145) == ("main", "child"))
  }

  @Test func disabledHiddenAndTransparentViewsAreSkipped() {
    let f = OverlayFixture()
    f.sheetRow.isUserInteractionEnabled = false
    #expect(f.hit(200, 580) == ("overlay", "sheet"))
    f.sheet.alpha = 0.005
    #expect(f.hit(200, 580) == ("main", "map"))
    f.sheet.alpha = 1
    f.sheet.isHidden = true
    #expect(f.hit(200, 580) == ("main", "map"))
  }

  @Test func lastSubviewIsFrontmost() throws {
    let f = OverlayFixture()
    let a = View(identifier: "a", frame: Rect(x: 200, y: 100, width: 50, height: 50))
    let b = View(identifier: "b", frame: Rect(x: 200, y: 100, width: 50, height: 50))
    try f.main.rootView.addSubview(a)
    try f.main.rootView.addSubview(b)
    #expect(f.hit(210, 110).view == "b")
    f.main.rootView.bringSubviewToFront(a)
    #expect(f.hit(210, 110).view == "a")
  }

  @Test func opaqueWindowBlocksBelow() {
    let f = OverlayFixture()
    let alert = Window(name: "alert", level: .alert, frame: Rect(x: 50, y: 50, width: 100, height: 100))
    f.screen.addWindow(alert)
    #expect(f.hit(60, 60) == ("alert", "alert.root"))
    #expect(f.hit(200, 300) == ("main", "map"))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFinitePointsHitNothing(_ v: Double) {
    let f = OverlayFixture()
    #expect(f.screen.hitTest(Point(x: v, y: 10)) == nil)
    #expect(f.screen.hitTest(Point(x: 10, y: v)) == nil)
  }

  @Test func windowsOrderByLevelThenShowOrder() {
    let f = OverlayFixture()
    let keyboard = Window(name: "keyboard", level: .keyboard, frame: f.screen.bounds)
    let second = Window(name: "second", level: .normal, frame: f.screen.bounds)
    f.screen.addWindow(keyboard)
    f.screen.addWindow(second)
    #expect(f.screen.windows.map(\.name) == ["main", "second", "overlay", "keyboard"])
    f.main.isHidden = true
    f.main.isHidden = false
    #expect(f.screen.windows.map(\.name) == ["second", "main", "overlay", "keyboard"])
    keyboard.level = .normal
    #expect(f.screen.windows.map(\.name) == ["keyboard", "second", "main", "overlay"])
  }
}
