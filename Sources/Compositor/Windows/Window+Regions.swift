extension Window {
  /// The pixels whose centres this window's hit test takes, as disjoint whole-pixel
  /// rectangles in window coordinates: the window's *input region*, as a window system's
  /// input shape (X11's SHAPE `ShapeInput`) wants it.
  ///
  /// For an opaque window it is the whole window. For a passthrough window it is the union
  /// of the live shapes of the views that take hits (shown, interactive, inside their
  /// clipping ancestors); where a view has rounded corners, each pixel there is in the
  /// region exactly when ``hitTest(screenPoint:)`` takes its centre. A subclass that
  /// overrides `point(inside:)` is taken as its rounded rectangle, except at its corners.
  /// Empty for a hidden window.
  ///
  /// ```swift
  /// let input = overlay.hitRegion()   // the sheet's rounded shape: clicks elsewhere fall through
  /// ```
  public func hitRegion() -> [PixelRect] {
    guard !isHidden else { return [] }
    let whole = PixelRect(enclosing: bounds)
    if hitTestPolicy == .opaque { return whole.isEmpty ? [] : [whole] }
    var region = Region()
    var corners: [CornerSquare] = []
    for sub in rootView.subviews {
      collectHitShapes(sub, clip: bounds, region: &region, corners: &corners)
    }
    var pixels = region.rects.map(PixelRect.init(enclosing:)).map { $0.intersection(whole) }.filter { !$0.isEmpty }
    guard !corners.isEmpty else { return pixels }
    // Round corners: the pixels there whose centres the hit test does not take leave. A
    // centre well inside a plain view's rounded shape is taken (by it or a view above it),
    // so only the few past the curve ask the hit test.
    var cut = Region()
    for corner in corners {
      let square = corner.pixels
      for y in square.y..<square.maxY {
        var runStart: Int?
        for x in square.x...square.maxX {
          let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
          let misses =
            x < square.maxX && !(corner.surelyInside?.contains(centre) ?? false)
            && indexedHitTest(windowPoint: centre) == nil
          if misses {
            if runStart == nil { runStart = x }
          } else if let start = runStart {
            cut.formUnion(Rect(x: Double(start), y: Double(y), width: Double(x - start), height: 1))
            runStart = nil
          }
        }
      }
    }
    guard !cut.isEmpty else { return pixels }
    var result = Region()
    for p in pixels { result.formUnion(p.rect) }
    for c in cut.rects { result.subtract(c) }
    pixels = result.rects.map(PixelRect.init(enclosing:))
    return pixels
  }

  /// The pixels this window draws, as disjoint whole-pixel rectangles in window
  /// coordinates: the painted areas (shadows included) of its root's shown subviews, and
  /// the whole window when the root draws a background or content. What a window system
  /// shows of the window (X11's SHAPE `ShapeBounding`).
  public func visualRegion() -> [PixelRect] {
    guard !isHidden, !rootView.isHidden, rootView.alpha > 0 else { return [] }
    let whole = PixelRect(enclosing: bounds)
    if rootView.background != nil || rootView.content != .none || rootView.shadow != nil {
      return whole.isEmpty ? [] : [whole]
    }
    var region = Region()
    for sub in rootView.subviews where !sub.isHidden && sub.alpha > 0 {
      region.formUnion(PixelRect(enclosing: sub.visualFrameInWindow).rect)
    }
    return region.rects.map(PixelRect.init(enclosing:)).map { $0.intersection(whole) }.filter { !$0.isEmpty }
  }

  /// Adds the window-space rectangle of `view` and of its subtree's views that take hits,
  /// cut by `clip`; notes the corner squares where a rounded shape decides by pixel. (A
  /// rounded ancestor that clips takes hits itself, or its subtree would not be visited:
  /// its own corner squares cover its subviews' pixels there.)
  private func collectHitShapes(_ view: View, clip: Rect, region: inout Region, corners: inout [CornerSquare]) {
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
    let rect = view.frameInWindow
    let visible = rect.intersection(clip)
    let rounded = !view.cornerRadii.isZero
    if !visible.isEmpty {
      region.formUnion(Self.pixelCentres(in: visible).rect, limit: 4096)
      if rounded {
        // A plain view takes every point of its rounded shape (a subclass may decide
        // otherwise); a hair inside it, rounding cannot tip a centre either way.
        let shape =
          type(of: view) == View.self
          ? RoundedRect(rect: rect.insetBy(dx: 0.001, dy: 0.001), radii: view.cornerRadii) : nil
        corners += Self.cornerSquares(of: rect, radii: view.cornerRadii, in: visible).map {
          CornerSquare(pixels: $0, surelyInside: shape)
        }
      }
    }
    let inner = view.clipsToBounds ? visible : clip
    guard !inner.isEmpty || !view.clipsToBounds else { return }
    for sub in view.subviews { collectHitShapes(sub, clip: inner, region: &region, corners: &corners) }
  }

  /// The pixels whose centres lie in `rect` (whose left and top edges are in it, right and
  /// bottom edges out, as ``Rect/contains(_:)`` has it).
  static func pixelCentres(in rect: Rect) -> PixelRect {
    guard rect.isFinite, !rect.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    let limit = Double(Int32.max)
    func edge(_ v: Double) -> Int { Int(Swift.min(limit, Swift.max(-limit, (v - 0.5).rounded(.up)))) }
    let x0 = edge(rect.minX)
    let y0 = edge(rect.minY)
    return PixelRect(x: x0, y: y0, width: edge(rect.maxX) - x0, height: edge(rect.maxY) - y0)
  }

  /// The whole-pixel squares at the corners of `rect` where its corner radii cut it, inside
  /// `visible` (a square corner gets a one-pixel square, for its fractional edges).
  private static func cornerSquares(of rect: Rect, radii: CornerRadii, in visible: Rect) -> [PixelRect] {
    let r = [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].map { Swift.max(1, $0) }
    let squares = [
      Rect(x: rect.minX, y: rect.minY, width: r[0], height: r[0]),
      Rect(x: rect.maxX - r[1], y: rect.minY, width: r[1], height: r[1]),
      Rect(x: rect.minX, y: rect.maxY - r[2], width: r[2], height: r[2]),
      Rect(x: rect.maxX - r[3], y: rect.maxY - r[3], width: r[3], height: r[3]),
    ]
    return squares.map { PixelRect(enclosing: $0.intersection(visible)) }.filter { !$0.isEmpty }
  }
}

/// A corner square of a rounded view whose pixels the hit region decides one by one, with
/// the shape whose centres are taken without asking the hit test (`nil` for a subclass).
private struct CornerSquare {
  let pixels: PixelRect
  let surelyInside: RoundedRect?
}
