import Testing

@testable import Compositor

@Suite struct GestureTests {
  @Test func tapFailsOncePanBegins() {
    let f = OverlayFixture()
    var tapped = false
    var states: [GestureState] = []
    f.sheetRow.addGestureRecognizer(TapGestureRecognizer { _ in tapped = true })
    let pan = PanGestureRecognizer { g in states.append(g.state) }
    f.sheet.addGestureRecognizer(pan)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 580), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 575), time: 0.016)))
    #expect(pan.state == .possible)
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 560), time: 0.032)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 540), time: 0.048)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 540), time: 0.064)))
    #expect(!tapped)
    #expect(states == [.began, .changed, .ended])
    #expect(pan.translation == Point(x: 0, y: -40))
  }

  @Test func tapWithoutMovementRecognizesAndPanFails() {
    let f = OverlayFixture()
    var tapped = false
    let tap = TapGestureRecognizer { _ in tapped = true }
    f.sheetRow.addGestureRecognizer(tap)
    let pan = PanGestureRecognizer()
    f.sheet.addGestureRecognizer(pan)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 580), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 203, y: 582), time: 0.05)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 203, y: 582), time: 0.1)))
    #expect(tapped)
    #expect(pan.state == .failed)
  }

  @Test func shouldBeginFalseFailsThePan() {
    let f = OverlayFixture()
    let pan = PanGestureRecognizer()
    pan.shouldBegin = { _ in false }
    f.sheet.addGestureRecognizer(pan)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 580), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 500), time: 0.05)))
    #expect(pan.state == .failed)
  }

  @Test func velocityIsAFitOverRecentSamples() {
    var t = VelocityTracker()
    // Steady 1000 pt/s downward with one jittery sample; a two-point estimate would be off.
    for i in 0...10 {
      let time = Double(i) * 0.01
      let jitter = i == 9 ? 3.0 : 0
      t.add(Point(x: 0, y: 1000 * time + jitter), at: time)
    }
    let v = t.velocity(at: 0.1)
    #expect(abs(v.y - 1000) < 60)
    let lastTwo = (1000 * 0.1 - (1000 * 0.09 + 3)) / 0.01
    #expect(abs(lastTwo - 1000) > 250)
  }

  @Test func velocityIsZeroAfterAPause() {
    var t = VelocityTracker()
    for i in 0...5 { t.add(Point(x: 0, y: Double(i) * 10), at: Double(i) * 0.01) }
    #expect(t.velocity(at: 0.05).y > 900)
    #expect(t.velocity(at: 0.5) == .zero)
  }

  @Test func panVelocityFromEvents() {
    let f = OverlayFixture()
    let pan = PanGestureRecognizer()
    var released: Point?
    pan.action = { g in
      if g.state == .ended { released = (g as! PanGestureRecognizer).velocity }
    }
    f.sheet.addGestureRecognizer(pan)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0)))
    for i in 1...10 {
      f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 700 - Double(i) * 20), time: Double(i) / 100)))
    }
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 500), time: 0.1)))
    let v = try! #require(released)
    #expect(abs(v.y + 2000) < 1)
  }
}
