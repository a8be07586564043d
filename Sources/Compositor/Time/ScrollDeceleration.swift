/// A scroll view's glide after a flick, as UIScrollView decelerates: the speed falls by the
/// deceleration rate (0.998) every millisecond until the content comes to rest; a glide
/// that reaches an end of the content bounces there on a critically damped spring, and a
/// glide that starts past an end springs back to it.
///
/// ```swift
/// let glide = ScrollDeceleration(offset: 200, velocity: 1800, range: 0...1400, start: now)
/// glide.value(at: now + 0.5)          // about 200 + 0.4995·1800·(1 − 0.998^500)
/// glide.restingOffset                 // 200 + 0.4995·1800 = 1099
/// ```
package struct ScrollDeceleration: Hashable, Sendable {
  /// UIScrollView's normal deceleration rate: the share of its speed a glide keeps each
  /// millisecond.
  package static let rate = 0.998
  /// How close to its resting point, in points, a glide stops.
  package static let restDistance = 0.5
  /// The bounce at an end: critically damped, ω = 10/s.
  package static let bounce = Spring(response: 2 * Double.pi / 10, dampingFraction: 1)

  /// Where the glide starts.
  package let from: Double
  /// Its speed at the start, in points per second (positive scrolls toward the end).
  package let initialVelocity: Double
  /// The offsets the content may rest at.
  package let range: ClosedRange<Double>
  /// When it starts, in seconds.
  package let startTime: Double
  /// How long, after the start, the decelerating part lasts: until rest, or until it
  /// reaches an end.
  package let glideDuration: Double
  /// The end the glide reaches, with its speed there, if it does.
  package let edgeHit: EdgeHit?
  /// The spring to an end: after an edge hit, or from the start for a glide that starts
  /// past an end.
  let spring: SpringAnimation?

  /// An end of the content a glide reached.
  package struct EdgeHit: Hashable, Sendable {
    /// The end's offset: the range's lower or upper bound.
    package let offset: Double
    /// When, in seconds on the glide's clock.
    package let time: Double
    /// The glide's speed there, in points per second.
    package let velocity: Double
  }

  /// `k = 1000·ln(rate)`: the speed falls as `e^(k·t)`.
  static let k = 1000 * Spring.log(rate)

  /// How far an unbounded glide travels per point per second of its starting speed:
  /// `−1/k` ≈ 0.4995 seconds.
  package static let travelPerSpeed = -1 / k

  /// Starts a glide from `offset` at `velocity` within `range`, at time `start`.
  package init(offset: Double, velocity: Double, range: ClosedRange<Double>, start: Double) {
    let from = offset.isFinite ? offset : range.lowerBound
    let v = velocity.isFinite ? velocity : 0
    self.from = from
    self.initialVelocity = v
    self.range = range
    self.startTime = start
    let k = Self.k
    if !range.contains(from) {
      // Past an end: straight back to it, at the flick's speed.
      let end = from < range.lowerBound ? range.lowerBound : range.upperBound
      glideDuration = 0
      edgeHit = nil
      spring = SpringAnimation(spring: Self.bounce, from: from, to: end, velocity: v, start: start)
      return
    }
    let rest = from - v / k
    if range.contains(rest) || v == 0 {
      glideDuration = abs(v) > -k * Self.restDistance ? Spring.log(-k * Self.restDistance / abs(v)) / k : 0
      edgeHit = nil
      spring = nil
      return
    }
    let end = v > 0 ? range.upperBound : range.lowerBound
    let t = Spring.log(1 + k * (end - from) / v) / k
    let hitVelocity = v * Spring.exp(k * t)
    glideDuration = t
    edgeHit = EdgeHit(offset: end, time: start + t, velocity: hitVelocity)
    spring = SpringAnimation(spring: Self.bounce, from: end, to: end, velocity: hitVelocity, start: start + t)
  }

  /// Where an unbounded glide would come to rest: `from + 0.4995·velocity`.
  package var restingOffset: Double { from - initialVelocity / Self.k }

  /// The offset at time `t`.
  package func value(at t: Double) -> Double {
    let dt = Swift.max(0, t - startTime)
    if dt <= glideDuration || spring == nil {
      let g = Swift.min(dt, glideDuration)
      return from + initialVelocity * (Spring.exp(Self.k * g) - 1) / Self.k
    }
    return spring!.value(at: t)
  }

  /// The speed at time `t`, in points per second.
  package func velocity(at t: Double) -> Double {
    let dt = Swift.max(0, t - startTime)
    if dt < glideDuration { return initialVelocity * Spring.exp(Self.k * dt) }
    guard let s = spring else { return 0 }
    return s.velocity(at: t)
  }

  /// Whether the glide, and any bounce, is over at time `t`.
  package func isFinished(at t: Double) -> Bool {
    let dt = t - startTime
    guard dt >= glideDuration else { return false }
    return spring?.isSettled(at: t) ?? true
  }

  /// Where the content ends up.
  package var finalOffset: Double {
    if let s = spring { return s.target }
    return value(at: startTime + glideDuration)
  }
}
