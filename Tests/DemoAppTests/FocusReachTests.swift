import Compositor
import Foundation
import Rendering
import Testing

@testable import DemoApp

/// Keyboard reach in the demo: Tab goes through every row of the list and the map's pins,
/// scrolling what it lands on into view; the ring is cut like the row it is around.
@Suite struct FocusReachTests {
  /// The demo at 1280×800 (a floating card at its 250-point detent), at rest.
  static func scene() throws -> (HeadlessRunner, DemoScene) {
    let runner = HeadlessRunner(script: Script(until: 1.5))
    try runner.run()
    return (runner, runner.scene)
  }

  /// What shows of the list: its frame cut by the card and the screen.
  static func shownList(_ scene: DemoScene) -> Rect {
    scene.shownList
  }

  /// Presses Tab and lets a second of frames pass, for the list to scroll (or the sheet to
  /// rise, when the part of the list that shows is too short for the row).
  static func tab(_ runner: HeadlessRunner, backward: Bool = false) {
    _ = runner.scene.handleKey(KeyEvent(.tab, modifiers: backward ? .shift : [], time: runner.clock.now))
    for _ in 0..<60 {
      runner.clock.advance(by: HeadlessRunner.frameInterval)
      runner.scene.screen.tick()
    }
  }

  @Test func tabReachesThePinsAndEveryRowAndScrollsEachIntoView() throws {
    let (runner, scene) = try Self.scene()
    var visited: [String] = []
    for _ in 0..<60 {
      Self.tab(runner)
      guard let v = scene.screen.focusedView else { continue }
      if visited.contains(v.identifier) { break }
      visited.append(v.identifier)
      if v.identifier.hasPrefix("place.") {
        #expect(Self.shownList(scene).contains(v.frameOnScreen), "\(v.identifier) is not wholly in view")
        #expect(scene.screen.focusRingGeometry != nil)
      }
    }
    let rows = (0..<20).map { "place.\($0)" }
    #expect(visited.filter { $0.hasPrefix("place.") } == rows)
    // The pins the card does not cover are in the order too.
    #expect(visited.contains("pin.Museum") && visited.contains("pin.Harbour"))
    #expect(visited.firstIndex(of: "search")! < visited.firstIndex(of: "place.0")!)
    // The list is as tall as the part of the card that shows (P5), so the last rows
    // scroll into view at the smallest detent: the list scrolled to its end, the card
    // stayed.
    let list = scene.places.list
    #expect(list.isAtBottom)
    #expect(list.contentOffset.y > 0)
    #expect(scene.presentation.height == 250)
  }

  @Test func returnBringsBackARowTheWheelScrolledAwayBeforeItActivates() throws {
    let (runner, scene) = try Self.scene()
    while scene.screen.focusedView?.identifier != "place.0" { Self.tab(runner) }
    let row = try #require(scene.screen.focusedView)
    let list = Self.shownList(scene)
    scene.screen.deliver(
      .wheel(WheelEvent(at: Point(x: list.midX, y: list.midY), deltaX: 0, deltaY: 300, time: runner.clock.now)))
    #expect(!row.frameOnScreen.intersects(list))
    _ = scene.handleKey(KeyEvent(.return, time: runner.clock.now))
    #expect(scene.placeDetails.presentation == nil && !scene.placeDetails.isPresented)
    #expect(list.contains(row.frameOnScreen))
    _ = scene.handleKey(KeyEvent(.return, time: runner.clock.now))
    #expect(scene.placeDetails.isPresented)
  }

  @Test func theRingOnAHalfVisibleRowStaysInsideTheCardsRoundedCorners() throws {
    let (runner, scene) = try Self.scene()
    while scene.screen.focusedView?.identifier != "place.5" { Self.tab(runner) }
    let row = try #require(scene.screen.focusedView)
    let card = try #require(scene.view(withIdentifier: "sheet")).frameOnScreen
    // Half of the row below the card's bottom edge, where its corners are rounded.
    scene.places.list.contentOffset.y += row.frameOnScreen.minY - (card.maxY - 28)
    #expect(abs(row.frameOnScreen.minY - (card.maxY - 28)) < 0.001)
    let frame = try FrameRenderer(assets: DemoAssets.catalog).render(scene.screen.takeFrame()).surface
    let ring = try #require(scene.screen.focusRingGeometry)
    func isRingBlue(_ x: Int, _ y: Int) -> Bool {
      guard let c = frame.color(x: x, y: y) else { return false }
      return c.blue > 0.85 && c.red < 0.35 && c.green < 0.65
    }
    // The ring shows along the row's visible top edge...
    #expect(isRingBlue(Int(ring.rect.midX), Int(ring.rect.minY)))
    // ...and nowhere in the bottom corners' cut-away, over the map.
    let shape = RoundedRectShape(rect: card, radii: try #require(scene.view(withIdentifier: "sheet")).cornerRadii)
    var outside = 0
    for y in Int(card.maxY) - 30..<Int(card.maxY) {
      for x in Array(Int(card.minX)..<Int(card.minX) + 30) + Array(Int(card.maxX) - 30..<Int(card.maxX)) {
        let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        // Whole pixels clear of the rounded edge's antialiasing.
        guard !shape.contains(centre), !shape.contains(Point(x: centre.x + 1, y: centre.y - 1)),
          !shape.contains(Point(x: centre.x - 1, y: centre.y - 1))
        else { continue }
        outside += 1
        #expect(!isRingBlue(x, y), "ring pixel at \(x),\(y), outside the card")
      }
    }
    #expect(outside > 20)
  }
}
