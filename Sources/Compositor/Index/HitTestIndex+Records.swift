extension HitTestIndex {
  /// The largest coordinate magnitude the rectangle test trusts; beyond it a node is always
  /// decided exactly.
  static let trustedMagnitude = 1e15

  /// Recomputes node `n`'s records from its view and its parent's context; returns where in
  /// the grid it belongs and the context it hands its subviews.
  func computeRecord(_ n: Int, parent: HitNodeContext) -> (HitGridPlacement, HitNodeContext) {
    let link = table.links[n]
    let view = HitViewSnapshot(self.view(n))
    table.transforms[n] = HitNodeTransform(offset: view.offset, parent: link.parent, clips: view.clips)
    table.shapes[n] = view.shape
    let context = view.context(parent: parent, isOpaque: link.isOpaque)
    if n == table.rootNode { rootIsEligible = context.isEligible }

    // The naive walk and this approximation each round at most 3 times per level of the
    // chain (and twice more here), each time by at most half an ulp of a value no larger
    // than `magnitude + extent` plus the point's own size, which for a candidate near the
    // rectangle is bounded the same way. Twice that bound is the margin.
    let margin =
      (6 * Double(link.depth) + 10) * 0x1p-52 * (2 * context.magnitude + 2 * view.extent + 1)
    let node: HitNode
    let inGrid: Bool
    if link.isOpaque {
      // Its hit area is whatever its own hitTest says; only the clipping ancestors bound it.
      node = HitNode(
        minX: parent.clipMinX, minY: parent.clipMinY, maxX: parent.clipMaxX, maxY: parent.clipMaxY,
        margin: Self.roundedUp(margin), band: 0, kind: .opaque)
      inGrid =
        context.isEligible && parent.clipMaxX + margin > parent.clipMinX - margin
        && parent.clipMaxY + margin > parent.clipMinY - margin
    } else {
      let r = view.shape.rect
      let minX = Swift.max(r.minX - context.offsetX, parent.clipMinX)
      let minY = Swift.max(r.minY - context.offsetY, parent.clipMinY)
      let maxX = Swift.min(r.maxX - context.offsetX, parent.clipMaxX)
      let maxY = Swift.min(r.maxY - context.offsetY, parent.clipMaxY)
      node = HitNode(
        minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: Self.roundedUp(margin),
        band: Self.roundedUp(Swift.max(parent.clipBand, view.largestRadius)),
        kind: context.isExactOnly ? .exact : .plain)
      // The root is never filed: it is the last resort, checked by the query itself.
      inGrid =
        n != table.rootNode && context.isEligible && r.width > 0 && r.height > 0
        && (context.isExactOnly || (maxX + margin > minX - margin && maxY + margin > minY - margin))
    }
    table.nodes[n] = node
    return (inGrid ? placement(of: Self.box(of: node)) : .none, context)
  }

  /// The context node `n` hands its subviews, recomputed down its chain of ancestors from
  /// the root's: the index keeps no contexts, only what queries need.
  func context(of n: Int) -> HitNodeContext {
    var chain: [Int] = []
    var i = n
    while i >= 0 {
      chain.append(i)
      i = Int(table.links[i].parent)
    }
    var context = HitNodeContext.window
    for a in chain.reversed() {
      context = HitViewSnapshot(view(a)).context(parent: context, isOpaque: table.links[a].isOpaque)
    }
    return context
  }

  /// Recomputes the records of node `n` and its subtree, refiling them in the grid.
  func recomputeSubtree(_ n: Int) {
    let depth = table.links[n].depth
    let parent = table.links[n].parent
    // contextStack[k] is the context of the ancestor at depth `depth - 1 + k`.
    contextStack.removeAll(keepingCapacity: true)
    contextStack.append(parent >= 0 ? context(of: Int(parent)) : .window)
    var i = n
    while true {
      table.links[i].isDirty = false
      let k = Int(table.links[i].depth - depth)
      contextStack.removeLast(contextStack.count - k - 1)
      let (placement, context) = computeRecord(i, parent: contextStack[k])
      file(i, at: placement)
      contextStack.append(context)
      let next = table.links[i].next
      if next < 0 || table.links[Int(next)].depth <= depth { break }
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
