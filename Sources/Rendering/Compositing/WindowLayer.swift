import Compositor

/// What the renderer keeps for one window between frames: the buffers of its own pixels
/// (one per run of its root's subviews between layers), its layers' stores, and the damage
/// not yet drawn (a hidden window's damage waits until it is shown).
final class WindowLayer {
  /// The window, held weakly so a window that goes away takes its layer with it.
  weak var window: Window?
  /// The buffers of the window's own pixels, one per run of root subviews, by run index;
  /// a run that draws nothing has none.
  var runs: [Int: PixelSurface] = [:]
  /// The root subviews each run holds, as last drawn: a change redraws the runs.
  var runRanges: [Range<Int>] = []
  /// The stores of the window's layers, by layer view.
  var stores: [ObjectIdentifier: LayerStore] = [:]
  /// Damage (window coordinates) taken from the window but not yet redrawn.
  var pendingDamage = RectRegion()
  /// Whether every run must be redrawn, as after the buffers were (re)allocated.
  var needsFullRedraw = true

  init(window: Window) {
    self.window = window
  }

  /// The bytes held in buffers and stores.
  var bytes: Int {
    runs.values.reduce(0) { $0 + $1.stride * $1.height } + stores.values.reduce(0) { $0 + $1.bytes }
  }

  /// Drops every buffer and store, as for a hidden window; the next frame it shows in
  /// draws them again.
  func dropBuffers() {
    runs.removeAll()
    stores.removeAll()
    runRanges = []
    needsFullRedraw = true
  }
}
