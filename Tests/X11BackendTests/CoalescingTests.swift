import Compositor
import Testing
import X11Backend

@Suite("Coalescing bursts of events")
struct CoalescingTests {
  func move(_ x: Double, _ t: Double) -> X11Event { .pointer(PointerEvent(.move, at: Point(x: x, y: 0), time: t)) }
  func down(_ x: Double, _ t: Double) -> X11Event { .pointer(PointerEvent(.down, at: Point(x: x, y: 0), time: t)) }
  func up(_ x: Double, _ t: Double) -> X11Event { .pointer(PointerEvent(.up, at: Point(x: x, y: 0), time: t)) }

  @Test("adjacent moves collapse to the latest; downs and ups keep their place")
  func moves() {
    let events = [
      move(1, 0), move(2, 1), down(2, 2), move(3, 3), move(4, 4), move(5, 5), up(5, 6), down(5, 7), up(5, 8),
      move(6, 9),
    ]
    #expect(
      X11EventCoalescing.coalesce(events) == [
        move(2, 1), down(2, 2), move(5, 5), up(5, 6), down(5, 7), up(5, 8), move(6, 9),
      ])
  }

  @Test("a key between moves keeps both moves")
  func keyBetweenMoves() {
    let key = X11Event.key(KeyEvent(.text("a"), time: 1))
    let events = [move(1, 0), key, move(2, 2)]
    #expect(X11EventCoalescing.coalesce(events) == events)
  }

  @Test("hovers, resizes and exposes collapse, exposes last; a close is never dropped")
  func otherKinds() {
    let events: [X11Event] = [
      .hover(Point(x: 1, y: 1), time: 0), .hover(Point(x: 2, y: 2), time: 1),
      .resize(Size(width: 1, height: 1)), .resize(Size(width: 9, height: 8)),
      .expose(Rect(x: 0, y: 0, width: 10, height: 10)), .expose(Rect(x: 20, y: 5, width: 10, height: 10)),
      .close, .close,
    ]
    #expect(
      X11EventCoalescing.coalesce(events) == [
        .hover(Point(x: 2, y: 2), time: 1), .resize(Size(width: 9, height: 8)), .close, .close,
        .expose(Rect(x: 0, y: 0, width: 30, height: 15)),
      ])
  }

  @Test("an expose between two moves does not split them")
  func exposeBetweenMoves() {
    let events = [move(1, 0), .expose(Rect(x: 0, y: 0, width: 5, height: 5)), move(2, 1)]
    #expect(X11EventCoalescing.coalesce(events) == [move(2, 1), .expose(Rect(x: 0, y: 0, width: 5, height: 5))])
  }

  @Test("a flood of ten thousand moves becomes one")
  func flood() {
    let events = [down(0, 0)] + (1...10_000).map { move(Double($0), Double($0)) } + [up(10_000, 10_001)]
    #expect(X11EventCoalescing.coalesce(events) == [down(0, 0), move(10_000, 10_000), up(10_000, 10_001)])
  }
}
