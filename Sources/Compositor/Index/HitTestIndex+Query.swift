extension HitTestIndex {
  /// The largest query coordinate the index answers; beyond it the window walks its tree.
  static let largestIndexedCoordinate = 1e15

  /// Whether the root view takes `point` (window space): it accepts hits and the point is
  /// in its shape. The root is last in hit order and not in the grid: the window asks this
  /// when no filed node takes the point and it is opaque.
  func rootTakes(_ point: Point) -> Bool {
    let n = Int(table.rootNode)
    guard n >= 0, rootIsEligible else { return false }
    return Self.decide(table.nodes[n], point.x, point.y) ?? exactHit(n, point)
  }

  /// The filed node the naive walk would return for `point` (window space), whose
  /// finest-level cell is (`column`, `row`) — or, when that answer comes from an opaque
  /// node's own `hitTest`, the view it returned; `node` is -1 when no filed node takes it.
  ///
  /// The caller runs ``update()`` first and sets ``isQuerying`` around the call.
  func nearestFiledHit(_ point: Point, column: Int, row: Int) -> (node: Int32, opaqueAnswer: View?) {
    let x = point.x
    let y = point.y
    let fx = Float(x)
    let fy = Float(y)
    // Local copies of the buffers' base pointers: the loop reads through them only.
    let levelBase = grid.levels.base
    let levelCount = grid.levels.count
    let cellBase = grid.cells.base
    let entryBase = grid.entries.base
    let nodeBase = table.nodes.base
    var bestLabel: UInt64 = 0
    var bestNode: Int32 = -1
    var bestOpaqueAnswer: View? = nil
    var l = 0
    while l < levelCount {
      let cell = cellBase[levelBase[l].cell(column: column, row: row)]
      l &+= 1
      if cell.topLabel <= bestLabel { continue }
      let start = Int(cell.start)
      var e = start &+ Int(cell.count)
      while e > start {
        e &-= 1
        let entry = entryBase[e]
        if entry.label <= bestLabel { break }
        if !entry.contains(fx, fy) { continue }
        let (taken, answer) = takes(nodeBase, Int(entry.node), point)
        if taken {
          bestLabel = entry.label
          bestNode = entry.node
          bestOpaqueAnswer = answer
          break
        }
      }
    }
    return (bestNode, bestOpaqueAnswer)
  }

  /// What ``nearestFiledHit(_:column:row:)`` answers, for a window whose few views are
  /// walked directly (`grid.usesDirectWalk`): the first of `grid.directEntries` that takes the
  /// point.
  ///
  /// The caller sets ``isQuerying`` around the call.
  func nearestDirectHit(_ point: Point) -> (node: Int32, opaqueAnswer: View?) {
    let x = point.x
    let y = point.y
    let fx = Float(x)
    let fy = Float(y)
    let entryBase = grid.directEntries.base
    let nodeBase = table.nodes.base
    for e in 0..<grid.directEntries.count {
      let entry = entryBase[e]
      if !entry.contains(fx, fy) { continue }
      let (taken, answer) = takes(nodeBase, Int(entry.node), point)
      if taken { return (entry.node, answer) }
    }
    return (-1, nil)
  }

  /// Whether node `n`, whose rectangle holds `point` (window space), takes it: a plain
  /// node from its rectangle when that decides, else the exact arithmetic; an opaque node
  /// through its own `hitTest`, whose answer comes back too.
  @inline(__always)
  private func takes(_ nodeBase: UnsafeMutablePointer<HitNode>, _ n: Int, _ point: Point) -> (Bool, View?) {
    let node = nodeBase[n]
    if node.kind == .opaque {
      guard let answer = opaqueHit(n, point) else { return (false, nil) }
      return (true, answer)
    }
    return (Self.decide(node, point.x, point.y) ?? exactHit(n, point), nil)
  }

  /// Whether a plain node takes `(x, y)`, decided from its rectangle alone when the point is
  /// farther than the margin from every edge and clear of every rounded corner; `nil` when
  /// only the exact arithmetic can tell.
  @inline(__always)
  static func decide(_ node: HitNode, _ x: Double, _ y: Double) -> Bool? {
    guard node.kind == .plain else { return nil }
    let m = Double(node.margin)
    if x >= node.minX + m && x < node.maxX - m && y >= node.minY + m && y < node.maxY - m {
      if node.band == 0 { return true }
      // Outside every corner square of the shapes involved: inside on x or on y alone.
      let b = Double(node.band) + m
      if (x >= node.minX + b && x < node.maxX - b) || (y >= node.minY + b && y < node.maxY - b) { return true }
      return nil
    }
    if x < node.minX - m || x >= node.maxX + m || y < node.minY - m || y >= node.maxY + m { return false }
    return nil
  }

  /// Whether node `n` takes `point` (window space), with the naive walk's arithmetic: the
  /// point converted down the chain from the root, each clipping ancestor's shape checked.
  func exactHit(_ n: Int, _ point: Point) -> Bool {
    guard let local = exactPoint(n, point, checkingOwnClip: false) else { return false }
    return table.shapes[n].contains(local)
  }

  /// What opaque node `n`'s own `hitTest` answers for `point` (window space), if its
  /// clipping ancestors let the point reach it.
  func opaqueHit(_ n: Int, _ point: Point) -> View? {
    let t = table.transforms[n]
    guard let outer = exactPoint(Int(t.parent), point, checkingOwnClip: true) else { return nil }
    return view(n).hitTest(t.fromSuperview(outer))
  }

  /// `point` (window space) in node `n`'s space, converted as the naive walk does from the
  /// root down, or `nil` where the walk would stop: a non-finite point or a clipping
  /// ancestor (and `n` itself when `checkingOwnClip`) that does not contain it.
  func exactPoint(_ n: Int, _ point: Point, checkingOwnClip: Bool) -> Point? {
    let t = table.transforms[n]
    var outer = point
    if t.parent >= 0 {
      guard let p = exactPoint(Int(t.parent), point, checkingOwnClip: true) else { return nil }
      outer = p
    }
    let local = t.fromSuperview(outer)
    guard local.isFinite else { return nil }
    if checkingOwnClip && t.clips && !table.shapes[n].contains(local) { return nil }
    return local
  }

  /// `point` (window space) in node `n`'s space as ``View/convertFromWindow(_:)`` computes
  /// it: converted through every ancestor below the root.
  func location(_ n: Int, _ point: Point) -> Point {
    let t = table.transforms[n]
    if t.parent < 0 { return point }
    return t.fromSuperview(location(Int(t.parent), point))
  }
}
