import Compositor

/// The numbers behind dragging and snapping, as pure functions so each rule is testable.
package enum SheetPhysics {
  /// UIKit's rubber-band constant.
  package static let rubberBandCoefficient = RubberBand.coefficient

  /// FloatingPanel's deceleration rate for projecting a release.
  package static let decelerationRate = 0.998

  /// The fastest release, in points per second, that a settle starts with (Flutter's
  /// maximum fling velocity). A pointer can report any speed — a jump across the screen
  /// between two events a tenth of a millisecond apart is 10⁹ points per second — and the
  /// spring needs longer to come to rest the faster it starts.
  package static let maximumReleaseSpeed = 8000.0

  /// `velocity` limited to ±``maximumReleaseSpeed``; a non-finite velocity is 0.
  package static func releaseVelocity(_ velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return Swift.min(maximumReleaseSpeed, Swift.max(-maximumReleaseSpeed, velocity))
  }

  /// How far an overshoot of `x` points shows, on a dimension `d`:
  /// `(1 − 1/(x·0.55/d + 1))·d`. Continuous, moving at 0.55 of the pointer at the start and
  /// ever slower, never reaching `d`.
  package static func rubberBand(_ x: Double, dimension d: Double) -> Double {
    RubberBand.offset(x, dimension: d)
  }

  /// The slope of ``rubberBand(_:dimension:)`` at an overshoot of `x`: `c/(x·c/d + 1)²`,
  /// c = 0.55 at the start and falling toward 0: how far the shown height moves per point
  /// of overshoot.
  package static func rubberBandSlope(_ x: Double, dimension d: Double) -> Double {
    guard d > 0 else { return 1 }
    let s = Swift.max(0, x) * rubberBandCoefficient / d + 1
    return rubberBandCoefficient / (s * s)
  }

  /// The overshoot that ``rubberBand(_:dimension:)`` shows as `y`: `y/(0.55·(1 − y/d))`,
  /// for `y` from 0 up to (not reaching) `d`; a `y` at or past `d` gives the overshoot for
  /// just under `d`.
  package static func rubberBandInverse(_ y: Double, dimension d: Double) -> Double {
    guard y > 0, d > 0 else { return 0 }
    let fraction = Swift.min(y / d, 1 - 1e-9)
    return y / (rubberBandCoefficient * (1 - fraction))
  }

  /// Where a value moving at `velocity` (units per second) comes to rest under the
  /// deceleration rate r: `position + velocity·r/(1−r)/1000`.
  package static func project(_ position: Double, velocity: Double, rate r: Double = decelerationRate) -> Double {
    position + velocity * r / (1 - r) / 1000
  }

  /// The resting place for a sheet released at `height` moving at `velocity` (points per
  /// second, positive growing), by FloatingPanel's default rule.
  ///
  /// The release point is projected by its velocity (``project(_:velocity:rate:)``) and
  /// trimmed to the segment between the two stops next to it in the direction of the
  /// velocity: between two detents, the segment it is in; right on a detent, the segment
  /// beyond it. The sheet goes to the segment's far end once the projection passes the
  /// segment's midpoint, and back to its near end otherwise. So a release moves at most one
  /// detent, and a flick released on a detent reaches the next one.
  ///
  /// When `dismissible`, the stop below the smallest detent is dismissal, at height 0. It is
  /// reached only by a release below the smallest detent or a downward flick from it: a
  /// flick from a higher detent stops at the next detent down, as FloatingPanel and
  /// Material's `BottomSheetBehavior` hide a sheet only from their lowest state. A release
  /// with no velocity goes to the nearest stop.
  ///
  /// With `allowsSkipping` the projection is not trimmed: when it passes the far end of
  /// that segment, the sheet goes to the detent nearest the projection. Dismissal still
  /// follows the rule above.
  package static func target(
    height: Double, velocity: Double, detents: [Double], allowsSkipping: Bool = false, dismissible: Bool = true
  ) -> SnapTarget {
    guard let smallest = detents.first, let largest = detents.last else { return .dismiss }
    let v = velocity.isFinite ? velocity : 0
    let h = height.isFinite ? height : smallest
    if v == 0 {
      if dismissible && h < smallest / 2 { return .dismiss }
      return .detent(nearestIndex(to: h, in: detents))
    }
    let projected = project(h, velocity: v)
    if v > 0 {
      // Up: from the last detent at or below the release (a release below the smallest
      // counts as on it) toward the next one.
      let near = detents.lastIndex { $0 <= h + onDetentTolerance } ?? 0
      guard near < detents.count - 1 else { return .detent(near) }
      let far = near + 1
      if allowsSkipping && projected > detents[far] {
        return .detent(nearestIndex(to: Swift.min(projected, largest), in: detents))
      }
      return projected - detents[near] > (detents[far] - detents[near]) / 2 ? .detent(far) : .detent(near)
    }
    // Down: from the first detent at or above the release (a release above the largest
    // counts as on it) toward the next one down, or toward dismissal from the smallest.
    let near = detents.firstIndex { $0 >= h - onDetentTolerance } ?? detents.count - 1
    guard near > 0 else {
      guard dismissible else { return .detent(0) }
      return projected < smallest / 2 ? .dismiss : .detent(0)
    }
    let far = near - 1
    if allowsSkipping && projected < detents[far] {
      return .detent(nearestIndex(to: Swift.max(projected, smallest), in: detents))
    }
    return detents[near] - projected > (detents[near] - detents[far]) / 2 ? .detent(far) : .detent(near)
  }

  /// How close to a detent, in points, a release counts as on it.
  package static let onDetentTolerance = 0.5

  /// The index of the detent nearest `height` (the lower on a tie).
  package static func nearestIndex(to height: Double, in detents: [Double]) -> Int {
    var best = 0
    for i in detents.indices where abs(detents[i] - height) < abs(detents[best] - height) {
      best = i
    }
    return best
  }

  /// Where the sheet sits, in detent units: 0 at the first detent, 1 at the second, 1.5
  /// halfway between the second and third; below the first or above the last it
  /// extrapolates by the neighbouring gap.
  package static func progress(height: Double, detents: [Double]) -> Double {
    guard detents.count > 1 else { return detents.isEmpty ? 0 : (height - detents[0]) / Swift.max(1, detents[0]) }
    if height <= detents[0] { return (height - detents[0]) / (detents[1] - detents[0]) }
    for i in 1..<detents.count where height <= detents[i] {
      return Double(i - 1) + (height - detents[i - 1]) / (detents[i] - detents[i - 1])
    }
    let n = detents.count
    return Double(n - 1) + (height - detents[n - 1]) / (detents[n - 1] - detents[n - 2])
  }
}
