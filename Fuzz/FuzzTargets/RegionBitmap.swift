import Compositor

/// The oracle of ``RegionsFuzzTarget``: which quarter-point cells of the grid
/// -4...28 × -4...28 an area covers. A cell is the half-open square from its top-left corner,
/// as ``Rect/contains(_:)`` counts a point on a minimum edge in and one on a maximum edge out.
struct RegionBitmap {
  /// The grid's smallest coordinate.
  static let minimum = -4.0
  /// Cells along each side: 32 points of 4 cells each.
  static let cells = 128

  private var bits = [UInt8](repeating: 0, count: cells * cells)

  /// An empty grid.
  init() {}

  /// The cells `region` covers, its rectangles rounded outward to the grid and clamped to it.
  init(_ region: RectRegion) {
    for r in region.rects { fill(r) }
  }

  /// The cell range of the edges `a` and `b`, rounded outward and clamped to the grid.
  private static func span(_ a: Double, _ b: Double) -> Range<Int> {
    let lo = ((a - minimum) * 4).rounded(.down)
    let hi = ((b - minimum) * 4).rounded(.up)
    guard lo.isFinite, hi.isFinite else { return 0..<0 }
    let l = Int(Swift.max(0, Swift.min(Double(cells), lo)))
    let h = Int(Swift.max(0, Swift.min(Double(cells), hi)))
    return l..<Swift.max(l, h)
  }

  /// Adds `rect`'s cells; returns a cell it covered that was covered already, if any.
  @discardableResult
  private mutating func add(_ rect: Rect, value: UInt8?) -> Int? {
    guard rect.isFinite, !rect.isEmpty else { return nil }
    var twice: Int?
    let xs = Self.span(rect.minX, rect.maxX)
    for y in Self.span(rect.minY, rect.maxY) {
      for x in xs {
        let i = y * Self.cells + x
        if let value {
          bits[i] = value
        } else {
          if bits[i] != 0, twice == nil { twice = i }
          bits[i] = 1
        }
      }
    }
    return twice
  }

  /// Covers `rect`'s cells.
  mutating func fill(_ rect: Rect) { add(rect, value: 1) }

  /// Uncovers `rect`'s cells.
  mutating func clear(_ rect: Rect) { add(rect, value: 0) }

  /// Uncovers every cell outside `rect`.
  mutating func keepOnly(_ rect: Rect) {
    var mask = RegionBitmap()
    mask.fill(rect)
    for i in bits.indices { bits[i] &= mask.bits[i] }
  }

  /// The top-left corner and the centre of cell `i`, in points.
  private static func points(_ i: Int) -> (corner: Point, centre: Point) {
    let px = minimum + Double(i % cells) / 4
    let py = minimum + Double(i / cells) / 4
    return (Point(x: px, y: py), Point(x: px + 0.125, y: py + 0.125))
  }

  /// Fails unless `region` is well formed and covers exactly these cells (with its
  /// rectangles on the grid), with `area`, `bounds` and `isEmpty` agreeing, and `contains`
  /// at the corners and centres of a sample of cells chosen by `sample`.
  func expectEqual(_ region: RectRegion, _ context: @autoclosure () -> String, sample: Int = 0) throws(FuzzFailure) {
    try Self.expectFinite(region, context())
    var actual = RegionBitmap()
    for r in region.rects {
      if let i = actual.add(r, value: nil) {
        throw FuzzFailure("\(context()): two rectangles cover the cell at \(Self.points(i).corner): \(region.rects)")
      }
    }
    var count = 0
    var minX = Self.cells
    var minY = Self.cells
    var maxX = -1
    var maxY = -1
    for i in bits.indices {
      if bits[i] != actual.bits[i] {
        throw FuzzFailure(
          "\(context()): the cell at \(Self.points(i).corner) is \(bits[i] != 0 ? "lost" : "covered, but should not be"); "
            + "region \(region.rects)")
      }
      guard bits[i] != 0 else { continue }
      count += 1
      minX = Swift.min(minX, i % Self.cells)
      maxX = Swift.max(maxX, i % Self.cells)
      minY = Swift.min(minY, i / Self.cells)
      maxY = i / Self.cells
    }
    guard region.area == Double(count) / 16 else {
      throw FuzzFailure("\(context()): area \(region.area), the cells cover \(Double(count) / 16)")
    }
    guard region.isEmpty == (count == 0) else { throw FuzzFailure("\(context()): isEmpty is \(region.isEmpty)") }
    if count > 0 {
      let expected = Rect(
        x: Self.minimum + Double(minX) / 4, y: Self.minimum + Double(minY) / 4, width: Double(maxX - minX + 1) / 4,
        height: Double(maxY - minY + 1) / 4)
      guard region.bounds == expected else {
        throw FuzzFailure("\(context()): bounds \(region.bounds), the cells span \(expected)")
      }
    }
    // `contains` on 61 cells spread over the grid, a different set each step.
    var i = (sample * 7919) % bits.count
    for _ in 0..<61 {
      let (corner, centre) = Self.points(i)
      for p in [corner, centre] where region.contains(p) != (bits[i] != 0) {
        throw FuzzFailure("\(context()): contains(\(p)) is \(bits[i] == 0); region \(region.rects)")
      }
      i = (i + 269) % bits.count
    }
  }

  /// Fails unless `region` is well formed and covers every cell this covers; its
  /// rectangles may lie off the grid, so `contains` confirms at the centre of each
  /// covered cell of a sample.
  func expectCovered(by region: RectRegion, _ context: @autoclosure () -> String, sample: Int = 0) throws(FuzzFailure) {
    try Self.expectFinite(region, context())
    let actual = RegionBitmap(region)
    if let i = bits.indices.first(where: { bits[$0] != 0 && actual.bits[$0] == 0 }) {
      throw FuzzFailure(
        "\(context()): the cell at \(Self.points(i).corner) was covered and is not any more; region \(region.rects)")
    }
    var i = (sample * 7919) % bits.count
    for _ in 0..<61 {
      let centre = Self.points(i).centre
      if bits[i] != 0, !region.contains(centre) {
        throw FuzzFailure("\(context()): \(centre) was covered and is not any more; region \(region.rects)")
      }
      i = (i + 269) % bits.count
    }
  }

  /// Fails unless every rectangle of `region` is finite and non-empty.
  static func expectFinite(_ region: RectRegion, _ context: @autoclosure () -> String) throws(FuzzFailure) {
    for (i, r) in region.rects.enumerated() {
      guard r.isFinite, !r.isEmpty, r.size.width > 0, r.size.height > 0 else {
        throw FuzzFailure("\(context()): rectangle \(i) is \(r)")
      }
    }
  }

  /// Fails unless no two rectangles of `region` overlap (for regions off the grid).
  static func expectDisjoint(_ region: RectRegion, _ context: @autoclosure () -> String) throws(FuzzFailure) {
    let rects = region.rects
    for i in rects.indices {
      for j in 0..<i where rects[j].intersects(rects[i]) {
        throw FuzzFailure("\(context()): rectangles \(j) \(rects[j]) and \(i) \(rects[i]) overlap")
      }
    }
  }
}
