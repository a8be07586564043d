extension HitTestIndex {
  /// Labels live in `1 ..< labelCeiling`; 0 means "no hit yet" to a query.
  static let labelCeiling: UInt64 = 1 << 63
  /// The widest gap left between labels, so space remains around every node.
  static let maximumSpacing: UInt64 = 1 << 32
  /// The gap a local relabeling spreads a crowded run of labels to, at least.
  static let relabelSpacing: UInt64 = 1 << 20

  /// Labels every node in paint order, evenly spaced, after a rebuild.
  func assignInitialLabels() {
    let spacing = Swift.max(1, Swift.min(Self.maximumSpacing, (Self.labelCeiling / 2) / UInt64(table.liveCount + 1)))
    var label: UInt64 = 0
    var n = Int(table.rootNode)
    while n >= 0 {
      label += spacing
      table.links[n].label = label
      n = Int(table.links[n].next)
    }
  }

  /// Labels `count` nodes just linked in paint order from `first`, between their neighbours;
  /// spreads out a crowded neighbourhood when there is no room.
  func assignLabels(first: Int, count: Int) {
    var last = first
    for _ in 1..<count { last = Int(table.links[last].next) }
    let (low, high) = labelBounds(start: first, end: last)
    if high - low > UInt64(count) {
      let spacing = Swift.min((high - low) / UInt64(count + 1), Self.maximumSpacing)
      var label = low
      var n = first
      for _ in 0..<count {
        label += spacing
        table.links[n].label = label
        n = Int(table.links[n].next)
      }
    } else {
      relabel(first: first, last: last, count: count)
    }
  }

  /// The labels just outside the run `start...end` of the paint order: the previous node's
  /// (or 0) and the next node's (or the ceiling).
  private func labelBounds(start: Int, end: Int) -> (low: UInt64, high: UInt64) {
    let before = table.links[start].previous
    let after = table.links[end].next
    return (
      before >= 0 ? table.links[Int(before)].label : 0, after >= 0 ? table.links[Int(after)].label : Self.labelCeiling
    )
  }

  /// Relabels a run around `first...last` (which holds `count` nodes), widening it on both
  /// sides until its labels can be spaced at least ``relabelSpacing`` apart, or it is the
  /// whole order. Filed nodes get their entries' labels rewritten; order is preserved, so
  /// every cell stays sorted.
  private func relabel(first: Int, last: Int, count: Int) {
    var start = first
    var end = last
    var runLength = count
    var reach = Swift.max(1, count)
    while true {
      for _ in 0..<reach {
        let p = table.links[start].previous
        if p < 0 { break }
        start = Int(p)
        runLength += 1
      }
      for _ in 0..<reach {
        let q = table.links[end].next
        if q < 0 { break }
        end = Int(q)
        runLength += 1
      }
      let (low, high) = labelBounds(start: start, end: end)
      let spacing = (high - low) / UInt64(runLength + 1)
      let wholeOrder = table.links[start].previous < 0 && table.links[end].next < 0
      if spacing >= Self.relabelSpacing || wholeOrder {
        precondition(spacing > 0, "hit-test index: order labels exhausted")
        var label = low
        var n = start
        for _ in 0..<runLength {
          label += spacing
          table.links[n].label = label
          if table.links[n].level >= 0 { refreshEntries(n) }
          n = Int(table.links[n].next)
        }
        return
      }
      reach *= 2
    }
  }
}
