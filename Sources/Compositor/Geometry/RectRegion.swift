/// An area made of non-overlapping rectangles, used for damage and input areas.
///
/// Rectangles are kept disjoint, so ``area`` is exact and a renderer can redraw
/// each one once. Coordinates are snapped outward to whole points, since damage is
/// ultimately counted in pixels. So that every edge a region computes is exact, and
/// rectangles that meet never overlap by a rounding error, coordinates are clamped to
/// ±2^40 (about 1.1e12 points) and the edges of a rectangle subtracted or intersected with
/// are kept to 1/256 point.
package struct RectRegion: Hashable, Sendable {
  /// The largest coordinate a region holds, about 1.1e12 points: far beyond any screen,
  /// and small enough that sums and differences of the edges stay exact.
  static let extent = 0x1p40

  /// The step the edges of a subtracted or intersecting rectangle are kept to.
  static let cutStep = 0x1p-8

  /// The disjoint rectangles that make up the region.
  package private(set) var rects: [Rect] = []

  /// Creates an empty region.
  package init() {}

  /// Creates a region covering `rect`.
  package init(_ rect: Rect) {
    formUnion(rect)
  }

  /// Whether the region covers nothing.
  package var isEmpty: Bool { rects.isEmpty }

  /// The smallest rectangle enclosing the region, or ``Rect/zero``.
  package var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }

  /// The covered area in square points.
  package var area: Double { rects.reduce(0) { $0 + $1.width * $1.height } }

  /// Whether `point` lies in the region.
  package func contains(_ point: Point) -> Bool { rects.contains { $0.contains(point) } }

  /// Adds `rect` to the region; empty or non-finite rectangles are ignored.
  package mutating func formUnion(_ rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else { return }
    // Clamped, a rectangle entirely beyond the extent has no area left to add.
    let r = Self.snapped(rect, step: 1, outward: true)
    guard !r.isEmpty else { return }
    // The common cases first: already covered, or touching nothing.
    if rects.contains(where: { $0.contains(r) }) { return }
    guard rects.contains(where: { $0.intersects(r) }) else {
      rects.append(r)
      return
    }
    var pieces = [r]
    for existing in rects where existing.intersects(r) {
      pieces = pieces.flatMap { Self.subtract(existing, from: $0) }
      if pieces.isEmpty { return }
    }
    rects.append(contentsOf: pieces)
  }

  /// Adds `rect`, keeping the region to at most `limit` rectangles, as compositors keep
  /// damage bounded: past the limit the region is coarsened to a
  /// quarter of it, so adding many small rectangles costs time proportional to their
  /// number. The region then covers at least what was added, and what lies between
  /// rectangles that were merged.
  package mutating func formUnion(_ rect: Rect, limit: Int) {
    formUnion(rect)
    if rects.count > Swift.max(4, limit) { coarsen(to: Swift.max(1, limit / 4)) }
  }

  /// Replaces the rectangles with at most about `count` larger ones covering them: sorted
  /// top to bottom, left to right, each run of neighbours becomes its bounding box.
  package mutating func coarsen(to count: Int) {
    guard rects.count > count, count >= 1 else { return }
    let sorted = rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    let per = (sorted.count + count - 1) / count
    var merged = RectRegion()
    var i = 0
    while i < sorted.count {
      let group = sorted[i..<Swift.min(sorted.count, i + per)]
      merged.formUnion(group.dropFirst().reduce(group.first!) { $0.union($1) })
      i += per
    }
    self = merged
  }

  /// Adds every rectangle of `other`.
  package mutating func formUnion(_ other: RectRegion) {
    for r in other.rects { formUnion(r) }
  }

  /// The region with `rect` added.
  package func union(_ rect: Rect) -> RectRegion {
    var copy = self
    copy.formUnion(rect)
    return copy
  }

  /// The part of the region inside `rect`; empty for an empty or non-finite rectangle.
  package func intersection(_ rect: Rect) -> RectRegion {
    var result = RectRegion()
    guard rect.isFinite else { return result }
    let clip = Self.snapped(rect, step: Self.cutStep, outward: true)
    result.rects = rects.map { $0.intersection(clip) }.filter { !$0.isEmpty }
    return result
  }

  /// Removes `rect` from the region; a non-finite rectangle removes nothing.
  package mutating func subtract(_ rect: Rect) {
    guard rect.isFinite else { return }
    let cut = Self.snapped(rect, step: Self.cutStep, outward: false)
    guard !cut.isEmpty else { return }
    rects = rects.flatMap { Self.subtract(cut, from: $0) }
  }

  /// `rect` clamped to ±``extent``, its edges on multiples of `step`, rounded outward
  /// (covering at least `rect`) or inward (covering at most `rect`).
  ///
  /// With every edge a multiple of 1/256 within the extent, the differences and sums the
  /// region takes of them need at most 49 bits, so they are exact: far out, where
  /// -1e300 - 8 is -1e300, a rectangle would otherwise lose a side or overlap another.
  static func snapped(_ rect: Rect, step: Double, outward: Bool) -> Rect {
    func edge(_ v: Double, _ rule: FloatingPointRoundingRule) -> Double {
      (Swift.min(extent, Swift.max(-extent, v)) / step).rounded(rule) * step
    }
    let x0 = edge(rect.minX, outward ? .down : .up)
    let y0 = edge(rect.minY, outward ? .down : .up)
    let x1 = edge(rect.maxX, outward ? .up : .down)
    let y1 = edge(rect.maxY, outward ? .up : .down)
    return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
  }

  /// Removes everything.
  package mutating func removeAll() { rects.removeAll() }

  /// The parts of `base` outside `cut`: at most four rectangles (top, bottom, left, right bands).
  static func subtract(_ cut: Rect, from base: Rect) -> [Rect] {
    let i = base.intersection(cut)
    guard !i.isEmpty else { return [base] }
    var out: [Rect] = []
    if i.minY > base.minY {
      out.append(Rect(x: base.minX, y: base.minY, width: base.width, height: i.minY - base.minY))
    }
    if i.maxY < base.maxY {
      out.append(Rect(x: base.minX, y: i.maxY, width: base.width, height: base.maxY - i.maxY))
    }
    if i.minX > base.minX {
      out.append(Rect(x: base.minX, y: i.minY, width: i.minX - base.minX, height: i.height))
    }
    if i.maxX < base.maxX {
      out.append(Rect(x: i.maxX, y: i.minY, width: base.maxX - i.maxX, height: i.height))
    }
    return out
  }
}
