import Compositor

extension SheetOverlayPresentation {
  /// Starts the spring toward `target` from where the sheet shows now; a running spring
  /// keeps its velocity unless a release velocity is given.
  ///
  /// The spring moves a value that the sheet shows through the same rubber band as a drag
  /// past the largest detent (``shownHeight(forSpring:)``): a spring released fast
  /// overshoots its target by about speed/(ω·e), hundreds of points for a hard fling, which
  /// would otherwise carry the sheet off the top of the screen. Each start maps the shown
  /// height back to the spring's value, so the sheet does not jump when a drag hands over
  /// to a spring or a spring changes course.
  func startSpring(to target: Double, velocity: Double?) {
    let now = screen.clock.now
    let running = animation
    let shown = running.map { shownHeight(forSpring: $0.value(at: now)) } ?? height
    animation = SpringAnimation(
      spring: configuration.spring, from: springValue(forShown: shown), to: target,
      velocity: velocity ?? running?.velocity(at: now) ?? 0, start: now)
  }

  /// The height shown for a spring's value: past the largest detent the overshoot is
  /// rubber-banded, as a drag is; below the hidden height the sheet is out of sight and
  /// stays there, so an overshoot downward never takes it further.
  func shownHeight(forSpring value: Double) -> Double {
    guard let maxH = detents.last?.height else { return value }
    if value > maxH {
      return maxH + SheetPhysics.rubberBand(value - maxH, dimension: bandDimension)
    }
    return Swift.max(value, hiddenHeight)
  }

  /// The spring value that ``shownHeight(forSpring:)`` shows as `shown` (any height at or
  /// below the hidden one is shown as the hidden one; it is its own value).
  func springValue(forShown shown: Double) -> Double {
    guard let maxH = detents.last?.height, shown > maxH else { return shown }
    return maxH + SheetPhysics.rubberBandInverse(shown - maxH, dimension: bandDimension)
  }

  /// The dimension the rubber band is measured on: the height of the screen the detents
  /// were resolved for. Between a resize and the next frame the screen already has its new
  /// size but the detents are the old ones; banding a drag or a spring against the new
  /// height then (a 1×1 screen, say) let the sheet jump by up to the old screen's height.
  var bandDimension: Double { Swift.max(1, laidOutSize.height) }
}
