import Compositor

extension SheetChrome {
  /// How long the sheet takes to move across to another placement's edge and width.
  static let placementMoveDuration = 0.3

  /// Takes in the placement `g` puts the sheet in. When it is another than the one laid out
  /// before, the sheet moves across to it from where it shows now, over 0.3 s; a sheet out
  /// of sight, laid out for the first time or with reduced motion is placed at once.
  /// Returns whether the sheet had been laid out in another placement.
  func takePlacement(_ g: SheetGeometry, phase: SheetOverlayPhase, motion: SheetOverlayMotion) -> Bool {
    guard placement.value != g.placement else { return false }
    let hadOne = placement.value != nil
    placement.record(g.placement)
    guard hadOne, phase != .dismissed, motion == .standard else {
      horizontalMove = nil
      return hadOne
    }
    let now = screen.clock.now
    let from = exactFrame
    let d = Self.placementMoveDuration
    horizontalMove = (
      TimedAnimation(from: from.minX, to: g.x, start: now, duration: d),
      TimedAnimation(from: from.width, to: g.width, start: now, duration: d)
    )
    screen.requestFrame()
    return hadOne
  }

  /// The sheet's left edge and width this frame: the placement's, or on the way there.
  func horizontalExtent(_ g: SheetGeometry) -> (x: Double, width: Double) {
    guard let move = horizontalMove else { return (g.x, g.width) }
    let now = screen.clock.now
    // A resize during the move retargets it to the latest geometry.
    if move.x.to != g.x || move.width.to != g.width {
      horizontalMove = (
        TimedAnimation(from: move.x.value(at: now), to: g.x, start: now, duration: move.x.duration),
        TimedAnimation(from: move.width.value(at: now), to: g.width, start: now, duration: move.width.duration)
      )
    }
    guard let m = horizontalMove, !m.x.isFinished(at: now) else {
      horizontalMove = nil
      return (g.x, g.width)
    }
    screen.requestFrame()
    return (m.x.value(at: now), m.width.value(at: now))
  }
}
