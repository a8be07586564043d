import CCairo
import Compositor
import Rendering

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
    for r in damage { composite(r) }
    return FrameBenchmark.milliseconds(clock.now - start)
  }

  /// The time the same work takes on `pool`'s threads, each rectangle cut into as many
  /// bands of rows as the pool has threads, as the renderer cuts its damage: what memory
  /// bandwidth leaves of more cores for work that only moves pixels.
  func milliseconds(for damage: [PixelRect], on pool: WorkerPool) -> Double {
    let bands = pool.threads
    let clock = ContinuousClock()
    let start = clock.now
    try? pool.run(damage.count * bands) { job, _ in
      let r = damage[job / bands]
      let band = job % bands
      let top = r.y + r.height * band / bands
      let bottom = r.y + r.height * (band + 1) / bands
      composite(PixelRect(x: r.x, y: top, width: r.width, height: bottom - top))
    }
    return FrameBenchmark.milliseconds(clock.now - start)
  }

  /// The floor's work for one rectangle: the backdrop with `SRC`, the layer `OVER` it.
  private func composite(_ r: PixelRect) {
    guard !r.isEmpty else { return }
    let (x, y, w, h) = (Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    pixman_image_composite32(PIXMAN_OP_SRC, backdrop.pixmanImage, nil, target.pixmanImage, x, y, 0, 0, x, y, w, h)
    pixman_image_composite32(PIXMAN_OP_OVER, layer.pixmanImage, nil, target.pixmanImage, x, y, 0, 0, x, y, w, h)
  }
}
