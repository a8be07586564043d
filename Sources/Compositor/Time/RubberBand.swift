/// UIKit's rubber band: how far an overshoot past an edge shows, for a scroll view pulled
/// past its content's end or a sheet past its largest detent.
package enum RubberBand {
  /// UIKit's rubber-band constant.
  package static let coefficient = 0.55

  /// How far an overshoot of `x` points shows on a dimension `d`:
  /// `(1 − 1/(x·0.55/d + 1))·d`. Continuous, moving at 0.55 of the pointer at the start and
  /// ever slower, never reaching `d`; 0 for no overshoot.
  package static func offset(_ x: Double, dimension d: Double) -> Double {
    guard x > 0, d > 0 else { return 0 }
    return (1 - 1 / (x * coefficient / d + 1)) * d
  }
}
