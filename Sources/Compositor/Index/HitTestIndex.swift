/// A spatial index over one window's view tree that answers "which view is under this
/// point?" exactly as ``View/hitTest(_:)`` does, in time that does not grow with the number
/// of views.
///
/// - Every view of the window is a node, kept in a linked list in paint order (pre-order,
///   subviews back to front) with an order label. Among the views under a point that accept
///   hits, the naive walk returns the one latest in paint order: the largest label.
/// - Each node has a hit rectangle in window space: its shape's rectangle cut by every
///   clipping ancestor, with a bound on its rounding error. Hidden, transparent and disabled
///   subtrees are left out.
/// - A hierarchical grid (cells 4× larger at each level) lists each node in the one level
///   where its rectangle spans at most 2×2 cells, each cell sorted by label.
/// - A query visits one cell per level, scanning from the highest label down and stopping at
///   the first node that truly takes the point, or at labels below the best hit so far.
/// - A candidate clear of its edges and rounded corners is decided by its rectangle; near
///   them the point is converted down the view chain with the naive walk's own arithmetic,
///   so answers agree bit for bit.
/// - A view whose class is a subclass of `View` may override `hitTest` or `point(inside:)`:
///   it is an opaque node whose subtree is answered by calling its own `hitTest`.
///
/// Tree changes (insert, remove, reorder) are mirrored when they happen; geometry and flag
/// changes mark a subtree dirty and are applied by ``update()``, which every query runs.
///
/// The index is used from one thread, like the rest of the compositor, and a query only
/// reads while nothing writes (changes made during a query are deferred, see
/// ``isQuerying``), so the properties a query reads opt out of dynamic exclusivity checks:
/// those checks cost more than the query itself.
final class HitTestIndex {
  /// The window whose tree is indexed; it owns the index.
  unowned let window: Window

  /// The hot record of each node, read by queries.
  @exclusivity(unchecked) var nodes = FlatBuffer<HitNode>()
  /// Each node's place in the tree, the paint order and the grid.
  @exclusivity(unchecked) var links = FlatBuffer<HitNodeLinks>()
  /// Each node's transform, for exact conversion.
  @exclusivity(unchecked) var transforms = FlatBuffer<HitNodeTransform>()
  /// Each node's shape, exactly as ``View/point(inside:)`` builds it.
  @exclusivity(unchecked) var shapes = FlatBuffer<RoundedRect>()
  /// Contexts of the ancestors of the node being recomputed, by depth (reused scratch).
  var contextStack: [HitNodeContext] = []
  /// Whether the root view and its window take hits (its hidden, alpha and interaction).
  @exclusivity(unchecked) var rootIsEligible = false
  /// Each node's view, retained by the index while the node lives, so an identifier is never
  /// reused for another view while its node exists.
  @exclusivity(unchecked) var views = FlatBuffer<Unmanaged<View>>()
  /// The node of each indexed view.
  var nodeOfView: [ObjectIdentifier: Int32] = [:]
  /// Slots freed by removals, reused by insertions.
  var freeSlots: [Int32] = []
  /// The number of live nodes.
  var liveCount = 0
  /// The root view's node, first in paint order.
  @exclusivity(unchecked) var rootNode: Int32 = -1
  /// For a window of at most ``directWalkLimit`` filed views: their entries, front to back.
  /// A query then walks this list instead of the grid, which is faster for so few.
  @exclusivity(unchecked) var directEntries = FlatBuffer<HitGridEntry>()
  /// Whether queries walk ``directEntries`` instead of the grid.
  @exclusivity(unchecked) var usesDirectWalk = false

  /// The most filed views a window may have for its queries to walk them directly.
  static let directWalkLimit = 24

  /// Where the finest grid level's cells are.
  @exclusivity(unchecked) var gridFrame = HitGridFrame.empty
  /// The grid levels, finest first.
  @exclusivity(unchecked) var levels = FlatBuffer<HitGridLevel>()
  /// Every level's cells, row by row, level after level.
  @exclusivity(unchecked) var cells = FlatBuffer<HitGridCell>()
  /// The arena slots reserved for each cell.
  var cellCapacities = FlatBuffer<UInt32>()
  /// Where the window has filed nodes, coarsely.
  @exclusivity(unchecked) var occupancy = HitOccupancy()
  /// The arena holding every cell's entries.
  @exclusivity(unchecked) var entries = FlatBuffer<HitGridEntry>()
  /// Arena slots no cell uses any more (left behind when a cell grew).
  var abandonedEntries = 0
  /// The number of entries in use.
  var entryCount = 0
  /// The window size the grid was laid out for.
  var gridExtent = Size(width: 0, height: 0)
  /// The node count the grid was laid out for.
  var gridNodeCount = 0

  /// Nodes whose subtrees wait for ``update()``.
  @exclusivity(unchecked) var dirtyNodes: [Int32] = []
  /// Whether the next ``update()`` rebuilds everything from the view tree.
  @exclusivity(unchecked) var needsRebuild = true
  /// Whether ``update()`` has anything to do: a rebuild or dirty nodes. One flag, so a query
  /// checks it with one load.
  @exclusivity(unchecked) var hasPendingWork = true
  /// Whether a query is running: a change made from inside an overridden `hitTest` then
  /// schedules a rebuild rather than touching the buffers the query is reading.
  @exclusivity(unchecked) var isQuerying = false
  /// How many times the index was rebuilt from scratch.
  var rebuildCount = 0
  /// Whether debug builds verify the whole index after every update (tests turn it on).
  var verifiesEveryUpdate = false

  /// Creates an empty index for `window`; the first ``update()`` builds it.
  init(window: Window) {
    self.window = window
  }

  deinit {
    releaseAllViews()
  }

  /// The view of node `n`.
  @inline(__always)
  func view(_ n: Int) -> View { views[n].takeUnretainedValue() }

  /// The node of `view`, if it is indexed.
  func node(of view: View) -> Int32? { nodeOfView[ObjectIdentifier(view)] }

  // MARK: Events from the view tree

  /// A view's frame, bounds or translation changed.
  func viewGeometryDidChange(_ view: View) {
    markDirty(view)
  }

  /// A view's hidden, alpha, interaction, clipping or corner radii changed.
  func viewHitTestInputsDidChange(_ view: View) {
    markDirty(view)
  }

  /// `view` was inserted into (or moved within) the tree; its subtree joins the index.
  func viewWasInserted(_ view: View) {
    guard acceptsEvents() else { return }
    if let existing = node(of: view) { removeSubtree(Int(existing)) }
    guard let parentView = view.superview, let parent = node(of: parentView), !links[Int(parent)].isOpaque
    else { return }
    insertSubtree(view, parent: Int(parent), parentView: parentView)
  }

  /// `view` was removed from the tree; its subtree leaves the index.
  func viewWasRemoved(_ view: View) {
    guard acceptsEvents(), let n = node(of: view) else { return }
    removeSubtree(Int(n))
  }

  /// Whether an event should be applied now: not when a rebuild is due anyway, and not in
  /// the middle of a query (then a rebuild is scheduled instead).
  private func acceptsEvents() -> Bool {
    if needsRebuild { return false }
    if isQuerying {
      needsRebuild = true
      hasPendingWork = true
      return false
    }
    return true
  }

  private func markDirty(_ view: View) {
    guard acceptsEvents(), let n = node(of: view) else { return }
    let i = Int(n)
    guard !links[i].isDirty else { return }
    links[i].isDirty = true
    dirtyNodes.append(n)
    hasPendingWork = true
  }

  // MARK: Applying changes

  /// Brings the index up to date with the tree: rebuilds it when due, else recomputes the
  /// dirty subtrees.
  ///
  /// During a query (a view's overridden `hitTest` asking for an update, say) it does
  /// nothing: the query holds pointers into the index's buffers, which an update may
  /// reallocate. The work stays pending, and the next query does it.
  func update() {
    guard !isQuerying else {
      hasPendingWork = true
      return
    }
    defer {
      hasPendingWork = false
      refreshDirectWalk()
    }
    if needsRebuild || window.bounds.size != gridExtent || gridIsMisfit() {
      rebuild()
      return
    }
    guard !dirtyNodes.isEmpty else { return }
    if dirtyNodes.count > 1 {
      dirtyNodes.sort { links[Int($0)].label < links[Int($1)].label }
    }
    for n in dirtyNodes {
      let i = Int(n)
      if links[i].isLive && links[i].isDirty { recomputeSubtree(i) }
    }
    dirtyNodes.removeAll(keepingCapacity: true)
    if abandonedEntries > 4096 && abandonedEntries > entryCount { compactEntries() }
    checkInvariants()
  }

  /// Lists the filed views front to back when there are few enough to walk directly.
  private func refreshDirectWalk() {
    directEntries.removeAll()
    usesDirectWalk = liveCount <= Self.directWalkLimit
    guard usesDirectWalk else { return }
    for n in 0..<links.count where links[n].isLive && links[n].level >= 0 {
      directEntries.append(makeEntry(n))
    }
    // Front to back: insertion sort, as the list is short.
    var i = 1
    while i < directEntries.count {
      let e = directEntries[i]
      var j = i
      while j > 0 && directEntries[j - 1].label < e.label {
        directEntries[j] = directEntries[j - 1]
        j -= 1
      }
      directEntries[j] = e
      i += 1
    }
  }

  /// Whether the grid's cell size no longer suits the number of views.
  private func gridIsMisfit() -> Bool {
    liveCount > 64 && (liveCount > 4 * gridNodeCount || 4 * liveCount < gridNodeCount)
  }

  // MARK: Nodes

  /// A slot for a new node for `view`, which the index now retains.
  func allocateNode(for view: View) -> Int {
    let n: Int
    if let slot = freeSlots.popLast() {
      n = Int(slot)
    } else {
      n = nodes.count
      nodes.append(.empty)
      links.append(.free)
      transforms.append(.identity)
      shapes.append(RoundedRect(rect: .zero, radii: .zero))
      views.append(Unmanaged.passUnretained(view))
    }
    views[n] = Unmanaged.passRetained(view)
    nodeOfView[ObjectIdentifier(view)] = Int32(n)
    liveCount += 1
    return n
  }

  /// Frees node `n`: leaves its cells, releases its view.
  func freeNode(_ n: Int) {
    if links[n].level >= 0 { removeFromGrid(n) }
    let v = views[n]
    nodeOfView[ObjectIdentifier(v.takeUnretainedValue())] = nil
    links[n] = .free
    nodes[n] = .empty
    v.release()
    freeSlots.append(Int32(n))
    liveCount -= 1
  }

  /// Releases every indexed view and forgets every node.
  func releaseAllViews() {
    for n in 0..<links.count where links[n].isLive { views[n].release() }
  }

  /// Adds `view`'s subtree under node `parent`, in paint order after the views before it.
  private func insertSubtree(_ view: View, parent: Int, parentView: View) {
    // The node the new subtree follows in paint order: the parent itself, or the last node
    // of the previous sibling's subtree.
    let siblings = parentView.subviews
    var position = siblings.count - 1
    while position >= 0 && siblings[position] !== view { position -= 1 }
    var predecessor = parent
    if position > 0 { predecessor = lastNodeInPaintOrder(of: siblings[position - 1]) }

    // Create the nodes in pre-order, each linked after the previous one.
    let successor = links[predecessor].next
    var previous = predecessor
    var first = -1
    var created = 0
    var stack: [(view: View, parent: Int, depth: Int32)] = [(view, parent, links[parent].depth + 1)]
    while let top = stack.popLast() {
      let (v, p, depth) = top
      let n = allocateNode(for: v)
      let opaque = type(of: v) != View.self
      links[n] = HitNodeLinks(
        label: 0, parent: Int32(p), previous: Int32(previous), next: -1, depth: depth, level: -1,
        column0: 0, row0: 0, column1: 0, row1: 0, blocks: .none, isDirty: false, isLive: true, isOpaque: opaque)
      links[previous].next = Int32(n)
      if first < 0 { first = n }
      previous = n
      created += 1
      if !opaque {
        for s in v.subviews.reversed() { stack.append((s, n, depth + 1)) }
      }
    }
    links[previous].next = Int32(successor)
    if successor >= 0 { links[Int(successor)].previous = Int32(previous) }
    assignLabels(first: first, count: created)
    links[first].isDirty = true
    dirtyNodes.append(Int32(first))
    hasPendingWork = true
  }

  /// The node of the last view in paint order in `view`'s subtree: its last subview's last,
  /// and so on, stopping at an opaque node (whose subviews are not indexed).
  private func lastNodeInPaintOrder(of view: View) -> Int {
    var v = view
    while true {
      guard let n = node(of: v) else {
        preconditionFailure("hit-test index: '\(v.identifier)' is in the tree but not indexed")
      }
      if links[Int(n)].isOpaque { return Int(n) }
      guard let last = v.subviews.last else { return Int(n) }
      v = last
    }
  }

  /// Removes node `n` and its subtree (the following nodes deeper than it).
  private func removeSubtree(_ n: Int) {
    let depth = links[n].depth
    let before = links[n].previous
    var i = n
    var after: Int32 = -1
    while true {
      let next = links[i].next
      freeNode(i)
      if next < 0 || links[Int(next)].depth <= depth {
        after = next
        break
      }
      i = Int(next)
    }
    if before >= 0 { links[Int(before)].next = after }
    if after >= 0 { links[Int(after)].previous = before }
  }
}
