import Compositor

extension FrameRenderer {
  /// The tint laid over damaged pixels when ``showsDamage`` is on.
  @available(
    *, deprecated,
    message: "the renderer's own. Removed in the next release"
  )
  public static var damageOverlayColor: Color { damageTint }

  /// The most recent frame, or `nil` before the first.
  @available(
    *, deprecated,
    message: "use the surface of the frame render(_:) returns. Removed in the next release"
  )
  public var currentFrame: PixelSurface? { frameSurface }
}
