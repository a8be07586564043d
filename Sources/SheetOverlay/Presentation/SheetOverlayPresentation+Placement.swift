import Compositor

extension SheetOverlayPresentation {
  /// How long the sheet takes to move across to another placement's edge and width.
  static let placementMoveDuration = 0.3

  /// Starts the move across to the placement in force, from where the sheet shows now; a
  /// sheet out of sight, or laid out for the first time, is placed at once.
  func startHorizontalMove() {
    applyAppearance()
    // With reduced motion the sheet goes across at once.
    guard laidOutPlacement != nil, phase != .dismissed, configuration.motion == .standard else {
      horizontalMove = nil
      return
    }
    let now = screen.clock.now
    let g = geometry
    let from = sheetView.frame
    let d = Self.placementMoveDuration
    horizontalMove = (
      TimedAnimation(from: from.minX, to: g.x, start: now, duration: d),
      TimedAnimation(from: from.width, to: g.width, start: now, duration: d)
    )
    screen.requestFrame()
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
