import Compositor

extension CornerRadii {
  /// The radii in pixels at `scale` pixels per point.
  func scaled(by scale: Double) -> CornerRadii {
    scale == 1
      ? self
      : CornerRadii(
        topLeft: topLeft * scale, topRight: topRight * scale, bottomLeft: bottomLeft * scale,
        bottomRight: bottomRight * scale)
  }
}
