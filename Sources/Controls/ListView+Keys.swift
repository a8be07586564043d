import Compositor

extension ListView {
  /// A key on the focused row `index`: the arrows move the selection a row, Page Up and
  /// Page Down a screenful less one row, Home and End to the ends; the new row is selected,
  /// scrolled into view and focused. Return and Space are left to the screen, which
  /// activates the row.
  func handleKey(_ event: KeyEvent, onRow index: Int) -> Bool {
    guard event.phase == .down, count > 0 else { return false }
    let page = Swift.max(1, Int((bounds.height / rowHeight).rounded(.down)) - 1)
    let target: Int
    switch event.key {
    case .up: target = index - 1
    case .down: target = index + 1
    case .pageUp: target = index - page
    case .pageDown: target = index + page
    case .home: target = 0
    case .end: target = count - 1
    default: return false
    }
    moveSelection(to: Swift.min(Swift.max(0, target), count - 1))
    return true
  }

  /// Selects row `index` as a person does (``onSelectionChange`` hears it), scrolls it into
  /// view, and moves the focus to it.
  func moveSelection(to index: Int) {
    select(index)
    scrollToRow(index)
    layoutIfNeeded()
    guard let cell = liveCells[index], let screen = window?.screen else { return }
    // Within what clipping ancestors, such as a sheet at a low detent, leave showing.
    screen.scrollIntoView(cell)
    screen.focus(cell)
    layoutIfNeeded()
  }

  /// A press released on row `index`, or its `activate` action: the row is selected,
  /// focused and activated.
  func rowWasPressed(_ index: Int) {
    select(index)
    if let cell = liveCells[index], let screen = window?.screen { screen.focus(cell) }
    onActivate?(index)
  }

  /// Selects row `index` as a person does, telling ``onSelectionChange`` when it changed.
  private func select(_ index: Int) {
    guard selectedIndex != index else { return }
    selectedIndex = index
    onSelectionChange?(selectedIndex)
  }
}
