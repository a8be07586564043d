// The screen's damage, focus ring geometry and a frame's window shapes: the renderer's and
// the hosts' plumbing, public until this release.
extension Screen {
  /// The area, in screen coordinates, that must be recomposited.
  @available(
    *, deprecated,
    message: "damage is the renderer's and the hosts'; apps call View.setNeedsDisplay(). Removed in the next release"
  )
  public var damage: Region { Region(damagedArea) }

  /// Marks a screen rectangle as needing recomposition.
  @available(
    *, deprecated,
    message: "damage is the renderer's and the hosts'; apps call View.setNeedsDisplay(). Removed in the next release"
  )
  public func addDamage(_ rect: Rect) { markDamaged(rect) }

  /// Where the focus ring shows this frame, when any of it shows.
  @available(
    *, deprecated,
    message: "the focus ring's geometry is the renderer's; apps read Screen.focusedView. Removed in the next release"
  )
  public var focusRing: FocusRing? { focusRingGeometry.map(FocusRing.init) }

  /// Takes this frame; `includingRegions` adds each window's visual and input regions, in
  /// pixels at the screen's ``scale``, for an output that shows every window as a window of
  /// its own (X11's SHAPE).
  @available(
    *, deprecated, renamed: "takeFrame()",
    message: "windows' shapes in pixels are the X11 host's. Removed in the next release"
  )
  public func takeFrame(includingRegions: Bool = false) -> ScreenFrame { takeFrame(includingShapes: includingRegions) }
}
