/// The numbers behind dragging and snapping, as pure functions so each rule is testable.
public enum SheetPhysics {
  /// UIKit's rubber-band constant.
  public static let rubberBandCoefficient = 0.55

  /// FloatingPanel's deceleration rate for projecting a release.
  public static let decelerationRate = 0.998

  /// The fastest release, in points per second, that a settle starts with (Flutter's
  /// maximum fling velocity). A pointer can report any speed — a jump across the screen
  /// between two events a tenth of a millisecond apart is 10⁹ points per second — and the
  /// spring needs longer to come to rest the faster it starts.
  public static let maximumReleaseSpeed = 8000.0

  /// `velocity` limited to ±``maximumReleaseSpeed``; a non-finite velocity is 0.
  public static func releaseVelocity(_ velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return Swift.min(maximumReleaseSpeed, Swift.max(-maximumReleaseSpeed, velocity))
  }

  /// How far an overshoot of `x` points shows, on a dimension `d`:
  /// `(1 − 1/(x·0.55/d + 1))·d`. Continuous, 1:1 at the start, never reaching `d`.
  public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
    guard x > 0, d > 0 else { return 0 }
    return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
  }

  /// The overshoot that ``rubberBand(_:dimension:)`` shows as `y`: `y/(0.55·(1 − y/d))`,
  /// for `y` from 0 up to (not reaching) `d`; a `y` at or past `d` gives the overshoot for
  /// just under `d`.
  public static func rubberBandInverse(_ y: Double, dimension d: Double) -> Double {
    guard y > 0, d > 0 else { return 0 }
    let fraction = Swift.min(y / d, 1 - 1e-9)
    return y / (rubberBandCoefficient * (1 - fraction))
  }

  /// Where a value moving at `velocity` (units per second) comes to rest under the
  /// deceleration rate r: `position + velocity·r/(1−r)/1000`.
  public static func project(_ position: Double, velocity: Double, rate r: Double = decelerationRate) -> Double {
    position + velocity * r / (1 - r) / 1000
  }

  /// The resting place for a sheet released at `height` moving at `velocity` (points per
  /// second, positive growing).
  ///
  /// By default the target is one of the two detents around the release height (on a
  /// detent: it and its neighbours), so a fling moves at most one detent from where the
  /// finger is; with `allowsSkipping` it may cross several. Releasing so that the projection
  /// lands more than half the smallest detent below it dismisses, when `dismissible`.
  public static func target(
    height: Double, velocity: Double, detents: [Double], allowsSkipping: Bool = false, dismissible: Bool = true
  ) -> SnapTarget {
    guard !detents.isEmpty else { return .dismiss }
    let projected = project(height, velocity: velocity.isFinite ? velocity : 0)
    let candidates = allowsSkipping ? Array(detents.indices) : bracket(height, in: detents)
    if dismissible && candidates.contains(0) && projected < detents[0] / 2 {
      return .dismiss
    }
    var best = candidates[0]
    for i in candidates where abs(detents[i] - projected) < abs(detents[best] - projected) {
      best = i
    }
    return .detent(best)
  }

  /// The indices of the detents just below and just above `height`; when `height` is on a
  /// detent, that detent and its neighbours.
  static func bracket(_ height: Double, in detents: [Double]) -> [Int] {
    let below = detents.lastIndex { $0 <= height + 0.5 }
    let above = detents.firstIndex { $0 >= height - 0.5 }
    switch (below, above) {
    case (let b?, let a?) where a == b:
      return Array(Swift.max(0, b - 1)...Swift.min(detents.count - 1, b + 1))
    case (let b?, let a?): return [b, a]
    case (let b?, nil): return [b]
    case (nil, let a?): return [a]
    case (nil, nil): return [0]
    }
  }

  /// The index of the detent nearest `height` (the lower on a tie).
  public static func nearestIndex(to height: Double, in detents: [Double]) -> Int {
    var best = 0
    for i in detents.indices where abs(detents[i] - height) < abs(detents[best] - height) {
      best = i
    }
    return best
  }

  /// Where the sheet sits, in detent units: 0 at the first detent, 1 at the second, 1.5
  /// halfway between the second and third; below the first or above the last it
  /// extrapolates by the neighbouring gap.
  public static func progress(height: Double, detents: [Double]) -> Double {
    guard detents.count > 1 else { return detents.isEmpty ? 0 : (height - detents[0]) / Swift.max(1, detents[0]) }
    if height <= detents[0] { return (height - detents[0]) / (detents[1] - detents[0]) }
    for i in 1..<detents.count where height <= detents[i] {
      return Double(i - 1) + (height - detents[i - 1]) / (detents[i] - detents[i - 1])
    }
    let n = detents.count
    return Double(n - 1) + (height - detents[n - 1]) / (detents[n - 1] - detents[n - 2])
  }
}
