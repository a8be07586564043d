/// One frame of a ``Screen``, taken once with ``Screen/takeFrame()``:
/// what changed since the last frame and every window as this frame shows it. The one
/// value a renderer draws from and a window-system output presents.
///
/// ```swift
/// screen.tick()
/// let frame = screen.takeFrame()                 // the damage is taken: the next frame starts afresh
/// let rendered = try renderer.render(frame)      // draws what the frame says changed
/// ```
///
/// Taking a frame drains the damage of the screen, its windows and their layers, so a run
/// that draws nothing takes frames and drops them. Render every frame taken (or
/// invalidate the renderer): damage a renderer never sees is not drawn.
public struct ScreenFrame {
  /// The screen's size, in points.
  public let size: Size
  /// The pixels per point the frame is drawn at: the screen's ``Screen/scale``.
  public let scale: Double
  /// The area of the screen to composite again, in screen coordinates.
  package let damagedArea: RectRegion
  /// Every window on the screen, back to front.
  public let windows: [WindowState]
  /// Where the focus ring shows, if anywhere.
  package let focusRingGeometry: FocusRingGeometry?
  /// The screen the frame was taken from, for a renderer to tell screens apart.
  package private(set) weak var screen: Screen?

  package init(
    size: Size, scale: Double = 1, damagedArea: RectRegion, windows: [WindowState],
    focusRingGeometry: FocusRingGeometry?, screen: Screen
  ) {
    self.size = size
    self.scale = scale
    self.damagedArea = damagedArea
    self.windows = windows
    self.focusRingGeometry = focusRingGeometry
    self.screen = screen
  }

  /// The window that receives keys this frame, if any.
  public var keyWindow: WindowID? { windows.first { $0.isKey }?.id }

  /// The window with id `id`, if it is on the screen.
  public func window(_ id: WindowID) -> WindowState? { windows.first { $0.id == id } }
}
