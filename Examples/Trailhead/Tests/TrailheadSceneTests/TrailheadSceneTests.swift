import Compositor
import CompositorTesting
import Foundation
import Testing
import TrailheadScene

/// Trailhead's screen, headless on a manual clock: what a person's taps and drags do, and
/// how it looks.
@Suite struct TrailheadSceneTests {
  /// The scene at 800×600, driven by a harness, with the Trails button tapped and the
  /// sheet come to rest on its first detent.
  static func presented() throws -> (TrailheadScene, SceneHarness) {
    let clock = ManualClock()
    let scene = try TrailheadScene(size: Size(width: 800, height: 600), clock: clock)
    let harness = SceneHarness(screen: scene.screen, clock: clock)
    harness.tap(at: Point(x: 70, y: 36))  // the Trails button
    try harness.advance(by: 1.5)
    return (scene, harness)
  }

  /// The references, beside this file.
  static let golden = GoldenImage(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path)

  @Test func theButtonPresentsTheSheetOnMedium() throws {
    let (scene, _) = try Self.presented()
    #expect(scene.isPresented)
    #expect(scene.sheet.selectedDetent == .medium)
    #expect(scene.sheet.phase == .resting)
    #expect(abs(scene.sheet.height - scene.sheet.detents[1].height) < 0.5)
  }

  @Test func aFlickUpFromMediumRestsOnLarge() throws {
    let (scene, harness) = try Self.presented()
    let top = 600 - scene.sheet.height
    // A quick throw: 120 points in 0.08 s, lifted while still moving.
    harness.drag(from: Point(x: 400, y: top + 20), to: Point(x: 400, y: top - 100), duration: 0.08, steps: 5)
    try harness.advance(by: 1.5)
    #expect(scene.sheet.selectedDetent == .large)
    #expect(scene.detent == .large, "the drag writes the binding back at the release")
    #expect(scene.sheet.phase == .resting)
  }

  @Test func aFlickDownFromMediumRestsOnThePeek() throws {
    let (scene, harness) = try Self.presented()
    let top = 600 - scene.sheet.height
    harness.drag(from: Point(x: 400, y: top + 20), to: Point(x: 400, y: top + 80), duration: 0.08, steps: 5)
    try harness.advance(by: 1.5)
    #expect(scene.sheet.selectedDetent == .height(140))
    #expect(abs(scene.sheet.height - 140) < 0.5)
  }

  @Test func aTapAboveTheSheetReachesTheMap() throws {
    let (scene, harness) = try Self.presented()
    harness.tap(at: Point(x: 200, y: 150))
    try harness.advance(by: 0.1)
    #expect(scene.markers == [Point(x: 200, y: 150)])
  }

  @Test func theMapFillsTheWindowAfterAResize() throws {
    let (scene, harness) = try Self.presented()
    scene.screen.resize(to: Size(width: 1100, height: 750))
    try harness.advance(by: 1.5)
    // A tap in the part the resize added reaches the map.
    harness.tap(at: Point(x: 1050, y: 100))
    try harness.advance(by: 0.1)
    #expect(scene.markers == [Point(x: 1050, y: 100)])
  }

  @Test func theTrailsAreAListWhoseRowsKnowWhereTheyStand() throws {
    let (scene, harness) = try Self.presented()
    let list = try #require(
      scene.screen.windows.lazy.compactMap { $0.rootView.firstView(withIdentifier: "trails") }.first)
    #expect(list.accessibility?.role == .list)
    let rows = list.subviews.compactMap(\.accessibility).filter { $0.role == .row }
    #expect(rows.map(\.label) == TrailheadScene.trails)
    #expect(rows.map { $0.listPosition?.count } == [3, 3, 3])
    // A tap on a row selects it.
    let second = try #require(list.subviews.first { $0.accessibility?.label == TrailheadScene.trails[1] })
    let f = second.frameOnScreen
    harness.tap(at: Point(x: f.midX, y: f.midY))
    #expect(second.accessibility?.isSelected == true)
    #expect(scene.sheet.selectedDetent == .medium, "a tap on a row does not move the sheet")
  }

  @Test func theDrawnMapWithAMarker() throws {
    let clock = ManualClock()
    let scene = try TrailheadScene(size: Size(width: 800, height: 600), clock: clock)
    let harness = SceneHarness(screen: scene.screen, clock: clock)
    harness.tap(at: Point(x: 560, y: 330))
    Self.golden.expectMatch(try harness.advance(by: 0.1).surface, named: "drawn-map")
  }

  @Test func theSheetOnMediumOverTheMapWithAMarker() throws {
    let (scene, harness) = try Self.presented()
    harness.tap(at: Point(x: 200, y: 150))
    Self.golden.expectMatch(try harness.advance(by: 0.1).surface, named: "medium-with-marker")
    #expect(scene.markers.count == 1)
  }
}
