extension HitTestIndex {
  /// The memory the index holds, in bytes.
  var allocatedBytes: Int {
    let buffers =
      table.nodes.allocatedBytes + table.links.allocatedBytes + table.transforms.allocatedBytes
      + table.shapes.allocatedBytes
      + table.views.allocatedBytes + grid.levels.allocatedBytes + grid.cells.allocatedBytes
      + grid.cellCapacities.allocatedBytes
      + grid.entries.allocatedBytes
    // A dictionary slot holds a key and a value, plus about a byte of metadata.
    let dictionary =
      table.nodeOfView.capacity * (MemoryLayout<ObjectIdentifier>.stride + MemoryLayout<Int32>.stride + 1)
    return buffers + dictionary + table.freeSlots.capacity * 4 + dirtyNodes.capacity * 4
      + contextStack.capacity * MemoryLayout<HitNodeContext>.stride
  }

  /// Checks, in debug builds when ``verifiesEveryUpdate`` is set, that the index mirrors
  /// the view tree: paint order, labels, links and every cell's entries.
  func checkInvariants() {
    #if DEBUG
      guard verifiesEveryUpdate else { return }
      verifyStructure()
    #endif
  }

  /// Verifies the whole index against the view tree; fails with a message on the first
  /// disagreement.
  func verifyStructure() {
    // Paint order matches a pre-order walk of the tree, with ascending labels.
    var stack: [(View, Int32, Int32)] = [(window.rootView, -1, 0)]
    var n = Int(table.rootNode)
    var previous: Int32 = -1
    var lastLabel: UInt64 = 0
    var seen = 0
    while let top = stack.popLast() {
      let (v, parent, depth) = top
      precondition(n >= 0, "hit-test index: paint order ends before '\(v.identifier)'")
      let link = table.links[n]
      precondition(link.isLive && view(n) === v, "hit-test index: node \(n) is not '\(v.identifier)'")
      precondition(node(of: v) == Int32(n), "hit-test index: table disagrees for '\(v.identifier)'")
      precondition(link.previous == previous, "hit-test index: broken back link at '\(v.identifier)'")
      precondition(link.parent == parent && link.depth == depth, "hit-test index: wrong parent of '\(v.identifier)'")
      precondition(link.label > lastLabel, "hit-test index: labels out of order at '\(v.identifier)'")
      precondition(link.isOpaque == (type(of: v) != View.self), "hit-test index: wrong kind for '\(v.identifier)'")
      lastLabel = link.label
      previous = Int32(n)
      seen += 1
      if !link.isOpaque {
        for s in v.subviews.reversed() { stack.append((s, Int32(n), depth + 1)) }
      }
      n = Int(link.next)
    }
    precondition(n < 0, "hit-test index: paint order has table.nodes the tree does not")
    precondition(
      seen == table.liveCount && table.nodeOfView.count == table.liveCount, "hit-test index: node count is off")

    // Every filed node is listed once in each of its cells; cells are sorted, counts agree.
    var listed = [Int](repeating: 0, count: table.links.count)
    var total = 0
    for c in 0..<grid.cells.count {
      let cell = grid.cells[c]
      var label: UInt64 = 0
      for k in 0..<Int(cell.count) {
        let entry = grid.entries[Int(cell.start) + k]
        let i = Int(entry.node)
        precondition(table.links[i].isLive && table.links[i].level >= 0, "hit-test index: a cell lists a dead node")
        precondition(entry.label == table.links[i].label && entry.label > label, "hit-test index: cell out of order")
        label = entry.label
        listed[i] += 1
        total += 1
      }
      precondition(cell.topLabel == label, "hit-test index: a cell's top label is stale")
    }
    precondition(total == grid.entryCount, "hit-test index: entry count is off")
    for i in 0..<table.links.count where table.links[i].isLive {
      let p = currentPlacement(i)
      let cellsSpanned = p.level < 0 ? 0 : Int((p.column1 - p.column0 + 1) * (p.row1 - p.row0 + 1))
      precondition(
        listed[i] == cellsSpanned, "hit-test index: '\(view(i).identifier)' is listed in the wrong grid.cells")
    }
  }
}
