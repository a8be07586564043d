import CCairo
import Compositor

/// The least a compositor pays for a frame's damage, measured with pixman on the same
/// rectangles: one `SRC` of a screen-sized backdrop, then one `OVER` of a screen-sized
/// translucent layer, into a screen-sized target.
final class FloorMeasure {
  private let backdrop: PixelSurface
  private let layer: PixelSurface
  private let target: PixelSurface

  init(width: Int, height: Int) throws(RenderingError) {
    backdrop = try PixelSurface(width: width, height: height, what: "floor backdrop")
    layer = try PixelSurface(width: width, height: height, what: "floor layer")
    target = try PixelSurface(width: width, height: height, what: "floor target")
    backdrop.fill(Color(hex: 0x8CA0B4))
    layer.fill(Color(white: 0.97, alpha: 0.9))
  }

  /// The time pixman takes for `damage` (screen pixels), in milliseconds.
  func milliseconds(for damage: [PixelRect]) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for r in damage {
      let (x, y, w, h) = (Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
      pixman_image_composite32(PIXMAN_OP_SRC, backdrop.pixmanImage, nil, target.pixmanImage, x, y, 0, 0, x, y, w, h)
      pixman_image_composite32(PIXMAN_OP_OVER, layer.pixmanImage, nil, target.pixmanImage, x, y, 0, 0, x, y, w, h)
    }
    return FrameBenchmark.milliseconds(clock.now - start)
  }
}
