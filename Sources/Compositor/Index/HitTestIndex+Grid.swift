extension HitTestIndex {
  /// The number of finest-level cells laid out per indexed view.
  static let cellsPerNode = 1.0
  /// The smallest cell side, in points.
  static let minimumCellSize = 2.0
  /// Each level's cells are `1 << levelShift` times wider than the previous level's.
  static let levelShift = 2
  /// A node goes to the finest level where its box spans at most this many cells across
  /// and down. Four (rather than two) keeps large views in smaller cells, where fewer
  /// entries that miss the point share a cell, for about 1.5 times the entries.
  static let maximumSpan = 4

  /// Lays out empty levels for `nodeCount` views over the window's current size.
  func layoutGrid(nodeCount: Int) {
    let width = Swift.max(1, window.bounds.width)
    let height = Swift.max(1, window.bounds.height)
    // At least 16×16 finest cells, so the occupancy map is as fine as it can be even for
    // a window of a few views.
    let target = Swift.max(256, Double(nodeCount) * Self.cellsPerNode)
    var size = Swift.max(Self.minimumCellSize, (width * height / target).squareRoot())
    // A very long, thin window could ask for far more cells than views; widen them.
    while (width / size).rounded(.up) * (height / size).rounded(.up) > 4 * target + 64 { size *= 2 }
    let columns = Swift.max(1, Int((width / size).rounded(.up)))
    let rows = Swift.max(1, Int((height / size).rounded(.up)))
    grid.frame = HitGridFrame(inverseCellSize: 1 / size, lastColumn: columns - 1, lastRow: rows - 1)
    grid.occupancy = HitOccupancy(columns: columns, rows: rows)
    grid.levels.removeAll()
    grid.cells.removeAll()
    grid.cellCapacities.removeAll()
    var first = 0
    var shift = 0
    while true {
      let levelColumns = ((columns - 1) >> shift) + 1
      let levelRows = ((rows - 1) >> shift) + 1
      grid.levels.append(HitGridLevel(shift: shift, columns: levelColumns, firstCell: first))
      grid.cells.append(repeating: .empty, count: levelColumns * levelRows)
      grid.cellCapacities.append(repeating: 0, count: levelColumns * levelRows)
      first += levelColumns * levelRows
      if levelColumns == 1 && levelRows == 1 { break }
      shift += Self.levelShift
    }
    grid.extent = window.bounds.size
    grid.nodeCount = nodeCount
  }

  /// The finest level where `box` spans at most ``maximumSpan`` cells each way, and those
  /// cells (as finest-level coordinates shifted to the level).
  func placement(of box: (minX: Float, minY: Float, maxX: Float, maxY: Float)) -> HitGridPlacement {
    let c0 = grid.frame.column(Double(box.minX))
    let c1 = grid.frame.column(Double(box.maxX))
    let r0 = grid.frame.row(Double(box.minY))
    let r1 = grid.frame.row(Double(box.maxY))
    var l = 0
    while true {
      let shift = grid.levels[l].shift
      let span = Swift.max((c1 >> shift) - (c0 >> shift), (r1 >> shift) - (r0 >> shift)) + 1
      if span <= Self.maximumSpan || l == grid.levels.count - 1 {
        return HitGridPlacement(
          level: Int32(l), column0: Int32(c0 >> shift), row0: Int32(r0 >> shift), column1: Int32(c1 >> shift),
          row1: Int32(r1 >> shift))
      }
      l += 1
    }
  }

  /// Where node `n` is filed now.
  func currentPlacement(_ n: Int) -> HitGridPlacement {
    let link = table.links[n]
    return HitGridPlacement(
      level: link.level, column0: link.column0, row0: link.row0, column1: link.column1, row1: link.row1)
  }

  /// Files node `n` at `placement`: refreshes its entries in place when its cells are the
  /// same, else moves it.
  func file(_ n: Int, at placement: HitGridPlacement) {
    let old = currentPlacement(n)
    if old == placement {
      if placement.level >= 0 {
        refreshEntries(n)
        setBlocks(n, placement.level >= 0 ? blocks(of: Self.box(of: table.nodes[n])) : .none)
      }
      return
    }
    if old.level >= 0 { removeFromGrid(n) }
    setPlacement(n, placement)
    if placement.level >= 0 {
      let entry = makeEntry(n)
      forEachCell(of: n) { insertEntry(entry, into: $0) }
      setBlocks(n, blocks(of: Self.box(of: table.nodes[n])))
    }
  }

  /// The occupancy blocks `box` touches.
  func blocks(of box: (minX: Float, minY: Float, maxX: Float, maxY: Float)) -> HitBlockRange {
    HitBlockRange(
      column0: UInt8(grid.occupancy.blockColumn(grid.frame.column(Double(box.minX)))),
      row0: UInt8(grid.occupancy.blockRow(grid.frame.row(Double(box.minY)))),
      column1: UInt8(grid.occupancy.blockColumn(grid.frame.column(Double(box.maxX)))),
      row1: UInt8(grid.occupancy.blockRow(grid.frame.row(Double(box.maxY)))))
  }

  /// Moves node `n`'s count in the occupancy map to `blocks`.
  func setBlocks(_ n: Int, _ blocks: HitBlockRange) {
    let old = table.links[n].blocks
    guard old != blocks else { return }
    if !old.isEmpty { grid.occupancy.adjust(old, by: -1) }
    if !blocks.isEmpty { grid.occupancy.adjust(blocks, by: 1) }
    table.links[n].blocks = blocks
  }

  /// Records `placement` in node `n`'s links.
  func setPlacement(_ n: Int, _ placement: HitGridPlacement) {
    table.links[n].level = placement.level
    table.links[n].column0 = placement.column0
    table.links[n].row0 = placement.row0
    table.links[n].column1 = placement.column1
    table.links[n].row1 = placement.row1
  }

  /// Takes node `n` out of every cell that lists it.
  func removeFromGrid(_ n: Int) {
    forEachCell(of: n) { removeEntry(node: n, from: $0) }
    setBlocks(n, .none)
    setPlacement(n, .none)
  }

  /// Rewrites node `n`'s entries with its current box and label.
  func refreshEntries(_ n: Int) {
    let entry = makeEntry(n)
    forEachCell(of: n) { c in
      var cell = grid.cells[c]
      let s = Int(cell.start)
      let e = s + Int(cell.count)
      var j = s
      while j < e && grid.entries[j].node != entry.node { j += 1 }
      precondition(j < e, "hit-test index: a node is missing from a cell that should list it")
      grid.entries[j] = entry
      if j == e - 1 {
        cell.topLabel = entry.label
        grid.cells[c] = cell
      }
    }
  }

  /// Node `n`'s entry: its box, label and index.
  func makeEntry(_ n: Int) -> HitGridEntry {
    let box = Self.box(of: table.nodes[n])
    return HitGridEntry(
      minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, label: table.links[n].label, node: Int32(n))
  }

  /// Calls `body` with the index of every cell listing node `n`.
  @inline(__always)
  func forEachCell(of n: Int, _ body: (Int) -> Void) {
    let link = table.links[n]
    guard link.level >= 0 else { return }
    let level = grid.levels[Int(link.level)]
    for row in Int(link.row0)...Int(link.row1) {
      let rowStart = level.firstCell + row * level.columns
      for column in Int(link.column0)...Int(link.column1) { body(rowStart + column) }
    }
  }

  /// Inserts `entry` into cell `c` at its place in label order.
  func insertEntry(_ entry: HitGridEntry, into c: Int) {
    var cell = grid.cells[c]
    if cell.count == grid.cellCapacities[c] { relocate(&cell, c) }
    let s = Int(cell.start)
    var j = s + Int(cell.count)
    while j > s && grid.entries[j - 1].label > entry.label {
      grid.entries[j] = grid.entries[j - 1]
      j -= 1
    }
    grid.entries[j] = entry
    cell.count += 1
    cell.topLabel = grid.entries[s + Int(cell.count) - 1].label
    grid.cells[c] = cell
    grid.entryCount += 1
  }

  /// Removes node `n`'s entry from cell `c`.
  func removeEntry(node n: Int, from c: Int) {
    var cell = grid.cells[c]
    let s = Int(cell.start)
    let e = s + Int(cell.count)
    var j = s
    while j < e && grid.entries[j].node != Int32(n) { j += 1 }
    precondition(j < e, "hit-test index: a node is missing from a cell that should list it")
    while j + 1 < e {
      grid.entries[j] = grid.entries[j + 1]
      j += 1
    }
    cell.count -= 1
    cell.topLabel = cell.count > 0 ? grid.entries[s + Int(cell.count) - 1].label : 0
    grid.cells[c] = cell
    grid.entryCount -= 1
  }

  /// Moves a full cell's entries to a run twice as long at the end of the arena.
  private func relocate(_ cell: inout HitGridCell, _ c: Int) {
    let capacity = Swift.max(2, Int(grid.cellCapacities[c]) * 2)
    let start = grid.entries.count
    precondition(start + capacity < Int(UInt32.max), "hit-test index: entry arena is full")
    grid.entries.append(repeating: .unused, count: capacity)
    for k in 0..<Int(cell.count) { grid.entries[start + k] = grid.entries[Int(cell.start) + k] }
    grid.abandonedEntries += Int(grid.cellCapacities[c])
    cell.start = UInt32(start)
    grid.cellCapacities[c] = UInt32(capacity)
  }

  /// Reserved arena slots for a cell with `count` entries: room to grow a little in place.
  static func reservedCapacity(for count: Int) -> Int {
    count == 0 ? 0 : count + count / 4 + 1
  }

  /// Rewrites the arena with every cell's entries packed, dropping abandoned runs.
  func compactEntries() {
    var packed = FlatBuffer<HitGridEntry>(capacity: grid.entryCount + grid.entryCount / 4 + 16)
    for c in 0..<grid.cells.count {
      var cell = grid.cells[c]
      let count = Int(cell.count)
      let capacity = Self.reservedCapacity(for: count)
      let start = packed.count
      packed.append(repeating: .unused, count: capacity)
      for k in 0..<count { packed[start + k] = grid.entries[Int(cell.start) + k] }
      cell.start = UInt32(start)
      grid.cellCapacities[c] = UInt32(capacity)
      grid.cells[c] = cell
    }
    grid.entries = packed
    grid.abandonedEntries = 0
  }

  /// Fills empty cells with every filed node, in label order, after a rebuild.
  func fillCells() {
    for n in 0..<table.links.count where table.links[n].level >= 0 {
      forEachCell(of: n) { grid.cells[$0].count += 1 }
      setBlocks(n, blocks(of: Self.box(of: table.nodes[n])))
    }
    var offset = 0
    for c in 0..<grid.cells.count {
      var cell = grid.cells[c]
      let capacity = Self.reservedCapacity(for: Int(cell.count))
      cell.start = UInt32(offset)
      grid.cellCapacities[c] = UInt32(capacity)
      cell.count = 0
      grid.cells[c] = cell
      offset += capacity
    }
    precondition(offset < Int(UInt32.max), "hit-test index: entry arena is full")
    grid.entries.removeAll(keepingCapacity: false, minimum: offset)
    grid.entries.append(repeating: .unused, count: offset)
    grid.abandonedEntries = 0
    grid.entryCount = 0
    // Walk in paint order, so each cell is appended to in ascending label order.
    var n = Int(table.rootNode)
    while n >= 0 {
      if table.links[n].level >= 0 {
        let entry = makeEntry(n)
        forEachCell(of: n) { c in
          var cell = grid.cells[c]
          grid.entries[Int(cell.start + cell.count)] = entry
          cell.count += 1
          cell.topLabel = entry.label
          grid.cells[c] = cell
          grid.entryCount += 1
        }
      }
      n = Int(table.links[n].next)
    }
  }
}
