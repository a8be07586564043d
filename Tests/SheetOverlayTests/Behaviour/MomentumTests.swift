import Compositor
import Testing

@testable import SheetOverlay

/// Scroll momentum in the sheet and the velocity hand-off between the sheet and its list,
/// rows H1–H4 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct MomentumTests {
  /// Moves the pointer from `from` to `to` in `steps` frames and lifts it at once.
  static func flick(_ h: SheetHarness, from: Double, to: Double, steps: Int = 6) {
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: from), time: h.clock.now)))
    for i in 1...steps {
      h.clock.advance(by: 1.0 / 60)
      let y = from + (to - from) * Double(i) / Double(steps)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
      h.screen.tick()
      h.layoutList()
    }
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: to), time: h.clock.now)))
  }

  /// H1: a flick that scrolled the list at the largest detent leaves it gliding on.
  @Test func aListFlickedAtTheLargestDetentGlides() {
    let h = SheetHarness(detent: .large)
    Self.flick(h, from: 600, to: 360)
    let released = h.list.contentOffset.y
    #expect(released > 0)
    #expect(h.list.isDecelerating)
    h.advance(0.5)
    #expect(h.list.contentOffset.y > released + 100)
    h.advance(5)
    #expect(!h.list.isDecelerating)
    #expect(h.presentation.phase == .resting)
    #expect(h.height == 760)
  }

  /// H2: a fling up that takes the sheet to its largest detent with speed to spare goes on
  /// as list momentum once the sheet arrives.
  @Test func aFlingThatExpandsTheSheetGoesOnInTheList() {
    let h = SheetHarness()
    Self.flick(h, from: 600, to: 500, steps: 3)  // 100 points in 50 ms: 2000 points a second
    #expect(h.detent == .large)
    #expect(h.list.contentOffset.y == 0)
    var started = false
    for _ in 0..<120 {
      h.advance(1.0 / 60)
      if h.list.contentOffset.y > 0 {
        started = true
        #expect(h.height >= 759)
        break
      }
    }
    #expect(started)
    h.advance(5)
    #expect(h.list.contentOffset.y > 50)
    #expect(h.height == 760)
  }

  /// H3: a downward flick that scrolls the list into its top carries on into the sheet,
  /// which settles lower.
  @Test func aListGlidingIntoItsTopCarriesOnIntoTheSheet() {
    let h = SheetHarness(detent: .large)
    h.list.contentOffset = Point(x: 0, y: 300)
    Self.flick(h, from: 200, to: 320, steps: 4)  // 120 points in 67 ms, down
    #expect(h.height == 760)
    #expect(h.list.isDecelerating)
    h.advance(2)
    #expect(h.list.contentOffset.y == 0)
    #expect(h.detent == .medium)
    #expect(abs(h.height - 380) < 0.5)
  }

  /// H4: a touch stops a gliding list where it is, and a planned hand-off.
  @Test func aTouchStopsTheGlide() {
    let h = SheetHarness(detent: .large)
    Self.flick(h, from: 600, to: 360)
    h.advance(0.2)
    #expect(h.list.isDecelerating)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 500), time: h.clock.now)))
    #expect(!h.list.isDecelerating)
    let held = h.list.contentOffset.y
    h.advance(0.5)
    #expect(h.list.contentOffset.y == held)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 500), time: h.clock.now)))
  }

  /// H4: the touch that stops a glide taps nothing in the list, as UIScrollView's; the
  /// next one does.
  @Test func theTouchThatStopsTheGlideTapsNoRow() throws {
    let h = SheetHarness(detent: .large)
    var tapped: [String] = []
    for row in h.list.subviews {
      row.addGestureRecognizer(TapGestureRecognizer { [unowned row] _ in tapped.append(row.identifier) })
    }
    Self.flick(h, from: 600, to: 360)
    h.advance(0.2)
    #expect(h.list.isDecelerating)
    let tap = { (time: Double) in
      h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 500), time: time)))
      h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 500), time: time + 0.05)))
    }
    tap(h.clock.now)
    #expect(!h.list.isDecelerating)
    #expect(h.screen.capturedView() == nil)
    h.advance(0.5)
    #expect(tapped.isEmpty)
    tap(h.clock.now)
    h.advance(0.1)
    let row = try #require(h.screen.hitTest(Point(x: 200, y: 500))?.view)
    #expect(tapped == [row.identifier])
  }
}
