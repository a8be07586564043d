import Compositor

extension ListView {
  /// Inserts the rows `range` names (indices in the list after the insertion): the rows at
  /// and after its start move down, keeping their views and their selection; the views of
  /// the new rows are bound in the next layout pass. Rows inserted above the top of the view
  /// push the content down by their height, so the rows showing stay where they are.
  ///
  /// ```swift
  /// messages.insert(contentsOf: newer, at: 0)
  /// list.insertRows(0..<newer.count)
  /// ```
  public func insertRows(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    guard range.lowerBound >= 0, range.lowerBound <= count else {
      return Diagnostics.report("list '\(identifier)': cannot insert rows \(range) into \(count) rows; ignored")
    }
    let n = range.count
    let pushesContent = Double(range.lowerBound) * rowHeight < contentOffset.y
    changeCount(by: n)
    if let s = selectedIndex, s >= range.lowerBound { selectedIndex = s + n }
    var moved: [Int: ListCell] = [:]
    for (index, cell) in liveCells { moved[index >= range.lowerBound ? index + n : index] = cell }
    liveCells = moved
    updateContentSize()
    if pushesContent { contentOffset.y += Double(n) * rowHeight }
    for (index, cell) in liveCells { cell.show(index, rebinds: false) }
    setNeedsLayout()
  }

  /// Deletes the rows in `range`: the rows after it move up, keeping their views and their
  /// selection. A deleted selected row leaves nothing selected (and ``onSelectionChange``
  /// hears it); a deleted focused row hands the focus to the row now in its place. Rows
  /// deleted above the top of the view pull the content up by their height, so the rows
  /// showing stay where they are.
  public func deleteRows(_ range: Range<Int>) {
    let deleted = range.clamped(to: 0..<count)
    if deleted != range {
      Diagnostics.report("list '\(identifier)': rows \(range) are not all among \(count) rows; deleting \(deleted)")
    }
    guard !deleted.isEmpty else { return }
    let n = deleted.count
    let top = contentOffset.y
    let above = Swift.max(
      0, Swift.min(Double(deleted.upperBound) * rowHeight, top) - Double(deleted.lowerBound) * rowHeight)
    let focusedRow = focusedCell?.index
    changeCount(by: -n)
    if let s = selectedIndex, deleted.contains(s) {
      selectedIndex = nil
      onSelectionChange?(nil)
    } else if let s = selectedIndex, s >= deleted.upperBound {
      selectedIndex = s - n
    }
    var moved: [Int: ListCell] = [:]
    for (index, cell) in liveCells {
      if deleted.contains(index) {
        retire(cell)
      } else {
        moved[index >= deleted.upperBound ? index - n : index] = cell
      }
    }
    liveCells = moved
    updateContentSize()
    if above > 0 { contentOffset.y = top - above }
    for (index, cell) in liveCells { cell.show(index, rebinds: false) }
    setNeedsLayout()
    if let f = focusedRow, deleted.contains(f) { refocus(near: deleted.lowerBound) }
  }

  /// Changes ``count`` without reloading the rows.
  private func changeCount(by delta: Int) {
    isAdjustingCount = true
    defer { isAdjustingCount = false }
    count += delta
  }

  /// Moves the focus to the row at `index`, or the last row, or off the list when it is
  /// empty.
  func refocus(near index: Int) {
    guard let w = window else { return }
    guard count > 0 else {
      w.firstResponder = nil
      return
    }
    let target = Swift.min(index, count - 1)
    scrollToRow(target)
    layoutIfNeeded()
    guard let cell = liveCells[target] else { return }
    if let screen = w.screen { screen.focus(cell) } else { w.firstResponder = cell }
  }
}
