// A window's shapes in pixels as a frame shows it: the window-system hosts' plumbing,
// public until this release.
extension WindowState {
  /// The screen's pixels the window covers at the frame's scale.
  @available(
    *, deprecated,
    message: "a window's pixels are the renderer's and the hosts'; apps work in points. Removed in the next release"
  )
  public var pixelFrame: PixelRect { screenPixels }

  /// The pixels the window draws; `nil` unless the frame was taken with its regions.
  @available(
    *, deprecated,
    message: "the visual shape is the X11 host's. Removed in the next release"
  )
  public var visualRegion: [PixelRect]? { visualShape }

  /// The pixels that take pointer input; `nil` unless the frame was taken with its regions.
  @available(
    *, deprecated,
    message: "the input shape is the X11 host's; apps ask Screen.hitTest(_:). Removed in the next release"
  )
  public var inputRegion: [PixelRect]? { inputShape }
}
