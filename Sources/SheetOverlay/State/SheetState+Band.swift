import Compositor

extension SheetState {
  /// Whether the sheet rubber-bands below its smallest detent: when it cannot be dismissed
  /// and is following a pointer or settling. Presenting and dismissing move through that
  /// range from and to the hidden height, one to one.
  var bandsBelow: Bool {
    guard !rules.isDismissible else { return false }
    switch phase {
    case .dragging, .settling, .held, .resting: return true
    case .presenting, .dismissing, .dismissed: return false
    }
  }

  /// The height shown for the unbanded height `raw`: one to one between the detents,
  /// rubber-banded past the largest (and below ``bandFloor`` when ``bandsBelow``), and
  /// never lower than the hidden height.
  func shown(_ raw: Double) -> Double {
    let top = layout.largest
    let d = layout.bandDimension
    if raw > top { return top + SheetPhysics.rubberBand(raw - top, dimension: d) }
    if bandsBelow && raw < bandFloor {
      return Swift.max(layout.hiddenHeight, bandFloor - SheetPhysics.rubberBand(bandFloor - raw, dimension: d))
    }
    return Swift.max(raw, layout.hiddenHeight)
  }

  /// The unbanded height that ``shown(_:)`` shows as `shown`. A height the band cannot
  /// show (at or past its reach, after the detents shrank) gives the unbanded height for
  /// 99 % of the reach.
  func unbanded(_ shown: Double) -> Double {
    let top = layout.largest
    let d = layout.bandDimension
    func inverse(_ y: Double) -> Double { SheetPhysics.rubberBandInverse(Swift.min(y, 0.99 * d), dimension: d) }
    if shown > top { return top + inverse(shown - top) }
    if bandsBelow && shown < bandFloor { return bandFloor - inverse(bandFloor - shown) }
    return shown
  }

  /// How far the shown height moves per point of unbanded height at `raw`.
  func slope(at raw: Double) -> Double {
    let top = layout.largest
    let d = layout.bandDimension
    if raw > top { return SheetPhysics.rubberBandSlope(raw - top, dimension: d) }
    if bandsBelow && raw < bandFloor { return SheetPhysics.rubberBandSlope(bandFloor - raw, dimension: d) }
    return raw < layout.hiddenHeight ? 0 : 1
  }

  /// Moves to `newPhase`. When the band below takes hold, it starts at the smallest detent
  /// or where the sheet is, if lower; when that changes the band, the unbanded height is
  /// found anew from the shown one, so the sheet does not jump and keeps its shown speed.
  mutating func enter(_ newPhase: SheetOverlayPhase) {
    let before = bandsBelow
    phase = newPhase
    if newPhase == .resting { bandFloor = layout.smallest }
    guard bandsBelow != before else { return }
    rebase(belowOnly: true)
  }

  /// Finds the band's floor and the unbanded height and speed anew from the shown ones,
  /// after the band below (`belowOnly`) or the detents changed. Above the largest detent
  /// the band below changes nothing, so the unbanded height is kept there.
  mutating func rebase(belowOnly: Bool = false) {
    bandFloor = Swift.min(layout.smallest, height)
    if belowOnly && height > layout.largest { return }
    raw = unbanded(height)
    height = shown(raw)
    let s = slope(at: raw)
    rawVelocity = s > 1e-9 ? velocity / s : 0
  }

  /// Sets the unbanded height and speed and shows them.
  mutating func show(raw newRaw: Double, velocity newVelocity: Double) {
    raw = newRaw
    rawVelocity = newVelocity
    height = shown(newRaw)
    velocity = newVelocity * slope(at: newRaw)
  }

  /// How long an eased move between detents takes with reduced motion.
  static let reducedMoveDuration = 0.3
  /// How long a whole fade in or out takes with reduced motion.
  static let fadeDuration = 0.25

  /// Starts the move toward `target` from where the sheet is: a spring at its current
  /// speed; with reduced motion an eased move (beside any fade), or for a dismissal a fade
  /// where it is.
  mutating func startMove(to target: Double) {
    guard rules.motion == .reduced else {
      animation = .spring(
        SpringAnimation(spring: rules.spring, from: raw, to: target, velocity: rawVelocity, start: time))
      return
    }
    if phase == .dismissing {
      // A dismissal fades out where the sheet is.
      animation = nil
      rawVelocity = 0
      velocity = 0
      startFade(to: 0)
    } else {
      animation = .move(TimedAnimation(from: raw, to: target, start: time, duration: Self.reducedMoveDuration))
    }
  }

  /// Starts fading toward `target` opacity from the opacity shown, unless already on the way.
  mutating func startFade(to target: Double) {
    guard fade?.to != target else { return }
    fade = TimedAnimation(from: opacity, to: target, start: time, duration: Self.fadeDuration * abs(target - opacity))
  }

  /// Stops the sheet where it is shown.
  mutating func stop() {
    // A fade stopped by a drag leaves the sheet wholly shown.
    if fade != nil { opacity = 1 }
    fade = nil
    animation = nil
    rawVelocity = 0
    velocity = 0
  }
}
