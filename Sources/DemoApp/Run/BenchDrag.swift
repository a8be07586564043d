import Compositor

/// The drag both benchmarks replay: the grabber held at the smallest detent, then moved up
/// to the largest and back down over `frames` frames.
struct BenchDrag {
  let x: Double
  let grab: Double
  let low: Double
  let high: Double
  let frames: Int

  /// Takes the scene's sheet by its grabber (it must rest at its smallest detent).
  init(scene: DemoScene, clock: ManualClock, frames: Int) {
    let p = scene.presentation!
    let heights = p.detents.map(\.height)
    low = heights.first!
    high = heights.last!
    x = p.position.x + p.position.width / 2
    grab = scene.screen.size.height - low + 10
    self.frames = frames
    scene.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: x, y: grab), time: clock.now)))
  }

  /// Where the pointer is on frame `i`: up over the first half, down over the second.
  func point(frame i: Int) -> Point {
    let phase = Double(i) / Double(max(1, frames - 1))
    let f = phase < 0.5 ? phase * 2 : (1 - phase) * 2
    return Point(x: x, y: grab - (high - low) * f)
  }
}
