extension HitTestIndex {
  /// Rebuilds every record and the grid from the window's view tree.
  func rebuild() {
    // Changes made while this runs (a view's deinit could make some) are ignored: the tree
    // is read after they happen.
    needsRebuild = true
    rebuildCount += 1
    releaseAllViews()
    table.nodes.removeAll()
    table.links.removeAll()
    table.transforms.removeAll()
    table.shapes.removeAll()
    table.views.removeAll()
    table.nodeOfView.removeAll(keepingCapacity: true)
    table.freeSlots.removeAll()
    dirtyNodes.removeAll()
    table.liveCount = 0

    // Nodes in paint order: slot n is the n-th view in pre-order.
    var stack: [(view: View, parent: Int32, depth: Int32)] = [(window.rootView, -1, 0)]
    var previous: Int32 = -1
    while let top = stack.popLast() {
      let n = allocateNode(for: top.view)
      let opaque = type(of: top.view) != View.self
      table.links[n] = HitNodeLinks(
        label: 0, parent: top.parent, previous: previous, next: -1, depth: top.depth, level: -1, column0: 0,
        row0: 0, column1: 0, row1: 0, blocks: .none, isDirty: false, isLive: true, isOpaque: opaque)
      if previous >= 0 { table.links[Int(previous)].next = Int32(n) }
      previous = Int32(n)
      if !opaque {
        for s in top.view.subviews.reversed() { stack.append((s, Int32(n), top.depth + 1)) }
      }
    }
    table.rootNode = 0
    assignInitialLabels()
    layoutGrid(nodeCount: table.liveCount)
    // Slots are in paint order, so each node's parent context is on the stack.
    contextStack.removeAll(keepingCapacity: true)
    contextStack.append(.window)
    for n in 0..<table.liveCount {
      let depth = Int(table.links[n].depth)
      contextStack.removeLast(contextStack.count - depth - 1)
      let (placement, context) = computeRecord(n, parent: contextStack[depth])
      setPlacement(n, placement)
      contextStack.append(context)
    }
    fillCells()
    needsRebuild = false
    checkInvariants()
  }
}
