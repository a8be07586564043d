/// A value moving toward a target under a ``Spring``, evaluated in closed form at any time.
///
/// Retargeting mid-flight keeps the current position and velocity, so a sheet grabbed or
/// redirected while it moves never jumps or stalls.
///
/// ```swift
/// var anim = SpringAnimation(from: 600, to: 300, velocity: -1200, start: clock.now)
/// let y = anim.value(at: clock.now)
/// anim.retarget(to: 120, at: clock.now)
/// ```
public struct SpringAnimation: Hashable, Sendable {
  /// The spring's shape.
  public var spring: Spring
  /// Where the value started at ``startTime``.
  public private(set) var from: Double
  /// Where the value comes to rest.
  public private(set) var target: Double
  /// The velocity at ``startTime``, in units per second.
  public private(set) var initialVelocity: Double
  /// When the animation (or its latest retarget) started.
  public private(set) var startTime: Double

  /// How close to the target, in units, counts as at rest.
  public var restDistance = 0.05
  /// How slow, in units per second, counts as at rest.
  public var restSpeed = 0.5

  /// Starts a spring from `from` toward `to` with an initial `velocity` at time `start`.
  public init(spring: Spring = .default, from: Double, to: Double, velocity: Double = 0, start: Double) {
    self.spring = spring
    self.from = from.isFinite ? from : to
    self.target = to
    self.initialVelocity = velocity.isFinite ? velocity : 0
    self.startTime = start
  }

  /// The value at time `t`.
  public func value(at t: Double) -> Double {
    target + spring.solve(displacement: from - target, velocity: initialVelocity, at: t - startTime).displacement
  }

  /// The velocity at time `t`, in units per second.
  public func velocity(at t: Double) -> Double {
    spring.solve(displacement: from - target, velocity: initialVelocity, at: t - startTime).velocity
  }

  /// Whether the value is, to within the rest thresholds, at the target and still.
  public func isSettled(at t: Double) -> Bool {
    let s = spring.solve(displacement: from - target, velocity: initialVelocity, at: t - startTime)
    return abs(s.displacement) < restDistance && abs(s.velocity) < restSpeed
  }

  /// Sends the value toward `newTarget` from time `t`, keeping its position and velocity there.
  public mutating func retarget(to newTarget: Double, at t: Double, spring newSpring: Spring? = nil) {
    let p = value(at: t)
    let v = velocity(at: t)
    from = p
    initialVelocity = v
    startTime = t
    target = newTarget
    if let newSpring { spring = newSpring }
  }
}
