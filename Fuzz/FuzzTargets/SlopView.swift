import Compositor

/// A view that takes hits `slop` points beyond its edges (or fewer, when negative).
final class SlopView: View {
  let slop: Double

  init(identifier: String, frame: Rect, slop: Double) {
    self.slop = slop
    super.init(identifier: identifier, frame: frame)
  }

  override func point(inside point: Point) -> Bool {
    bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }
}
