import Compositor

/// The result of ``FrameRenderer/render(_:)``: the frame and what changed in it.
///
/// A host uploads only ``damage`` from ``surface``. The surface is the renderer's own and is
/// overwritten by the next frame; copy it (``PixelSurface/copy()``) to keep one.
public struct RenderedFrame {
  /// The whole frame, screen-sized, premultiplied ARGB32.
  public let surface: PixelSurface
  /// The pixels that changed since the previous frame, as disjoint rectangles.
  public let damage: [PixelRect]
  /// Whether everything was redrawn (the first frame, a resize, ``FrameRenderer/invalidate()``).
  public let isFullFrame: Bool
  /// The pixels per point the frame was drawn at (the screen's ``Screen/scale``): the
  /// surface and the damage are in pixels, the screen's size times this.
  public let scale: Double

  /// The number of pixels in ``damage``.
  public var damagedPixelCount: Int { damage.reduce(0) { $0 + $1.area } }
}
