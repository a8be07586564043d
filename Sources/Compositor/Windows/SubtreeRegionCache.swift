/// A root subview's share of its window's regions, kept between frames.
///
/// Each part is computed with the subview where it was, and stored relative to the whole
/// pixel its origin sat in, with the fraction past it: moved by whole pixels (a layer
/// dragged by the pointer), the subview's pixels are the same ones, offset. Any other
/// change in the subtree clears the cache (``View/invalidateRegionCache(movedOnly:)``).
struct SubtreeRegionCache {
  /// The subtree's input pixels: where a hit test of the subtree takes the pixel's centre.
  var input: Part<[PixelRect]>?
  /// The smallest pixel rectangle covering what the subtree draws.
  var visual: Part<PixelRect>?

  /// One cached part, relative to the whole pixel the subview's origin was in.
  struct Part<Value> {
    /// The subview origin's fractional position when the part was computed.
    var fraction: Point
    /// The pixels per point it was computed at.
    var scale: Double
    var value: Value
    /// Where the part is exact, relative to the same pixel, when not everywhere (a rounded
    /// corner too large to decide whole): it serves only while the window lies inside.
    var coverage: PixelRect? = nil
  }

  /// Where a root subview's origin is in its window's pixels (`grid`), split into the
  /// whole pixel it is in and the fraction past it.
  static func placement(of view: View, on grid: WindowPixelGrid) -> (whole: (x: Int, y: Int), fraction: Point) {
    let origin = grid.pixel(view.frameInWindow.origin)
    let x = origin.x.rounded(.down)
    let y = origin.y.rounded(.down)
    let limit = Double(Int32.max)
    func whole(_ v: Double) -> Int { Int(Swift.min(limit, Swift.max(-limit, v))) }
    return ((whole(x), whole(y)), Point(x: origin.x - x, y: origin.y - y))
  }
}

extension View {
  /// Clears the region cache of the root subview this view belongs to, after a change
  /// that may alter the window's regions; when the view is that subview and it only moved
  /// (`movedOnly`), the cache stays, to be offset.
  func invalidateRegionCache(movedOnly: Bool) {
    var v = self
    while let parent = v.superview, parent.hostWindow == nil { v = parent }
    if movedOnly && v === self { return }
    v.regionCache = SubtreeRegionCache()
  }
}
