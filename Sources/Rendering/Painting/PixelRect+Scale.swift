import Compositor

extension PixelRect {
  /// The pixels that cover `rect`, given in points, at `scale` pixels per point.
  init(enclosing rect: Rect, scale: Double) {
    self.init(roundingOut: rect.scaled(by: scale))
  }
}
