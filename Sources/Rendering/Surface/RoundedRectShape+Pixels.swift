import Compositor

extension RoundedRectShape {
  /// The whole pixels the shape covers fully, away from its rounded corners: the band
  /// between the top and bottom corners, full width.
  var solidPixels: PixelRect {
    let x0 = Int(rect.minX.rounded(.up))
    let x1 = Int(rect.maxX.rounded(.down))
    let y0 = Int((rect.minY + Swift.max(radii.topLeft, radii.topRight)).rounded(.up))
    let y1 = Int((rect.maxY - Swift.max(radii.bottomLeft, radii.bottomRight)).rounded(.down))
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
