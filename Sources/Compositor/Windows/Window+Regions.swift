extension Window {
  /// The pixels whose centres this window's hit test takes, as disjoint whole-pixel
  /// rectangles in window coordinates: the window's *input shape*, as a window system's
  /// input shape (X11's SHAPE `ShapeInput`) wants it.
  ///
  /// For an opaque window it is the whole window. For a passthrough window it is the union
  /// of the live shapes of the views that take hits (shown, interactive, inside their
  /// clipping ancestors); where a view has rounded corners, each pixel there is in the
  /// region exactly when ``hitTest(screenPoint:)`` takes its centre. A subclass that
  /// overrides `point(inside:)` is taken as its rounded rectangle, except at its corners.
  /// Empty for a hidden window.
  ///
  /// At a `scale` other than 1 the pixels are those of an output window showing this
  /// window at that many pixels per point: the pixels whose centres lie in the window's
  /// frame, counted from the first of them (``WindowPixelGrid``), each in the region exactly when
  /// the hit test takes its centre, at rounded corners too.
  ///
  /// Each root subview's share is kept between calls and computed again only after its
  /// subtree changed; moved by whole pixels, it is offset.
  ///
  /// ```swift
  /// let input = overlay.inputShape()   // the sheet's rounded shape: clicks elsewhere fall through
  /// let atTwo = overlay.inputShape(scale: 2)   // the same shape in a 2× window's pixels
  /// ```
  package func inputShape(scale: Double = 1) -> [PixelRect] {
    guard !isHidden, scale.isFinite, scale > 0 else { return [] }
    let grid = WindowPixelGrid(frame: frame, scale: scale)
    // The pixels whose centres lie inside the window.
    let inside = grid.pixelCentres(in: bounds)
    if hitTestPolicy == .opaque { return inside.isEmpty ? [] : [inside] }
    // Where rounded corners are decided pixel by pixel: the window and a margin, so that a
    // corner far outside it (a huge radius) costs nothing, while a subview moved a little
    // keeps its cached part.
    let workArea = inside.grown(by: Self.cornerWorkMargin)
    var parts: [[PixelRect]] = []
    for sub in rootView.subviews {
      let (offset, fraction) = SubtreeRegionCache.placement(of: sub, on: grid)
      let window = inside.moved(dx: -offset.x, dy: -offset.y)
      let part: [PixelRect]
      if let cached = sub.regionCache.input, cached.fraction == fraction, cached.scale == scale,
        cached.coverage.map({ $0.encloses(window) }) ?? true
      {
        part = cached.value
      } else {
        let (pixels, complete) = subtreeHitRegion(sub, on: grid, workArea: workArea)
        part = pixels.map { $0.moved(dx: -offset.x, dy: -offset.y) }
        sub.regionCache.input = .init(
          fraction: fraction, scale: scale, value: part,
          coverage: complete ? nil : workArea.moved(dx: -offset.x, dy: -offset.y))
      }
      let placed = part.map { $0.moved(dx: offset.x, dy: offset.y).clipped(to: inside) }.filter { !$0.isEmpty }
      if !placed.isEmpty { parts.append(placed) }
    }
    // One subtree's pixels are disjoint already; several are merged.
    guard parts.count > 1 else { return parts.first ?? [] }
    var region = RectRegion()
    for part in parts {
      for r in part { region.formUnion(r.rect) }
    }
    return region.rects.map(PixelRect.init(roundingOut:))
  }

  /// The pixels of root subview `sub`'s subtree whose centres its hit test takes, where it
  /// is now, in window coordinates: a passthrough window's input region is the union of
  /// these, as a point falls through the root to whichever subtree takes it. Not cut to
  /// the window: the cache keeps them for wherever the subview moves. Pixels are `grid`'s.
  ///
  /// Rounded corners are decided only inside `workArea`; `complete` says whether every
  /// corner lay inside it (else the pixels are exact only there).
  private func subtreeHitRegion(_ sub: View, on grid: WindowPixelGrid, workArea: PixelRect) -> (
    pixels: [PixelRect], complete: Bool
  ) {
    let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
    var region = RectRegion()
    var shapes: [HitShape] = []
    var corners: [CornerSquare] = []
    collectHitShapes(sub, clip: everywhere, grid: grid, region: &region, shapes: &shapes, corners: &corners)
    let pixels = region.rects.map(PixelRect.init(roundingOut:))
    guard !corners.isEmpty else { return (pixels, true) }
    var complete = true
    // Round corners: the pixels there whose centres the subtree's hit test does not take
    // leave. What else covers a corner settles most of it without asking the hit test.
    var cut: [PixelRect] = []
    for corner in corners {
      var square = corner.pixels
      if !workArea.encloses(square) {
        complete = false
        square = square.clipped(to: workArea)
        if square.isEmpty { continue }
      }
      let others = shapes.indices.filter { i in
        i != corner.owner && !(corner.clips && corner.subtree.contains(i))
          && !shapes[i].pixels.clipped(to: square).isEmpty
      }
      // A plain view around the whole square takes every pixel of it.
      if others.contains(where: { shapes[$0].surelyTakes(square, on: grid) }) { continue }
      // Nothing else there: a plain view's pixels past its curve leave, and only those on
      // the curve, within rounding of it, ask.
      let alone = others.isEmpty && corner.surelyInside != nil
      for y in square.y..<square.maxY {
        var runStart: Int?
        for x in square.x...square.maxX {
          let centre = grid.centre(x: x, y: y)
          var misses = false
          if x < square.maxX && !(corner.surelyInside?.contains(centre) ?? false) {
            if alone, let outside = corner.surelyOutside, !outside.contains(centre) {
              misses = true
            } else {
              misses = !subtree(sub, takes: centre)
            }
          }
          if misses {
            if runStart == nil { runStart = x }
          } else if let start = runStart {
            cut.append(PixelRect(x: start, y: y, width: x - start, height: 1))
            runStart = nil
          }
        }
      }
    }
    return (Self.removing(cut, from: pixels), complete)
  }

  /// How far past the window, in pixels, rounded corners are decided pixel by pixel.
  static let cornerWorkMargin = 256

  /// Disjoint `rects` without the pixels of `runs` (each one pixel high), as disjoint
  /// rectangles: each rectangle is swept down the rows that have runs, and rows that keep
  /// the same pixels merge into one band. The cost follows the rows cut, not the pixels.
  static func removing(_ runs: [PixelRect], from rects: [PixelRect]) -> [PixelRect] {
    guard !runs.isEmpty else { return rects }
    var byRow: [Int: [(Int, Int)]] = [:]
    for r in runs where !r.isEmpty { byRow[r.y, default: []].append((r.x, r.maxX)) }
    let rows = byRow.keys.sorted()
    var out: [PixelRect] = []
    for p in rects {
      // The band being grown: its first row, the row after its last, and its spans.
      var band: (start: Int, end: Int, spans: [Int])?
      func add(_ from: Int, _ to: Int, _ spans: [Int]) {
        if let b = band, b.end == from, b.spans == spans {
          band = (b.start, to, spans)
          return
        }
        flush()
        band = (from, to, spans)
      }
      func flush() {
        guard let b = band else { return }
        for i in stride(from: 0, to: b.spans.count, by: 2) {
          out.append(PixelRect(x: b.spans[i], y: b.start, width: b.spans[i + 1] - b.spans[i], height: b.end - b.start))
        }
        band = nil
      }
      let whole = [p.x, p.maxX]
      var y = p.y
      var i = rows.firstIndex { $0 >= p.y } ?? rows.count
      while i < rows.count, rows[i] < p.maxY {
        let row = rows[i]
        if row > y { add(y, row, whole) }
        // The row's spans: the rectangle's, with each run cut out.
        var spans: [Int] = []
        var x = p.x
        for (a, b) in byRow[row]!.sorted(by: { $0.0 < $1.0 }) where b > x && a < p.maxX {
          if a > x { spans += [x, a] }
          x = Swift.max(x, b)
        }
        if x < p.maxX { spans += [x, p.maxX] }
        add(row, row + 1, spans)
        y = row + 1
        i += 1
      }
      if y < p.maxY { add(y, p.maxY, whole) }
      flush()
    }
    return out
  }

  /// Whether root subview `sub`'s subtree takes a hit at `point` (window coordinates),
  /// whatever lies in front of it. The window's index answers for the whole stack: a view
  /// of `sub`'s, or of a subtree behind it (or none), settles it; only when a subtree in
  /// front takes the point is `sub`'s own tree walked.
  private func subtree(_ sub: View, takes point: Point) -> Bool {
    guard let hit = indexedHitTest(windowPoint: point)?.view else { return false }
    var owner = hit
    while let parent = owner.superview, parent !== rootView { owner = parent }
    if owner === sub { return true }
    guard owner.superview === rootView, let own = rootView.subviews.firstIndex(where: { $0 === sub }),
      rootView.subviews[(own + 1)...].contains(where: { $0 === owner })
    else { return false }
    return sub.hitTest(sub.convertFromSuperview(point)) != nil
  }

  /// The pixels this window draws, as disjoint whole-pixel rectangles in window
  /// coordinates: the painted areas (shadows included) of its root's shown subviews, and
  /// the whole window when the root draws a background or content. What a window system
  /// shows of the window (X11's SHAPE `ShapeBounding`). At a `scale` other than 1, in the
  /// pixels of an output window showing it at that scale (``WindowPixelGrid``).
  package func visualShape(scale: Double = 1) -> [PixelRect] {
    guard !isHidden, !rootView.isHidden, rootView.alpha > 0, scale.isFinite, scale > 0 else { return [] }
    let grid = WindowPixelGrid(frame: frame, scale: scale)
    let whole = grid.pixelCentres(in: bounds)
    if rootView.background != nil || rootView.content != .none || rootView.shadow != nil {
      return whole.isEmpty ? [] : [whole]
    }
    var region = RectRegion()
    for sub in rootView.subviews where !sub.isHidden && sub.alpha > 0 {
      let (offset, fraction) = SubtreeRegionCache.placement(of: sub, on: grid)
      let drawn: PixelRect
      if let cached = sub.regionCache.visual, cached.fraction == fraction, cached.scale == scale {
        drawn = cached.value
      } else {
        drawn = grid.enclosing(sub.visualFrameInWindow).moved(dx: -offset.x, dy: -offset.y)
        sub.regionCache.visual = .init(fraction: fraction, scale: scale, value: drawn)
      }
      region.formUnion(drawn.moved(dx: offset.x, dy: offset.y).rect)
    }
    return region.rects.map(PixelRect.init(roundingOut:)).map { $0.clipped(to: whole) }.filter { !$0.isEmpty }
  }

  /// Adds the window-space rectangle of `view` and of its subtree's views that take hits,
  /// cut by `clip`, to `region` and, with the shape each surely takes, to `shapes`; notes
  /// the corner squares where a rounded shape decides by pixel. (A rounded ancestor that
  /// clips takes hits itself, or its subtree would not be visited: its own corner squares
  /// cover its subviews' pixels there.)
  private func collectHitShapes(
    _ view: View, clip: Rect, grid: WindowPixelGrid, region: inout RectRegion, shapes: inout [HitShape],
    corners: inout [CornerSquare]
  ) {
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
    let rect = view.frameInWindow
    let visible = rect.intersection(clip)
    let own = shapes.count
    var mine: Range<Int> = corners.count..<corners.count
    if !visible.isEmpty {
      let centres = grid.pixelCentres(in: visible)
      region.formUnion(centres.rect, limit: 4096)
      // A plain view takes every point of its rounded shape (a subclass may decide
      // otherwise); a hair inside it, rounding cannot tip a centre either way.
      let plain = type(of: view) == View.self
      let inside = plain ? RoundedRectShape(rect: rect.insetBy(dx: 0.001, dy: 0.001), radii: view.cornerRadii) : nil
      shapes.append(HitShape(pixels: centres, surelyInside: inside))
      if !view.cornerRadii.isZero {
        let outside =
          plain ? RoundedRectShape(rect: rect.insetBy(dx: -0.001, dy: -0.001), radii: view.cornerRadii) : nil
        corners += Self.cornerSquares(of: rect, radii: view.cornerRadii, in: visible, on: grid).map {
          CornerSquare(
            pixels: $0, surelyInside: inside, surelyOutside: outside, owner: own, subtree: own..<own,
            clips: view.clipsToBounds)
        }
        mine = mine.lowerBound..<corners.count
      }
    }
    let inner = view.clipsToBounds ? visible : clip
    guard !inner.isEmpty || !view.clipsToBounds else { return }
    for sub in view.subviews {
      collectHitShapes(sub, clip: inner, grid: grid, region: &region, shapes: &shapes, corners: &corners)
    }
    for i in mine { corners[i].subtree = own..<shapes.count }
  }

  /// The whole-pixel squares of `grid` at the corners of `rect` where its corner radii cut
  /// it, inside `visible` (a square corner gets a one-point square, for its fractional edges).
  private static func cornerSquares(of rect: Rect, radii: CornerRadii, in visible: Rect, on grid: WindowPixelGrid)
    -> [PixelRect]
  {
    let r = [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].map { Swift.max(1, $0) }
    let squares = [
      Rect(x: rect.minX, y: rect.minY, width: r[0], height: r[0]),
      Rect(x: rect.maxX - r[1], y: rect.minY, width: r[1], height: r[1]),
      Rect(x: rect.minX, y: rect.maxY - r[2], width: r[2], height: r[2]),
      Rect(x: rect.maxX - r[3], y: rect.maxY - r[3], width: r[3], height: r[3]),
    ]
    return squares.map { grid.enclosing($0.intersection(visible)) }.filter { !$0.isEmpty }
  }
}

/// A view's pixels in a subtree's hit region: the pixels whose centres lie in its visible
/// rectangle, and for a plain view the shape whose every point it takes.
private struct HitShape {
  let pixels: PixelRect
  let surelyInside: RoundedRectShape?

  /// Whether the view takes the centre of every pixel of `square` (`grid`'s pixels): its
  /// rounded shape is convex, so holding the outermost centres it holds them all.
  func surelyTakes(_ square: PixelRect, on grid: WindowPixelGrid) -> Bool {
    guard let shape = surelyInside, pixels.encloses(square) else { return false }
    let corners = [
      grid.centre(x: square.x, y: square.y), grid.centre(x: square.maxX - 1, y: square.y),
      grid.centre(x: square.x, y: square.maxY - 1), grid.centre(x: square.maxX - 1, y: square.maxY - 1),
    ]
    return corners.allSatisfy { shape.contains($0) }
  }
}

/// A corner square of a rounded view whose pixels the hit region decides one by one, with
/// the shapes whose centres are surely taken and surely not without asking the hit test
/// (`nil` for a subclass), the view's place in the shapes and its subtree's, and whether
/// it clips that subtree.
private struct CornerSquare {
  let pixels: PixelRect
  let surelyInside: RoundedRectShape?
  let surelyOutside: RoundedRectShape?
  let owner: Int
  var subtree: Range<Int>
  let clips: Bool
}
