import Compositor
import Testing

@testable import SheetOverlay

@Suite struct DragTests {
  // At medium the sheet's top is 420; y = 430 is on the grabber.
  let grab = Point(x: 200, y: 430)

  @Test func followsThePointerOneToOne() {
    let h = SheetHarness()
    h.screen.deliver(.pointer(PointerEvent(.down, at: grab, time: h.clock.now)))
    for y in stride(from: 420.0, through: 330, by: -10) {
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
    }
    #expect(h.presentation.phase == .dragging)
    #expect(abs(h.height - 480) < 1e-9)
    #expect(abs(h.top - 320) < 1e-9)
  }

  @Test func rubberBandsPastTheLargestDetent() {
    let h = SheetHarness(detent: .large)
    // Top at 40; drag down-up: pull up by 100 past large.
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.clock.advance(by: 0.1)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: -50), time: h.clock.now)))
    let expected = 760 + SheetPhysics.rubberBand(100, dimension: 800)
    #expect(abs(h.height - expected) < 1e-9)
    #expect(h.height < 860)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: -50), time: h.clock.now + 0.2)))
    h.advance(1.5)
    #expect(abs(h.height - 760) < 0.1)
  }

  @Test func slowReleaseSnapsToNearest() {
    let h = SheetHarness()
    h.drag(from: grab, to: Point(x: 200, y: 330), duration: 0.4, hold: 0.2)  // height 470
    h.advance(1.5)
    #expect(h.detent == .medium)
    #expect(abs(h.height - 380) < 0.1)
  }

  @Test func flingMovesOneDetent() {
    let h = SheetHarness(detent: .height(250))
    // Top 550. A fast upward flick of 120 points.
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 440), duration: 0.05)
    h.advance(1.5)
    #expect(h.detent == .medium)
  }

  @Test func flingSkipsDetentsWhenAllowed() {
    let h = SheetHarness(detent: .height(250)) { $0.sheetOverlayDetentSkipping() }
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 440), duration: 0.05)
    h.advance(1.5)
    #expect(h.detent == .large)
  }

  @Test func settleStartsAtTheReleaseVelocity() {
    let h = SheetHarness(detent: .height(250))
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 440), duration: 0.05)
    let releaseHeight = h.height
    h.advance(1.0 / 60)
    // Released moving up at ~2400 pt/s: the next frame is already well above.
    #expect(h.height > releaseHeight + 20)
  }

  @Test func dragDownFastDismisses() {
    let h = SheetHarness(detent: .height(250))
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 700), duration: 0.08)
    #expect(h.isPresented == false)
    h.advance(1.5)
    #expect(h.presentation.phase == .dismissed)
    #expect(h.overlay?.isHidden == true)
  }

  @Test func dismissDisabledSpringsBack() {
    let h = SheetHarness(detent: .height(250)) { $0.sheetOverlayInteractiveDismissDisabled() }
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 760), duration: 0.08)
    // Below the smallest detent it rubber-bands instead of following.
    #expect(h.height > 250 - 200)
    #expect(h.isPresented)
    h.advance(1.5)
    #expect(abs(h.height - 250) < 0.1)
  }

  @Test func grabbingMidAnimationCatchesTheSheet() {
    let h = SheetHarness()
    h.detent = .large
    h.advance(0.1)
    let caught = h.height
    let top = h.top
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: top + 10), time: h.clock.now)))
    h.advance(0.3)
    #expect(h.presentation.phase == .held)
    #expect(h.height == caught)
    // A tap that never dragged lets the settle go on to where it was going.
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: top + 10), time: h.clock.now)))
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
    #expect(abs(h.height - 760) < 0.1)
    #expect(h.detent == .large)
  }

  @Test func dragOnMainWindowStaysWithMain() {
    let h = SheetHarness()
    var mainPans = 0
    h.map.addGestureRecognizer(PanGestureRecognizer { g in if g.state == .began { mainPans += 1 } })
    h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), duration: 0.2)
    #expect(mainPans == 1)
    #expect(abs(h.height - 380) < 1e-9)
  }

  @Test func resizingMidDragRestsOnANewDetent() {
    let h = SheetHarness(detent: .large)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.clock.advance(by: 0.05)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 150), time: h.clock.now)))
    h.screen.resize(to: Size(width: 400, height: 500))
    h.advance(0.05)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 150), time: h.clock.now + 0.3)))
    h.advance(2)
    let heights = h.presentation.detents.map(\.height)
    #expect(heights == [250, 230, 460].sorted())
    #expect(heights.contains { abs($0 - h.height) < 0.1 })
    #expect(h.presentation.phase == .resting)
  }

  /// A view that counts how often a hit test asks it.
  final class CountingView: View {
    var hitTests = 0
    override func hitTest(_ point: Point) -> View? {
      hitTests += 1
      return super.hitTest(point)
    }
  }

  /// The sheet learns the view a down landed on from the screen's capture: the router's one
  /// hit test, not a second one of its own.
  @Test func aDownOnTheSheetIsHitTestedOnce() throws {
    let (clock, screen, main) = SheetHarness.bareScreen()
    let content = CountingView(identifier: "content", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    @State var shown = true
    let p = try main.sheetOverlay(isPresented: $shown) { _ in content.sheetOverlayDetents([.height(300)]) }
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      screen.tick()
    }
    let before = content.hitTests
    screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 650), time: clock.now)))
    #expect(screen.capturedView() === content)
    #expect(content.hitTests - before == 1)
    #expect(p.phase == .held || p.phase == .resting)
    screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 650), time: clock.now + 0.05)))
  }
}
