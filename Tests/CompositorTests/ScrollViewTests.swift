import Testing

@testable import Compositor

@Suite struct ScrollViewTests {
  @Test func offsetIsClampedToContent() {
    let s = ScrollView(identifier: "s", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    s.contentSize = Size(width: 100, height: 300)
    s.contentOffset = Point(x: 0, y: 500)
    #expect(s.contentOffset.y == 200)
    #expect(s.isAtBottom)
    s.contentOffset = Point(x: 0, y: -10)
    #expect(s.isAtTop)
    s.contentOffset = Point(x: 0, y: .nan)
    #expect(s.contentOffset.y == 0)
  }

  @Test func wheelAndDragScroll() throws {
    let f = OverlayFixture()
    let s = ScrollView(identifier: "list", frame: Rect(x: 0, y: 100, width: 400, height: 200))
    s.contentSize = Size(width: 400, height: 1000)
    let row = View(identifier: "row3", frame: Rect(x: 0, y: 300, width: 400, height: 40))
    try s.addSubview(row)
    try f.main.rootView.addSubview(s)
    f.screen.deliver(.wheel(WheelEvent(at: Point(x: 50, y: 150), deltaY: 120, time: 0)))
    #expect(s.contentOffset.y == 120)
    // Content y 300 is now at 180 in the scroll view: screen y 280.
    #expect(f.hit(50, 285).view == "row3")
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 50, y: 250), time: 1)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 50, y: 200), time: 1.05)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 50, y: 150), time: 1.1)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 50, y: 150), time: 1.15)))
    #expect(s.contentOffset.y == 220)
  }
}
