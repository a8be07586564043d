import Compositor

extension ListView {
  /// The rows that keep a view: those showing and ``overscan`` more either side. The number
  /// does not change while the list scrolls between its ends, so scrolling only moves views
  /// from one row to another.
  var wantedRows: Range<Int> {
    guard count > 0, bounds.height > 0 else { return 0..<0 }
    let first = Int((bounds.minY / rowHeight).rounded(.down)) - overscan
    let length = Int((bounds.height / rowHeight).rounded(.up)) + 1 + 2 * overscan
    let lower = Swift.min(Swift.max(0, first), count)
    return lower..<Swift.min(count, Swift.max(lower, first + length))
  }

  /// The cell that has the keyboard focus, if one of this list's has.
  var focusedCell: ListCell? {
    guard let cell = window?.firstResponder as? ListCell, cell.list === self else { return nil }
    return cell
  }

  /// Gives each row that comes into view a view: one a row that left gave up, else one
  /// waiting, else a new one. The focused row and the selected row keep theirs wherever
  /// they are, so the focus stays and Tab finds the selection.
  func layOutRows() {
    let wanted = wantedRows
    let kept = Set([focusedCell?.index, selectedIndex].compactMap { $0 })
    var freed: [ListCell] = []
    for index in Array(liveCells.keys) where !wanted.contains(index) && !kept.contains(index) {
      if let cell = liveCells.removeValue(forKey: index) { freed.append(cell) }
    }
    for index in Array(wanted) + kept.sorted() where liveCells[index] == nil && (0..<count).contains(index) {
      let cell = freed.popLast() ?? idleCell() ?? makeCell()
      cell.show(index, rebinds: true)
      liveCells[index] = cell
    }
    for cell in freed { retire(cell) }
    updateFocusStop()
  }

  /// A cell waiting to be reused, shown again.
  private func idleCell() -> ListCell? {
    guard let cell = idleCells.popLast() else { return nil }
    cell.isHidden = false
    return cell
  }

  /// A cell around a new row view.
  private func makeCell() -> ListCell {
    let cell = ListCell(row: makeRow(), list: self)
    rowViewsMade += 1
    // A new cell is nobody's ancestor: adding cannot form a cycle.
    try? addSubview(cell)
    return cell
  }

  /// Puts `cell` away, hidden, to be reused.
  func retire(_ cell: ListCell) {
    cell.retire()
    idleCells.append(cell)
  }

  /// The list's one Tab stop: the focused row, else the selected row, else the first row
  /// showing.
  func updateFocusStop() {
    let stop = focusedCell?.index ?? selectedIndex ?? visibleRows.first
    for (index, cell) in liveCells { cell.isFocusable = index == stop }
  }

  /// The identifier of the view showing row `index`: the app's (``rowIdentifier``), or the
  /// list's name and the row's position.
  func cellIdentifier(ofRow index: Int) -> String {
    rowIdentifier?(index) ?? "\(identifier).row-\(index)"
  }

  /// What assistive technology calls row `index`, shown by `row`.
  func accessibilityLabel(ofRow index: Int, shownBy row: View) -> String {
    if let name = rowAccessibilityLabel { return name(index) }
    var parts: [String] = []
    row.forEachInSubtree { view in
      if let label = view as? Label {
        if !label.text.isEmpty { parts.append(label.text) }
      } else if let element = view.accessibility, !element.label.isEmpty {
        parts.append(element.label)
      }
    }
    return parts.joined(separator: ", ")
  }

  /// Every cell shows its selection and colours again.
  func selectionDidChange() {
    for (index, cell) in liveCells { cell.isSelected = index == selectedIndex }
    refreshCells()
    setNeedsLayout()
  }

  /// Every cell draws its state again.
  func refreshCells() {
    for cell in liveCells.values { cell.refresh() }
  }

  /// The rows moved (their height changed): each cell goes to its row's new place.
  func rowsDidMove() {
    updateContentSize()
    for (index, cell) in liveCells { cell.show(index, rebinds: false) }
    setNeedsLayout()
  }
}
