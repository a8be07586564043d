/// An area made of non-overlapping rectangles, used for damage and input areas.
///
/// Rectangles are kept disjoint, so ``area`` is exact and a renderer can redraw
/// each one once. Coordinates are snapped outward to whole points, since damage is
/// ultimately counted in pixels.
public struct Region: Hashable, Sendable {
  /// The disjoint rectangles that make up the region.
  public private(set) var rects: [Rect] = []

  /// Creates an empty region.
  public init() {}

  /// Creates a region covering `rect`.
  public init(_ rect: Rect) {
    formUnion(rect)
  }

  /// Whether the region covers nothing.
  public var isEmpty: Bool { rects.isEmpty }

  /// The smallest rectangle enclosing the region, or ``Rect/zero``.
  public var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }

  /// The covered area in square points.
  public var area: Double { rects.reduce(0) { $0 + $1.width * $1.height } }

  /// Whether `point` lies in the region.
  public func contains(_ point: Point) -> Bool { rects.contains { $0.contains(point) } }

  /// Adds `rect` to the region; empty or non-finite rectangles are ignored.
  public mutating func formUnion(_ rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else { return }
    var pieces = [rect.integral]
    for existing in rects {
      pieces = pieces.flatMap { Self.subtract(existing, from: $0) }
      if pieces.isEmpty { return }
    }
    rects.append(contentsOf: pieces)
  }

  /// Adds every rectangle of `other`.
  public mutating func formUnion(_ other: Region) {
    for r in other.rects { formUnion(r) }
  }

  /// The region with `rect` added.
  public func union(_ rect: Rect) -> Region {
    var copy = self
    copy.formUnion(rect)
    return copy
  }

  /// The part of the region inside `rect`.
  public func intersection(_ rect: Rect) -> Region {
    var result = Region()
    result.rects = rects.map { $0.intersection(rect) }.filter { !$0.isEmpty }
    return result
  }

  /// Removes `rect` from the region.
  public mutating func subtract(_ rect: Rect) {
    rects = rects.flatMap { Self.subtract(rect, from: $0) }
  }

  /// Removes everything.
  public mutating func removeAll() { rects.removeAll() }

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
