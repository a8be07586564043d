import Compositor

/// One row slot of a ``ListView``: it holds a row view the app made, is bound to one index
/// at a time, and is rebound to another as the list scrolls. It shows the row pressed and
/// selected, follows presses (a release inside selects and activates the row), passes the
/// list's keys to it, and tells assistive technology what the row is and where it stands.
final class ListCell: View {
  /// The app's view for the row, filling the cell inside the list's row insets.
  let row: View
  /// The row the cell shows, or `nil` while it waits to be reused.
  private(set) var index: Int?
  /// The list the cell belongs to.
  unowned let list: ListView
  /// Whether the cell shows its row selected.
  var isSelected = false {
    didSet { if isSelected != oldValue { refresh() } }
  }
  /// Whether a press is held inside the cell.
  private var isPressed = false {
    didSet { if isPressed != oldValue { refresh() } }
  }
  /// What assistive technology calls the row, found when it was bound.
  private var label = ""

  init(row: View, list: ListView) {
    self.row = row
    self.list = list
    super.init(identifier: "\(list.identifier).row")
    // A new view is nobody's ancestor: adding cannot form a cycle.
    try? addSubview(row)
    let press = PressGestureRecognizer(name: "\(list.identifier).row.press") { [unowned self] _ in
      if let index = self.index { self.list.rowWasPressed(index) }
    }
    press.onPressedChange = { [unowned self] pressed in self.isPressed = pressed }
    addGestureRecognizer(press)
    onKey = { [unowned self] event in
      guard let index = self.index else { return false }
      return self.list.handleKey(event, onRow: index)
    }
  }

  /// Shows row `index`: the cell moves to its place, the app binds the row view to it
  /// (`rebinds`: the row's content is stale), and it reads as that row.
  func show(_ index: Int, rebinds: Bool) {
    self.index = index
    identifier = list.cellIdentifier(ofRow: index)
    frame = list.rowFrame(index)
    if rebinds {
      list.bind(row, index)
      label = list.accessibilityLabel(ofRow: index, shownBy: row)
    }
    isSelected = list.selectedIndex == index
    updateAccessibility()
  }

  /// Leaves the row: the cell waits, hidden, to be reused.
  func retire() {
    index = nil
    isPressed = false
    isFocusable = false
    isHidden = true
  }

  /// The list's Tab stop follows the focus.
  override func firstResponderDidChange(_ isFirstResponder: Bool) {
    list.updateFocusStop()
  }

  /// The row inside the list's insets.
  override func layoutSubviews() {
    var frame = bounds.inset(by: list.rowInsets)
    // A row that is one line of text takes the width of its text: the pixels it keeps are
    // no wider than what it shows, and a scroll composites no more.
    if let label = row as? Label, label.isSingleLine, label.alignment == .leading {
      frame.size.width = Swift.min(frame.width, label.sizeThatFits(frame.size).width.rounded(.up))
    }
    row.frame = frame
    super.layoutSubviews()
  }

  /// The row's name, place in the list, selection and activation for assistive technology.
  func updateAccessibility() {
    guard let index else { return }
    var element = Accessibility(
      role: .row, label: label,
      actions: [
        // Unowned, not weak: a weak reference would give every row a side table, which
        // slows each retain of it as the renderer walks the rows.
        AccessibilityAction(AccessibilityAction.activate) { [unowned list] in
          list.rowWasPressed(index)
          return true
        }
      ])
    element.isSelected = isSelected
    element.listPosition = AccessibilityListPosition(index: index, count: list.count)
    accessibility = element
  }

  /// Shows the cell's state: pressed, selected or neither, in the list's colours.
  func refresh() {
    background = isPressed ? .color(list.pressedColor) : isSelected ? .color(list.selectionColor) : nil
    updateAccessibility()
  }
}
