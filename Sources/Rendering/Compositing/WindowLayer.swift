import Compositor

/// What the renderer keeps for one window between frames: its buffer and the damage not yet
/// redrawn (a hidden window's damage waits until it is shown).
final class WindowLayer {
  /// The window, held weakly so a window that goes away takes its layer with it.
  weak var window: Window?
  /// The window's pixels, `nil` until first drawn or while it has no area.
  var buffer: PixelSurface?
  /// Damage (window coordinates) taken from the window but not yet redrawn.
  var pendingDamage = Region()
  /// Whether the whole buffer must be redrawn, as after it was (re)allocated.
  var needsFullRedraw = true

  init(window: Window) {
    self.window = window
  }
}
