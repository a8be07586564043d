import CCairo
import Compositor
import Foundation

/// The blurred coverage of a rounded rectangle, ready to be used as a shadow's mask.
///
/// Blurring a large shape is costly, so the blur runs on a small copy whose straight edges
/// are just long enough not to be reached by the corners' blur; the full-size mask is then
/// assembled by repeating the middle column and row, which is exact because a blurred
/// straight edge is constant along the edge (a nine-patch).
final class ShadowMask {
  /// What a mask depends on; masks are cached by it.
  struct Key: Hashable {
    /// The shape's width and height in whole pixels.
    var width: Int
    var height: Int
    /// The corner radii, in pixels.
    var radii: CornerRadii
    /// The blur's standard deviation, in pixels.
    var sigma: Double
  }

  /// The coverage, `padding` pixels larger than the shape on every side.
  let mask: AlphaMask
  /// How far the blur reaches beyond the shape, in pixels.
  let padding: Int

  init(key: Key) {
    let radii = key.radii.clamped(to: Size(width: Double(key.width), height: Double(key.height)))
    let blurRadii = BoxBlur.radii(sigma: key.sigma)
    padding = blurRadii.reduce(0, +) + 1
    let p = padding
    let left = Int(Swift.max(radii.topLeft, radii.bottomLeft).rounded(.up))
    let right = Int(Swift.max(radii.topRight, radii.bottomRight).rounded(.up))
    let top = Int(Swift.max(radii.topLeft, radii.topRight).rounded(.up))
    let bottom = Int(Swift.max(radii.bottomLeft, radii.bottomRight).rounded(.up))
    // The small shape: corners, plus twice the blur reach of straight edge, plus one pixel.
    let smallWidth = Swift.min(key.width, left + right + 2 * p + 1)
    let smallHeight = Swift.min(key.height, top + bottom + 2 * p + 1)
    let small = AlphaMask(width: smallWidth + 2 * p, height: smallHeight + 2 * p)
    small.draw { cr in
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      CairoPath.addRoundedRect(
        cr, Rect(x: Double(p), y: Double(p), width: Double(smallWidth), height: Double(smallHeight)), radii)
      cairo_fill(cr)
    }
    BoxBlur.blur(
      small.bytes, width: small.width, height: small.height, stride: small.stride, channels: 1, radii: blurRadii)
    // The column and row repeated to stretch the small mask to full size.
    let middleColumn = p + left + p
    let middleRow = p + top + p
    let extraColumns = key.width - smallWidth
    let extraRows = key.height - smallHeight
    mask = AlphaMask(width: key.width + 2 * p, height: key.height + 2 * p)
    let target = mask.bytes
    for y in 0..<mask.height {
      let sourceY =
        y <= middleRow ? Swift.min(y, small.height - 1) : (y > middleRow + extraRows ? y - extraRows : middleRow)
      let source = small.bytes + sourceY * small.stride
      let row = target + y * mask.stride
      guard extraColumns > 0 else {
        row.update(from: source, count: small.width)
        continue
      }
      row.update(from: source, count: middleColumn)
      memset(row + middleColumn, Int32(source[middleColumn]), extraColumns + 1)
      (row + middleColumn + extraColumns + 1).update(
        from: source + middleColumn + 1, count: small.width - middleColumn - 1)
    }
    mask.markDirty()
  }
}
