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

  /// Every node's records: one slot per node, a buffer per kind of record.
  @exclusivity(unchecked) var table = HitNodeTable()
  /// The grid the nodes are filed in, or the short list a small window walks instead.
  @exclusivity(unchecked) var grid = HitGrid()
  /// Contexts of the ancestors of the node being recomputed, by depth (reused scratch).
  var contextStack: [HitNodeContext] = []
  /// Whether the root view and its window take hits (its hidden, alpha and interaction).
  @exclusivity(unchecked) var rootIsEligible = false

  /// The most filed views a window may have for its queries to walk them directly.
  static let directWalkLimit = 24

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
  func view(_ n: Int) -> View { table.views[n].takeUnretainedValue() }

  /// The node of `view`, if it is indexed.
  func node(of view: View) -> Int32? { table.nodeOfView[ObjectIdentifier(view)] }

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
    guard let parentView = view.superview, let parent = node(of: parentView), !table.links[Int(parent)].isOpaque
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
    guard !table.links[i].isDirty else { return }
    table.links[i].isDirty = true
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
    if needsRebuild || window.bounds.size != grid.extent || gridIsMisfit() {
      rebuild()
      return
    }
    guard !dirtyNodes.isEmpty else { return }
    if dirtyNodes.count > 1 {
      dirtyNodes.sort { table.links[Int($0)].label < table.links[Int($1)].label }
    }
    for n in dirtyNodes {
      let i = Int(n)
      if table.links[i].isLive && table.links[i].isDirty { recomputeSubtree(i) }
    }
    dirtyNodes.removeAll(keepingCapacity: true)
    if grid.abandonedEntries > 4096 && grid.abandonedEntries > grid.entryCount { compactEntries() }
    checkInvariants()
  }

  /// Lists the filed views front to back when there are few enough to walk directly.
  private func refreshDirectWalk() {
    grid.directEntries.removeAll()
    grid.usesDirectWalk = table.liveCount <= Self.directWalkLimit
    guard grid.usesDirectWalk else { return }
    for n in 0..<table.links.count where table.links[n].isLive && table.links[n].level >= 0 {
      grid.directEntries.append(makeEntry(n))
    }
    // Front to back: insertion sort, as the list is short.
    var i = 1
    while i < grid.directEntries.count {
      let e = grid.directEntries[i]
      var j = i
      while j > 0 && grid.directEntries[j - 1].label < e.label {
        grid.directEntries[j] = grid.directEntries[j - 1]
        j -= 1
      }
      grid.directEntries[j] = e
      i += 1
    }
  }

  /// Whether the grid's cell size no longer suits the number of views.
  private func gridIsMisfit() -> Bool {
    table.liveCount > 64 && (table.liveCount > 4 * grid.nodeCount || 4 * table.liveCount < grid.nodeCount)
  }

  // MARK: Nodes

  /// A slot for a new node for `view`, which the index now retains.
  func allocateNode(for view: View) -> Int {
    let n: Int
    if let slot = table.freeSlots.popLast() {
      n = Int(slot)
    } else {
      n = table.nodes.count
      table.nodes.append(.empty)
      table.links.append(.free)
      table.transforms.append(.identity)
      table.shapes.append(RoundedRectShape(rect: .zero, radii: .zero))
      table.views.append(Unmanaged.passUnretained(view))
    }
    table.views[n] = Unmanaged.passRetained(view)
    table.nodeOfView[ObjectIdentifier(view)] = Int32(n)
    table.liveCount += 1
    return n
  }

  /// Frees node `n`: leaves its cells, releases its view.
  func freeNode(_ n: Int) {
    if table.links[n].level >= 0 { removeFromGrid(n) }
    let v = table.views[n]
    table.nodeOfView[ObjectIdentifier(v.takeUnretainedValue())] = nil
    table.links[n] = .free
    table.nodes[n] = .empty
    v.release()
    table.freeSlots.append(Int32(n))
    table.liveCount -= 1
  }

  /// Releases every indexed view and forgets every node.
  func releaseAllViews() {
    for n in 0..<table.links.count where table.links[n].isLive { table.views[n].release() }
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
    let successor = table.links[predecessor].next
    var previous = predecessor
    var first = -1
    var created = 0
    var stack: [(view: View, parent: Int, depth: Int32)] = [(view, parent, table.links[parent].depth + 1)]
    while let top = stack.popLast() {
      let (v, p, depth) = top
      let n = allocateNode(for: v)
      let opaque = type(of: v) != View.self
      table.links[n] = HitNodeLinks(
        label: 0, parent: Int32(p), previous: Int32(previous), next: -1, depth: depth, level: -1,
        column0: 0, row0: 0, column1: 0, row1: 0, blocks: .none, isDirty: false, isLive: true, isOpaque: opaque)
      table.links[previous].next = Int32(n)
      if first < 0 { first = n }
      previous = n
      created += 1
      if !opaque {
        for s in v.subviews.reversed() { stack.append((s, n, depth + 1)) }
      }
    }
    table.links[previous].next = Int32(successor)
    if successor >= 0 { table.links[Int(successor)].previous = Int32(previous) }
    assignLabels(first: first, count: created)
    table.links[first].isDirty = true
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
      if table.links[Int(n)].isOpaque { return Int(n) }
      guard let last = v.subviews.last else { return Int(n) }
      v = last
    }
  }

  /// Removes node `n` and its subtree (the following nodes deeper than it).
  private func removeSubtree(_ n: Int) {
    let depth = table.links[n].depth
    let before = table.links[n].previous
    var i = n
    var after: Int32 = -1
    while true {
      let next = table.links[i].next
      freeNode(i)
      if next < 0 || table.links[Int(next)].depth <= depth {
        after = next
        break
      }
      i = Int(next)
    }
    if before >= 0 { table.links[Int(before)].next = after }
    if after >= 0 { table.links[Int(after)].previous = before }
  }
}
