// What a frame carries for the renderer alone, public until this release.
extension ScreenFrame {
  /// The area of the screen to composite again, in screen coordinates.
  @available(
    *, deprecated,
    message: "damage is the renderer's; a rendered frame's is RenderedFrame.damage. Removed in the next release"
  )
  public var damage: Region { Region(damagedArea) }

  /// Where the focus ring shows, if anywhere.
  @available(
    *, deprecated,
    message: "the focus ring's geometry is the renderer's; apps read Screen.focusedView. Removed in the next release"
  )
  public var focusRing: FocusRing? { focusRingGeometry.map(FocusRing.init) }
}
