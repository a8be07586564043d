// The renderer's and the hosts' operations on pixel rectangles, public until this release.
// Apps read a frame's damage and crop surfaces in pixel rectangles, and do their geometry
// in points (``Rect``).
extension PixelRect {
  /// The smallest pixel rectangle that covers `rect`, or an empty one for a non-finite rectangle.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'. Removed in the next release"
  )
  public init(enclosing rect: Rect) { self.init(roundingOut: rect) }

  /// The pixels both rectangles cover; empty when they do not meet.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'; apps do geometry on rect, a Rect. Removed in the next release"
  )
  public func intersection(_ other: PixelRect) -> PixelRect { clipped(to: other) }

  /// The smallest rectangle covering both; an empty operand is ignored.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'; apps do geometry on rect, a Rect. Removed in the next release"
  )
  public func union(_ other: PixelRect) -> PixelRect { covering(other) }

  /// This rectangle grown by `amount` pixels on every side.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'; apps do geometry on rect, a Rect. Removed in the next release"
  )
  public func expanded(by amount: Int) -> PixelRect { grown(by: amount) }

  /// This rectangle moved by whole pixels.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'; apps do geometry on rect, a Rect. Removed in the next release"
  )
  public func offsetBy(dx: Int, dy: Int) -> PixelRect { moved(dx: dx, dy: dy) }

  /// Whether `other` lies entirely inside this rectangle.
  @available(
    *, deprecated,
    message: "the renderer's and the hosts'; apps do geometry on rect, a Rect. Removed in the next release"
  )
  public func contains(_ other: PixelRect) -> Bool { encloses(other) }
}
