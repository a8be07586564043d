import Testing

@testable import Compositor

/// A scroll view's glide after a flick: UIScrollView's deceleration, the bounce at its
/// ends, the rubber band while dragging past them.
@Suite struct ScrollMomentumTests {
  /// The core's own logarithm agrees with known values and undoes its exponential.
  @Test func theLogarithmIsAccurate() {
    #expect(abs(Spring.log(0.998) - (-0.002_002_002_670_674_1)) < 1e-15)
    #expect(Spring.log(1) == 0)
    #expect(abs(Spring.log(2) - 0.693_147_180_559_945_3) < 1e-15)
    for x in [-700.0, -20, -1.5, -1e-6, 1e-6, 0.3, 4, 50, 700] {
      #expect(abs(Spring.log(Spring.exp(x)) - x) <= 1e-12 * Swift.max(1, abs(x)))
    }
    #expect(Spring.log(0) == -.infinity)
    #expect(Spring.log(-1).isNaN)
  }

  /// The speed falls by 0.998 every millisecond, and the glide rests about 0.4995 s of the
  /// flick's speed further on.
  @Test func aGlideDeceleratesAsUIScrollViewDoes() {
    let g = ScrollDeceleration(offset: 100, velocity: 2000, range: 0...5000, start: 10)
    #expect(abs(g.velocity(at: 10.5) / g.velocity(at: 10.499) - 0.998) < 1e-6)
    #expect(abs(g.restingOffset - (100 + 0.4995 * 2000)) < 1)
    #expect(abs(g.finalOffset - g.restingOffset) <= ScrollDeceleration.restDistance + 1e-9)
    var last = g.value(at: 10)
    for i in 1...300 {
      let y = g.value(at: 10 + Double(i) / 60)
      #expect(y >= last)
      last = y
    }
    #expect(g.isFinished(at: 10 + 5))
    #expect(!g.isFinished(at: 10.5))
    #expect(g.edgeHit == nil)
  }

  /// A glide that reaches an end bounces past it a little, by about 0.037 of its speed
  /// there, and comes back to rest on it.
  @Test func aGlideBouncesAtAnEnd() throws {
    let g = ScrollDeceleration(offset: 900, velocity: 3000, range: 0...1000, start: 0)
    let hit = try #require(g.edgeHit)
    #expect(hit.offset == 1000)
    #expect(abs(g.value(at: hit.time) - 1000) < 1e-6)
    var peak = 0.0
    for i in 0...240 { peak = Swift.max(peak, g.value(at: Double(i) / 60)) }
    #expect(peak > 1000)
    #expect(abs((peak - 1000) - 0.0368 * hit.velocity) < 0.01 * hit.velocity)
    #expect(g.finalOffset == 1000)
    #expect(g.isFinished(at: 4))
    // Let go past an end, it springs straight back.
    let back = ScrollDeceleration(offset: -40, velocity: 0, range: 0...1000, start: 0)
    #expect(back.value(at: 0) == -40)
    #expect(back.value(at: 0.2) > -40 && back.value(at: 0.2) < 0)
    #expect(back.finalOffset == 0)
  }

  /// A real flick: after the pointer lifts the list keeps scrolling, slower and slower,
  /// and rests; a drag past the top rubber-bands and springs back.
  @Test func aFlickedListGlidesAndADragPastTheTopSpringsBack() throws {
    let f = OverlayFixture()
    let s = ScrollView(identifier: "list", frame: Rect(x: 0, y: 100, width: 400, height: 200))
    s.contentSize = Size(width: 400, height: 5000)
    try f.main.rootView.addSubview(s)
    var t = 0.0
    func send(_ phase: PointerPhase, _ y: Double) {
      f.screen.deliver(.pointer(PointerEvent(phase, at: Point(x: 50, y: y), time: t)))
    }
    func frames(_ n: Int) {
      for _ in 0..<n {
        t += 1.0 / 60
        f.clock.advance(by: 1.0 / 60)
        f.screen.tick()
      }
    }
    send(.down, 280)
    for y in stride(from: 260.0, through: 120, by: -20) {
      t += 1.0 / 60
      f.clock.advance(by: 1.0 / 60)
      send(.move, y)
    }
    send(.up, 120)
    let released = s.contentOffset.y
    #expect(s.isDecelerating)
    frames(30)
    let half = s.contentOffset.y
    #expect(half > released + 200)
    frames(600)
    #expect(!s.isDecelerating)
    #expect(s.contentOffset.y > half)
    #expect(s.contentOffset.y <= s.maxContentOffset.y)

    // Back at the top, a pull down shows a rubber band, not the pointer's whole way.
    s.contentOffset = .zero
    send(.down, 120)
    for y in stride(from: 140.0, through: 220, by: 20) {
      t += 1.0 / 60
      f.clock.advance(by: 1.0 / 60)
      send(.move, y)
    }
    #expect(s.contentOffset.y < 0)
    #expect(s.contentOffset.y > -100 + 10)  // the pointer moved 100 points; the band shows less
    t += 0.5
    f.clock.advance(by: 0.5)
    send(.up, 220)
    frames(120)
    #expect(s.contentOffset.y == 0)
    #expect(!s.isDecelerating)
  }

  /// A glide that reaches the top with speed left offers it; taken, the list stops there
  /// without a bounce.
  @Test func aGlideOffersItsSpeedAtTheTop() throws {
    let f = OverlayFixture()
    let s = ScrollView(identifier: "list", frame: Rect(x: 0, y: 100, width: 400, height: 200))
    s.contentSize = Size(width: 400, height: 5000)
    try f.main.rootView.addSubview(s)
    s.contentOffset.y = 300
    var offered: Double?
    s.onGlideReachedEnd = { _, v in
      offered = v
      return true
    }
    s.fling(velocity: -3000)
    for _ in 0..<120 {
      f.clock.advance(by: 1.0 / 60)
      f.screen.tick()
    }
    let v = try #require(offered)
    #expect(v < -1000)
    #expect(s.contentOffset.y == 0)
    #expect(!s.isDecelerating)
    // Setting the offset stops a glide.
    s.fling(velocity: 2000)
    #expect(s.isDecelerating)
    s.contentOffset.y = 10
    #expect(!s.isDecelerating)
  }
}
