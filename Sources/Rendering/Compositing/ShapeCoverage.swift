import CCairo
import Compositor

/// The antialiased coverage of a material's rounded shape, drawn once in the shape's own
/// pixel grid and kept while the shape keeps its size, fractional offset, radii and opacity.
///
/// Its backdrop is laid through this coverage piece by piece, over whatever damage a frame
/// has. Drawing the coverage of each piece afresh, with cairo translated to the piece,
/// rounds the corners' arcs slightly differently for different pieces: a retained frame
/// then differs from a cold one by a unit here and there. Cut from one mask, every piece
/// agrees with every other, and the mask is drawn once instead of every frame.
///
/// Only the rows the rounded corners cross are stored, top and bottom; in between, the
/// coverage of a row depends on the column alone, so one row stands for all of them.
final class ShapeCoverage {
  /// What the coverage depends on: the shape relative to its anchor pixel, and the opacity.
  struct Key: Hashable {
    /// The shape's rectangle, moved so that its anchor pixel is at the origin.
    let rect: Rect
    /// The clamped corner radii.
    let radii: CornerRadii
    /// The opacity multiplied into the coverage.
    let alpha: Double
  }

  let key: Key
  /// The screen pixel of the mask's top-left corner.
  private(set) var anchor: (x: Int, y: Int)
  /// The size of the shape's bounding pixels.
  let width: Int
  let height: Int
  /// The rows above the solid middle band, and below it.
  let topRows: Int
  let bottomRows: Int
  private let top: AlphaMask?
  private let middle: AlphaMask?
  private let bottom: AlphaMask?

  /// The key and anchor pixel of `shape` (in screen pixels) at opacity `alpha`.
  static func key(for shape: RoundedRectShape, alpha: Double) -> (key: Key, anchor: (x: Int, y: Int)) {
    let ax = Int(shape.rect.minX.rounded(.down))
    let ay = Int(shape.rect.minY.rounded(.down))
    let local = shape.rect.offsetBy(dx: Double(-ax), dy: Double(-ay))
    return (Key(rect: local, radii: shape.radii, alpha: alpha), (ax, ay))
  }

  init(key: Key, anchor: (x: Int, y: Int)) {
    self.key = key
    self.anchor = anchor
    let r = key.rect
    width = Swift.max(1, Int(r.maxX.rounded(.up)))
    height = Swift.max(1, Int(r.maxY.rounded(.up)))
    let solid = RoundedRectShape(rect: r, radii: key.radii).solidPixels
    if solid.width > 0, solid.height > 0 {
      topRows = Swift.max(0, solid.y)
      bottomRows = Swift.max(0, height - solid.maxY)
    } else {
      topRows = height
      bottomRows = 0
    }
    let (w, h, t, b) = (width, height, topRows, bottomRows)
    top = t > 0 ? Self.draw(key, width: w, rows: t, from: 0) : nil
    middle = t < h - b ? Self.draw(key, width: w, rows: 1, from: t) : nil
    bottom = b > 0 ? Self.draw(key, width: w, rows: b, from: h - b) : nil
  }

  /// Moves the mask to a new anchor: the same shape, somewhere else.
  func move(to anchor: (x: Int, y: Int)) {
    self.anchor = anchor
  }

  /// `rows` rows of the coverage, starting at local row `first`.
  private static func draw(_ key: Key, width: Int, rows: Int, from first: Int) -> AlphaMask {
    let mask = AlphaMask(width: width, height: rows)
    mask.draw { cr in
      cairo_translate(cr, 0, Double(-first))
      CairoPath.addRoundedRect(cr, key.rect, key.radii)
      cairo_set_source_rgba(cr, 0, 0, 0, key.alpha)
      cairo_fill(cr)
    }
    return mask
  }

  /// Composites `source` through the coverage over `piece` (screen pixels) into `target`:
  /// the source's top-left is screen pixel `sourceOrigin` and the target's `origin`.
  func composite(
    _ source: OpaquePointer, sourceOrigin: (x: Int, y: Int), over piece: PixelRect, into target: OpaquePointer,
    origin: (x: Int, y: Int), images: PixmanImages
  ) {
    let bands: [(mask: AlphaMask?, rows: Range<Int>, first: Int)] = [
      (top, 0..<topRows, 0), (middle, topRows..<(height - bottomRows), topRows),
      (bottom, (height - bottomRows)..<height, height - bottomRows),
    ]
    for band in bands {
      guard let mask = band.mask, !band.rows.isEmpty else { continue }
      let rows = PixelRect(x: anchor.x, y: anchor.y + band.rows.lowerBound, width: width, height: band.rows.count)
      let p = piece.clipped(to: rows)
      guard !p.isEmpty else { continue }
      // The middle band's one row stands for every row of it: padding repeats it.
      let maskY = band.mask === middle ? 0 : p.y - anchor.y - band.first
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, images.image(mask, padded: band.mask === middle), target, Int32(p.x - sourceOrigin.x),
        Int32(p.y - sourceOrigin.y),
        Int32(p.x - anchor.x), Int32(maskY), Int32(p.x - origin.x), Int32(p.y - origin.y), Int32(p.width),
        Int32(p.height))
    }
  }
}
