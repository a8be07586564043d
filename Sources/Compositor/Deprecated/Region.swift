/// An area made of non-overlapping rectangles, as damage was handed out.
///
/// Damage is the renderer's and the hosts' business: an app marks what changed with
/// ``View/setNeedsDisplay()`` and moves views, and the frame it takes carries the rest to
/// the renderer. This type leaves the public API in the next release.
@available(
  *, deprecated,
  message: "damage is the renderer's and the hosts'; apps call View.setNeedsDisplay(). Removed in the next release"
)
public struct Region: Hashable, Sendable {
  /// The region this one forwards to.
  package var rectRegion: RectRegion

  /// The region of `rectRegion`'s rectangles.
  package init(_ rectRegion: RectRegion) { self.rectRegion = rectRegion }

  /// The disjoint rectangles that make up the region.
  public var rects: [Rect] { rectRegion.rects }

  /// Creates an empty region.
  public init() { rectRegion = RectRegion() }

  /// Creates a region covering `rect`.
  public init(_ rect: Rect) { rectRegion = RectRegion(rect) }

  /// Whether the region covers nothing.
  public var isEmpty: Bool { rectRegion.isEmpty }

  /// The smallest rectangle enclosing the region, or ``Rect/zero``.
  public var bounds: Rect { rectRegion.bounds }

  /// The covered area in square points.
  public var area: Double { rectRegion.area }

  /// Whether `point` lies in the region.
  public func contains(_ point: Point) -> Bool { rectRegion.contains(point) }

  /// Adds `rect` to the region; empty or non-finite rectangles are ignored.
  public mutating func formUnion(_ rect: Rect) { rectRegion.formUnion(rect) }

  /// Adds `rect`, keeping the region to at most `limit` rectangles: past the limit the
  /// region is coarsened, covering at least what was added.
  public mutating func formUnion(_ rect: Rect, limit: Int) { rectRegion.formUnion(rect, limit: limit) }

  /// Adds every rectangle of `other`.
  public mutating func formUnion(_ other: Region) { rectRegion.formUnion(other.rectRegion) }

  /// The region with `rect` added.
  public func union(_ rect: Rect) -> Region { Region(rectRegion.union(rect)) }

  /// The part of the region inside `rect`; empty for an empty or non-finite rectangle.
  public func intersection(_ rect: Rect) -> Region { Region(rectRegion.intersection(rect)) }

  /// Removes `rect` from the region; a non-finite rectangle removes nothing.
  public mutating func subtract(_ rect: Rect) { rectRegion.subtract(rect) }

  /// Removes everything.
  public mutating func removeAll() { rectRegion.removeAll() }
}
