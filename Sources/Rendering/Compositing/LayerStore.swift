import Compositor

/// The retained pixels of one layer (``View/isLayer``): its subtree drawn in its own
/// coordinates, redrawn only where something inside it changed, and composited wherever
/// the layer is placed, at its opacity.
final class LayerStore {
  /// The store's pixels, `nil` while the layer covers no pixel.
  var buffer: PixelSurface?
  /// What the buffer covers, in the layer's own coordinates (whole pixels).
  var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
  /// Where the buffer last landed on the screen, and at what opacity; `nil` before that.
  var placement: (frame: PixelRect, alpha: Double)?

  /// The bytes held.
  var bytes: Int { buffer.map { $0.stride * $0.height } ?? 0 }
}
