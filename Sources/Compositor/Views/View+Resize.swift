extension View {
  /// Whether a frame change from `old` to `new` only resizes a view that paints nothing of
  /// its own, in place: its corner stays, it has no background, content, shadow or
  /// drawing, and it is neither a root nor a layer (whose store is sized by it). Its
  /// subviews stay where they are, so only what its clip uncovers or cuts changes
  /// (``resizeDamage(from:)``) — a sheet's content container following the sheet's height
  /// costs no redraw.
  func resizesInPlace(from old: Rect, to new: Rect) -> Bool {
    guard old.origin == new.origin, old.size != new.size, let parent = superview else { return false }
    if isLayer && parent.hostWindow != nil { return false }
    return background == nil && content == .none && shadow == nil && drawing == nil
  }

  /// Damages what a resize in place from `old` changes: nothing unless the view clips, and
  /// then the strips between its old and new right and bottom edges (with its corners, when
  /// rounded).
  func resizeDamage(from old: Size) {
    invalidateRegionCache(movedOnly: false)
    guard clipsToBounds else { return }
    let o = bounds.origin
    let new = bounds.size
    let r = cornerRadii.isZero ? 0 : Swift.max(cornerRadii.topRight, cornerRadii.bottomRight, cornerRadii.bottomLeft)
    let reach = Swift.max(0, r.isFinite ? r : 0)
    var strips: [Rect] = []
    let (w0, w1) = (Swift.min(old.width, new.width), Swift.max(old.width, new.width))
    let (h0, h1) = (Swift.min(old.height, new.height), Swift.max(old.height, new.height))
    if w0 != w1 { strips.append(Rect(x: o.x + w0 - reach, y: o.y, width: w1 - w0 + reach, height: h1)) }
    if h0 != h1 { strips.append(Rect(x: o.x, y: o.y + h0 - reach, width: w1, height: h1 - h0 + reach)) }
    let toWindow = convertToWindow(.zero)
    for strip in strips {
      damage(.content, area: strip.offsetBy(dx: toWindow.x, dy: toWindow.y))
    }
  }
}
