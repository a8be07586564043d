import Foundation
import Testing

@testable import Compositor

@Suite struct SpringTests {
  @Test func mathMatchesLibm() {
    for x in stride(from: -40.0, through: 5, by: 0.37) {
      #expect(abs(Spring.exp(x) - Foundation.exp(x)) <= 1e-13 * Foundation.exp(x))
    }
    for x in stride(from: -30.0, through: 30, by: 0.41) {
      #expect(abs(Spring.sin(x) - Foundation.sin(x)) < 1e-13)
      #expect(abs(Spring.cos(x) - Foundation.cos(x)) < 1e-13)
    }
  }

  @Test(arguments: [0.5, 1.0, 1.6])
  func closedFormMatchesReference(zeta: Double) {
    let s = Spring(response: 0.5, dampingFraction: zeta)
    #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(s.damping - 4 * .pi * zeta / 0.5) < 1e-9)
    // Reference: integrate x'' = -k x - c v with tiny RK4 steps.
    var x = 100.0
    var v = -300.0
    let dt = 1e-4
    var t = 0.0
    func acc(_ x: Double, _ v: Double) -> Double { -s.stiffness * x - s.damping * v }
    for _ in 0..<4000 {
      let k1x = v
      let k1v = acc(x, v)
      let k2x = v + k1v * dt / 2
      let k2v = acc(x + k1x * dt / 2, v + k1v * dt / 2)
      let k3x = v + k2v * dt / 2
      let k3v = acc(x + k2x * dt / 2, v + k2v * dt / 2)
      let k4x = v + k3v * dt
      let k4v = acc(x + k3x * dt, v + k3v * dt)
      x += (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6
      v += (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6
      t += dt
    }
    let closed = s.solve(displacement: 100, velocity: -300, at: t)
    #expect(abs(closed.displacement - x) < 1e-6)
    #expect(abs(closed.velocity - v) < 1e-5)
  }

  @Test func criticalSpringDoesNotOvershoot() {
    let a = SpringAnimation(from: 600, to: 300, start: 0)
    var t = 0.0
    while t < 2 {
      #expect(a.value(at: t) >= 300 - 1e-9)
      t += 1.0 / 120
    }
    #expect(a.isSettled(at: 1.5))
    #expect(!a.isSettled(at: 0.2))
  }

  @Test func retargetKeepsPositionAndVelocity() {
    var a = SpringAnimation(spring: .bouncy, from: 0, to: 100, velocity: 50, start: 1)
    let t = 1.13
    let p = a.value(at: t)
    let v = a.velocity(at: t)
    a.retarget(to: -40, at: t)
    #expect(abs(a.value(at: t) - p) < 1e-9)
    #expect(abs(a.velocity(at: t) - v) < 1e-9)
    #expect(abs(a.value(at: t + 5) + 40) < 0.01)
  }

  @Test func startsAtReleaseVelocity() {
    let a = SpringAnimation(from: 500, to: 300, velocity: -2000, start: 0)
    #expect(a.velocity(at: 0) == -2000)
    #expect(a.value(at: 0.01) < 500 - 15)
  }

  @Test func invalidSpringParametersAreClamped() {
    let s = Spring(response: -1, dampingFraction: .nan)
    #expect(s.response == 0.55)
    #expect(s.dampingFraction == 1)
  }

  @Test func timingCurves() {
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    let a = TimedAnimation(from: 10, to: 20, start: 1, duration: 2, curve: .linear)
    #expect(a.value(at: 2) == 15)
    #expect(a.isFinished(at: 3))
  }

  @Test func manualClockNeverGoesBack() {
    let c = ManualClock()
    c.advance(by: 1)
    c.advance(by: -5)
    c.advance(to: 0.5)
    c.advance(by: .nan)
    #expect(c.now == 1)
  }

  @Test func frameHandlersRunOnTick() {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 10, height: 10), clock: clock)
    var seen: [Double] = []
    let token = screen.addFrameHandler { seen.append($0) }
    clock.advance(by: 0.5)
    screen.tick()
    screen.removeFrameHandler(token)
    screen.tick()
    #expect(seen == [0.5])
  }
}
