extension HitTestIndex {
  /// The largest coordinate magnitude the rectangle test trusts; beyond it a node is always
  /// decided exactly.
  static let trustedMagnitude = 1e15

  /// Recomputes node `n`'s records from its view and its parent's context, and returns where
  /// in the grid it belongs. The parent's records must be current.
  func computeRecord(_ n: Int) -> HitGridPlacement {
    let v = view(n)
    let link = links[n]
    let parent = link.parent >= 0 ? contexts[Int(link.parent)] : HitNodeContext.window
    let frameOrigin = v.frame.origin
    let translation = v.translation
    let bounds = v.bounds
    let clips = v.clipsToBounds
    transforms[n] = HitNodeTransform(
      frameOrigin: frameOrigin, translation: translation, boundsOrigin: bounds.origin, parent: link.parent,
      clips: clips)
    let shape = RoundedRect(rect: bounds, radii: v.cornerRadii)
    shapes[n] = shape

    // Approximately, a window point plus the offset is the point in this view's space.
    let offsetX = parent.offsetX - frameOrigin.x - translation.x + bounds.origin.x
    let offsetY = parent.offsetY - frameOrigin.y - translation.y + bounds.origin.y
    let magnitude =
      parent.magnitude + abs(frameOrigin.x) + abs(translation.x) + abs(bounds.origin.x) + abs(frameOrigin.y)
      + abs(translation.y) + abs(bounds.origin.y)
    let r = shape.rect
    let extent = Swift.max(abs(r.minX), abs(r.maxX), abs(r.minY), abs(r.maxY))
    // The naive walk and this approximation each round at most 3 times per level of the
    // chain (and twice more here), each time by at most half an ulp of a value no larger
    // than `magnitude + extent` plus the point's own size, which for a candidate near the
    // rectangle is bounded the same way. Twice that bound is the margin.
    let margin = (6 * Double(link.depth) + 10) * 0x1p-52 * (2 * magnitude + 2 * extent + 1)
    let shapeMinX = r.minX - offsetX
    let shapeMinY = r.minY - offsetY
    let shapeMaxX = r.maxX - offsetX
    let shapeMaxY = r.maxY - offsetY
    let radii = shape.radii
    let radius = Swift.max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
    let trusted = magnitude < Self.trustedMagnitude && extent < Self.trustedMagnitude
    let exactOnly = parent.isExactOnly || !trusted
    let eligible =
      link.isOpaque
      ? parent.isEligible
      : parent.isEligible && !v.isHidden && v.alpha >= 0.01 && v.isUserInteractionEnabled

    var context = parent
    context.offsetX = offsetX
    context.offsetY = offsetY
    context.magnitude = magnitude
    context.isEligible = eligible
    context.isExactOnly = exactOnly
    if clips {
      context.clipMinX = Swift.max(parent.clipMinX, shapeMinX)
      context.clipMinY = Swift.max(parent.clipMinY, shapeMinY)
      context.clipMaxX = Swift.min(parent.clipMaxX, shapeMaxX)
      context.clipMaxY = Swift.min(parent.clipMaxY, shapeMaxY)
      context.clipBand = Swift.max(parent.clipBand, radius)
    }
    contexts[n] = context

    let node: HitNode
    let inGrid: Bool
    if link.isOpaque {
      // Its hit area is whatever its own hitTest says; only the clipping ancestors bound it.
      node = HitNode(
        minX: parent.clipMinX, minY: parent.clipMinY, maxX: parent.clipMaxX, maxY: parent.clipMaxY,
        margin: Self.roundedUp(margin), band: 0, kind: .opaque)
      inGrid =
        eligible && parent.clipMaxX + margin > parent.clipMinX - margin
        && parent.clipMaxY + margin > parent.clipMinY - margin
    } else {
      let minX = Swift.max(shapeMinX, parent.clipMinX)
      let minY = Swift.max(shapeMinY, parent.clipMinY)
      let maxX = Swift.min(shapeMaxX, parent.clipMaxX)
      let maxY = Swift.min(shapeMaxY, parent.clipMaxY)
      node = HitNode(
        minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: Self.roundedUp(margin),
        band: Self.roundedUp(Swift.max(parent.clipBand, radius)), kind: exactOnly ? .exact : .plain)
      let hasArea = r.width > 0 && r.height > 0
      // The root is never filed: it is the last resort, checked by the query itself.
      inGrid =
        n != rootNode && eligible && hasArea
        && (exactOnly || (maxX + margin > minX - margin && maxY + margin > minY - margin))
    }
    nodes[n] = node
    return inGrid ? placement(of: Self.box(of: node)) : .none
  }

  /// Recomputes the records of node `n` and its subtree, refiling them in the grid.
  func recomputeSubtree(_ n: Int) {
    let depth = links[n].depth
    var i = n
    while true {
      links[i].isDirty = false
      file(i, at: computeRecord(i))
      let next = links[i].next
      if next < 0 || links[Int(next)].depth <= depth { break }
      i = Int(next)
    }
  }

  /// `value` as a `Float` no smaller than it.
  static func roundedUp(_ value: Double) -> Float {
    if value.isNaN { return .infinity }
    var f = Float(value)
    if Double(f) < value { f = f.nextUp }
    return f
  }

  /// `value` as a `Float` no larger than it.
  static func roundedDown(_ value: Double) -> Float {
    if value.isNaN { return -.infinity }
    var f = Float(value)
    if Double(f) > value { f = f.nextDown }
    return f
  }

  /// The box a grid entry holds for `node`: its rectangle grown by its margin, rounded
  /// outward; the whole plane for a node decided exactly.
  static func box(of node: HitNode) -> (minX: Float, minY: Float, maxX: Float, maxY: Float) {
    if node.kind == .exact { return (-.infinity, -.infinity, .infinity, .infinity) }
    let m = Double(node.margin)
    return (
      roundedDown(node.minX - m), roundedDown(node.minY - m), roundedUp(node.maxX + m), roundedUp(node.maxY + m)
    )
  }
}
