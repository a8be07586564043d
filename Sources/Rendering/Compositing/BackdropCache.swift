import Compositor

/// The blurred backdrop of one of a window's materials, with the material's tint laid
/// over it, kept at full resolution in screen coordinates, with the tiles that are up to
/// date.
///
/// While what lies below does not change (the map under a dragged sheet), a moving material
/// only needs the tiles it newly enters; damage below invalidates just the tiles it reaches.
///
/// Jobs compositing different bands of rows (whole tiles each) fill and mark their own
/// tiles at once: the flags are plain memory, one byte per tile, not a Swift array.
final class BackdropCache {
  /// The side of a validity tile, in pixels (a multiple of every blur factor). Computing a
  /// piece of backdrop costs its blur's reach around it too (64 pixels each way for the
  /// thin material at scale 2): tiles this large keep that margin a fraction of the work.
  static let tileSize = 128

  /// The blurred pixels, screen-sized.
  let surface: PixelSurface
  private let columns: Int
  private let rows: Int
  private let valid: UnsafeMutableBufferPointer<Bool>

  init(width: Int, height: Int) throws(RenderingError) {
    surface = try PixelSurface(width: width, height: height, what: "backdrop cache")
    columns = (width + Self.tileSize - 1) / Self.tileSize
    rows = (height + Self.tileSize - 1) / Self.tileSize
    valid = .allocate(capacity: columns * rows)
    valid.initialize(repeating: false)
  }

  deinit {
    valid.deallocate()
  }

  /// The tile columns and rows `rect` touches, clipped to the surface.
  private func tiles(_ rect: PixelRect) -> (columns: Range<Int>, rows: Range<Int>)? {
    let r = rect.clipped(to: surface.bounds)
    guard !r.isEmpty else { return nil }
    let t = Self.tileSize
    return ((r.x / t)..<((r.maxX + t - 1) / t), (r.y / t)..<((r.maxY + t - 1) / t))
  }

  /// Marks every tile `rect` touches as out of date.
  func invalidate(_ rect: PixelRect) {
    guard let (cs, rs) = tiles(rect) else { return }
    for row in rs { for column in cs { valid[row * columns + column] = false } }
  }

  /// Marks every tile as out of date.
  func invalidateAll() {
    valid.update(repeating: false)
  }

  /// The smallest tile-aligned rectangle (cut to the surface) holding every out-of-date
  /// tile that `rect` touches, or `nil` when all are up to date.
  func missingArea(in rect: PixelRect) -> PixelRect? {
    guard let (cs, rs) = tiles(rect) else { return nil }
    var box: (c0: Int, c1: Int, r0: Int, r1: Int)?
    for row in rs {
      for column in cs where !valid[row * columns + column] {
        if let b = box {
          box = (Swift.min(b.c0, column), Swift.max(b.c1, column), Swift.min(b.r0, row), Swift.max(b.r1, row))
        } else {
          box = (column, column, row, row)
        }
      }
    }
    guard let b = box else { return nil }
    let t = Self.tileSize
    return PixelRect(x: b.c0 * t, y: b.r0 * t, width: (b.c1 - b.c0 + 1) * t, height: (b.r1 - b.r0 + 1) * t)
      .clipped(to: surface.bounds)
  }

  /// Marks the tiles of a rectangle returned by ``missingArea(in:)`` as up to date.
  func markValid(_ rect: PixelRect) {
    guard let (cs, rs) = tiles(rect) else { return }
    for row in rs { for column in cs { valid[row * columns + column] = true } }
  }
}
