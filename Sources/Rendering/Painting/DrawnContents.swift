import Compositor

/// The pixels of what a view drew with code (``View/draw(in:)``), kept with the view as
/// Core Animation keeps a layer's contents: made once from its ``Drawing`` at a scale, and
/// composited wherever the view is until the drawing or the scale changes.
final class DrawnContents {
  /// The pixels, `nil` when the drawing covers no pixel.
  let surface: PixelSurface?
  /// The drawing generation they were made from (``View/drawingGeneration``).
  let generation: UInt64
  /// The pixels per point they were made at.
  let scale: Double

  init(surface: PixelSurface?, generation: UInt64, scale: Double) {
    self.surface = surface
    self.generation = generation
    self.scale = scale
  }

  /// The bytes held.
  var bytes: Int { surface.map { $0.stride * $0.height } ?? 0 }
}
