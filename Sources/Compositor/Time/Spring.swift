/// A spring described as SwiftUI describes one: how long it takes (`response`) and how
/// much it oscillates (`dampingFraction`).
///
/// With mass 1 it has stiffness (2π/response)² and damping 4π·ζ/response. A damping
/// fraction of 1 is critically damped: the fastest settle with no overshoot.
public struct Spring: Hashable, Sendable {
  /// The period of the undamped oscillation, in seconds.
  public let response: Double
  /// ζ: below 1 overshoots, 1 is critical, above 1 creeps in.
  public let dampingFraction: Double

  /// Creates a spring; a non-positive or non-finite response becomes 0.55 s and a negative
  /// or non-finite damping fraction becomes 1.
  public init(response: Double = 0.55, dampingFraction: Double = 1) {
    if !(response.isFinite && response > 0) {
      Diagnostics.report("spring: response \(response) is not a positive number; using 0.55")
    }
    if !(dampingFraction.isFinite && dampingFraction >= 0) {
      Diagnostics.report("spring: dampingFraction \(dampingFraction) is not >= 0; using 1")
    }
    self.response = response.isFinite && response > 0 ? response : 0.55
    self.dampingFraction = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 1
  }

  /// Critically damped, 0.55 s: the default settle of a sheet.
  public static let `default` = Spring()
  /// A quick, slightly bouncy spring.
  public static let bouncy = Spring(response: 0.45, dampingFraction: 0.75)

  /// The stiffness k for a mass of 1.
  public var stiffness: Double { let w = 2 * Double.pi / response; return w * w }
  /// The damping coefficient c for a mass of 1.
  public var damping: Double { 4 * Double.pi * dampingFraction / response }

  /// The displacement and velocity at time `t` of a spring released at displacement `x0`
  /// with velocity `v0`, solved in closed form.
  package func solve(displacement x0: Double, velocity v0: Double, at t: Double) -> (
    displacement: Double, velocity: Double
  ) {
    guard t > 0 else { return (x0, v0) }
    let w0 = 2 * Double.pi / response
    let z = dampingFraction
    if abs(z - 1) < 1e-9 {
      // Critically damped: x = e^{-w0 t} (x0 + (v0 + w0 x0) t).
      let e = Self.exp(-w0 * t)
      let b = v0 + w0 * x0
      let x = e * (x0 + b * t)
      let v = e * (b - w0 * (x0 + b * t))
      return (x, v)
    } else if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let e = Self.exp(-z * w0 * t)
      let a = x0
      let b = (v0 + z * w0 * x0) / wd
      let c = Self.cos(wd * t)
      let s = Self.sin(wd * t)
      let x = e * (a * c + b * s)
      let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
      return (x, v)
    } else {
      let wd = w0 * (z * z - 1).squareRoot()
      let r1 = -z * w0 + wd
      let r2 = -z * w0 - wd
      let c2 = (r1 * x0 - v0) / (r1 - r2)
      let c1 = x0 - c2
      let e1 = Self.exp(r1 * t)
      let e2 = Self.exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }
}
