import Compositor
import Testing

@testable import SheetOverlay

/// Cases the fuzz tests (DemoAppTests/FuzzTests) found, each pinned down here.
@Suite struct FuzzRegressionTests {
  /// Runs `seconds` of frames, calling `check` after each.
  func frames(_ h: SheetHarness, _ seconds: Double, check: () -> Void = {}) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      h.clock.advance(by: 1.0 / 60)
      h.screen.tick()
      check()
    }
  }

  /// The most the sheet may show: its largest detent plus the rubber band, which never
  /// reaches the screen's height.
  func highest(_ h: SheetHarness) -> Double {
    (h.presentation.detents.last?.height ?? 0) + Swift.max(1, h.screen.size.height)
  }

  /// Expects the sheet at rest at `height`.
  func expectRests(_ h: SheetHarness, at height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(h.presentation.phase == .resting, sourceLocation: sourceLocation)
    #expect(abs(h.height - height) < 0.5, "height \(h.height)", sourceLocation: sourceLocation)
  }

  /// The harness with its screen grown to 8192×8192 and the sheet at rest there.
  /// The sheet along the bottom edge of an 8192×8192 screen (where these were found; the
  /// automatic placement would float it as a card there).
  func onAHugeScreen(_ h: SheetHarness) -> SheetHarness {
    h.presentation.reconfigure { $0.placement = .bottom }
    h.screen.resize(to: Size(width: 8192, height: 8192))
    frames(h, 1.5)
    return h
  }

  @Test func shrinkingTheScreenWhilePresentingKeepsTheSheetOnIt() {
    let h = SheetHarness(presented: false)
    h.screen.resize(to: Size(width: 8192, height: 8192))
    frames(h, 0.1)
    h.isPresented = true
    frames(h, 0.3)
    #expect(h.height > 2000)
    h.screen.resize(to: Size(width: 400, height: 800))
    var worst = 0.0
    frames(h, 2) { worst = Swift.max(worst, h.height - highest(h)) }
    #expect(worst <= 0)
    expectRests(h, at: 380)
  }

  @Test func shrinkingTheScreenMidDragShowsTheSheetOnTheNewScreen() {
    let h = onAHugeScreen(SheetHarness())
    #expect(abs(h.height - 4076) < 0.5)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 400, y: 8192 - 4076 + 5), time: h.clock.now)))
    h.clock.advance(by: 0.1)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 400, y: 1000), time: h.clock.now)))
    #expect(h.height > 7000)
    h.screen.resize(to: Size(width: 1, height: 1))
    frames(h, 1.0 / 60)
    // The resize ends the drag: the sheet settles on the new screen's detents at once and
    // the rest of the pointer sequence is ignored.
    #expect(h.presentation.phase != .dragging)
    #expect(h.height <= highest(h))
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 400, y: 500), time: h.clock.now)))
    #expect(h.height <= highest(h))
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 400, y: 1000), time: h.clock.now)))
    frames(h, 2)
    // A 1-point screen holds a sheet 1 point tall (T1), its top at the screen's top.
    expectRests(h, at: 1)
  }

  @Test func aCaughtSheetIsBroughtOntoAShrunkenScreen() {
    let h = onAHugeScreen(SheetHarness())
    h.detent = .large
    frames(h, 0.1)
    // Catch the sheet on its way up, then shrink the screen while it is held.
    let top = h.top
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 400, y: top + 5), time: h.clock.now)))
    #expect(h.presentation.phase == .held)
    h.screen.resize(to: Size(width: 1, height: 1))
    frames(h, 1.0 / 60)
    #expect(h.height <= highest(h))
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 400, y: top + 5), time: h.clock.now)))
    var worst = 0.0
    frames(h, 2) { worst = Swift.max(worst, h.height - highest(h)) }
    #expect(worst <= 0)
    #expect(h.presentation.phase == .resting)
  }

  /// A fling upward from the largest detent: after a pause (so only the fling counts for
  /// the velocity) the pointer jumps `distance` points in `interval` seconds, then lifts.
  func fling(_ h: SheetHarness, distance: Double, interval: Double) {
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.clock.advance(by: 0.2)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 45), time: h.clock.now)))
    h.clock.advance(by: interval)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 45 - distance), time: h.clock.now)))
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 45 - distance), time: h.clock.now)))
  }

  @Test func aHardFlingPastTheLargestDetentStaysInTheRubberBandAndRests() {
    let h = SheetHarness(detent: .large)
    fling(h, distance: 100_000, interval: 0.0001)
    // Released rubber-banded ~790 points past large, at 10⁹ points per second (8000 after
    // the limit). The spring goes on up in the band's space, so the sheet hardly moves
    // before it comes back: no jump, and never past where the drag left it.
    let released = h.height
    #expect(released > 760 + 780)
    var heights: [Double] = []
    frames(h, 2) { heights.append(h.height) }
    #expect(abs(heights[0] - released) < 5)
    #expect(heights.max()! < released + 1)
    #expect(h.top > -800)
    // Unlimited, the spring would have needed 2.2 s to come to rest.
    expectRests(h, at: 760)
  }

  @Test func aSpringChangingCourseDoesNotJump() {
    let h = SheetHarness(detent: .height(250)) { $0.sheetOverlayInteractiveDismissDisabled() }
    // Pulled below the smallest detent (rubber-banded there), released, and sent to large
    // mid-way: each hand-over starts from where the sheet shows.
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 800), duration: 0.2, hold: 0.2)
    let released = h.height
    #expect(released < 150)
    frames(h, 1.0 / 60)
    #expect(abs(h.height - released) < 30)
    frames(h, 0.1)
    let before = h.height
    h.detent = .large
    frames(h, 1.0 / 60)
    #expect(abs(h.height - before) < 30)
    frames(h, 2)
    #expect(abs(h.height - 760) < 0.5)
  }

  @Test func rubberBandInverseUndoesTheBand() {
    for d in [1.0, 480, 800, 8192] {
      for x in [0.0, 0.5, 10, 300, 5000, 250_000] {
        let y = SheetPhysics.rubberBand(x, dimension: d)
        let back = SheetPhysics.rubberBandInverse(y, dimension: d)
        #expect(abs(back - x) <= 1e-6 * Swift.max(1, x) || y > d * (1 - 1e-9), "x \(x) d \(d) back \(back)")
      }
    }
    #expect(SheetPhysics.rubberBandInverse(-3, dimension: 800) == 0)
    #expect(SheetPhysics.rubberBandInverse(900, dimension: 800).isFinite)
  }

  @Test func releaseSpeedIsLimited() {
    #expect(SheetPhysics.releaseVelocity(1e9) == SheetPhysics.maximumReleaseSpeed)
    #expect(SheetPhysics.releaseVelocity(-1e9) == -SheetPhysics.maximumReleaseSpeed)
    #expect(SheetPhysics.releaseVelocity(-1200) == -1200)
    #expect(SheetPhysics.releaseVelocity(.nan) == 0)
    #expect(SheetPhysics.releaseVelocity(-.infinity) == 0)
  }

  @Test func aHardFlingDownStopsAtTheHiddenHeight() {
    let h = SheetHarness(detent: .large)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.clock.advance(by: 1.0 / 60)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 60), time: h.clock.now)))
    h.clock.advance(by: 0.0001)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 100_000), time: h.clock.now)))
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 100_000), time: h.clock.now)))
    var lowest = h.height
    frames(h, 2) { lowest = Swift.min(lowest, h.height) }
    #expect(lowest >= h.presentation.hiddenHeight)
    #expect(h.presentation.phase == .dismissed)
  }

  /// Found while profiling the fuzz tests: layout assigned unchanged frames every frame,
  /// and each assignment marks damage, so a sheet at rest was redrawn on every frame.
  @Test func aRestingSheetDamagesNothing() throws {
    let h = SheetHarness()
    let overlay = try #require(h.overlay)
    frames(h, 0.1)
    _ = h.screen.takeDamage()
    _ = overlay.takeDamage()
    _ = h.presentation.sheetView.takeLayerDamage()
    frames(h, 0.5)
    #expect(overlay.takeDamage().isEmpty)
    #expect(h.screen.takeDamage().isEmpty)
    // A moving sheet is recomposited where it was and is; it is a layer, so neither the
    // overlay window's own pixels nor the sheet's store are drawn again.
    h.detent = .large
    frames(h, 0.1)
    #expect(!h.screen.takeDamage().isEmpty)
    #expect(overlay.takeDamage().isEmpty)
    #expect(h.presentation.sheetView.takeLayerDamage().isEmpty)
  }

  /// On a 1×1 screen every detent merges into one height named by the first (`height(250)`);
  /// growing the screen again used to pick that name over the `selected` binding's medium.
  @Test func theBindingSurvivesDetentsMergingOnATinyScreen() {
    let h = SheetHarness(detent: .medium)
    h.screen.resize(to: Size(width: 1, height: 1))
    frames(h, 0.5)
    #expect(h.presentation.detents.count == 1)
    h.screen.resize(to: Size(width: 400, height: 800))
    frames(h, 2)
    #expect(h.detent == .medium)
    #expect(h.presentation.selectedDetent == .medium)
    #expect(abs(h.height - 380) < 0.5)
  }

  /// Between a resize and the next frame the detents are still the old screen's; a drag
  /// then was rubber-banded against the new screen's height.
  @Test func aDragRightAfterAResizeIsBandedLikeTheDetents() {
    let h = SheetHarness(detent: .large)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.screen.resize(to: Size(width: 1, height: 1))
    frames(h, 1.0 / 60)
    #expect(abs(h.height - 1) < 1e-9)
    h.screen.resize(to: Size(width: 400, height: 800))
    h.clock.advance(by: 0.005)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 33), time: h.clock.now)))
    // Still laid out for the 1×1 screen: the band there is under a point.
    #expect(h.height <= 41)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 33), time: h.clock.now)))
    frames(h, 2)
    #expect(abs(h.height - 760) < 0.5)
  }

  /// A release between a resize and the next frame started the spring from a value banded
  /// against the new 1-point screen: about 10¹¹, shown as a sheet a whole screen too tall.
  @Test func aReleaseRightAfterAResizeStartsTheSpringWhereTheSheetIs() {
    let h = SheetHarness(detent: .medium) { $0.sheetOverlayDetents([.medium]) }
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: h.clock.now)))
    h.clock.advance(by: 0.3)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 380), time: h.clock.now)))
    let released = h.height
    #expect(released > 380)
    h.screen.resize(to: Size(width: 1, height: 1))
    h.clock.advance(by: 0.0003)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 0, y: 0), time: h.clock.now)))
    h.screen.resize(to: Size(width: 400, height: 800))
    var highest = 0.0
    frames(h, 2) { highest = Swift.max(highest, h.height) }
    // The release is where the pointer lifted, 380 points above the last move: the sheet
    // is rubber-banded there (against the 800-point screen it was laid out for) and the
    // spring starts from it, within the band's reach, never a whole screen too tall.
    #expect(released > 380)
    #expect(highest < 380 + SheetPhysics.rubberBand(380 + 300, dimension: 800))
    expectRests(h, at: 380)
  }

  /// A reconfigure between a resize and the next frame resolved the detents for the new
  /// screen but left the sheet where it was: 8152 points tall over 1×1 detents.
  @Test func aReconfigureRightAfterAResizeTakesTheResizeIn() {
    let h = onAHugeScreen(SheetHarness(detent: .large))
    expectRests(h, at: 8152)
    h.screen.resize(to: Size(width: 1, height: 1))
    h.presentation.reconfigure { $0.cornerRadius = 3 }
    #expect(h.presentation.laidOutSize == h.screen.size)
    #expect(h.presentation.detents.map(\.height) == [1])
    #expect(h.height <= 1)
    frames(h, 2)
    expectRests(h, at: 1)
  }
}
