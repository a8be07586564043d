import Compositor

/// A scrolling list of rows made from a count and a row builder, that keeps views only for
/// the rows on screen: as UIKit's `UICollectionView` reuses cells, GTK 4's `GtkListView`
/// shows millions of items with a few widgets and Flutter's `ListView.builder` builds
/// rows as they come into view.
///
/// The list makes a row view with `makeRow` when it needs one more, and binds it to a row
/// with `bindRow(view, index)` each time the view shows another row. Only the rows on
/// screen, and a few more either side (``overscan``), have views; scrolling moves the views
/// of rows that leave to the rows that come in and binds them again. A list of a million
/// rows costs what a screenful costs. Rows have one height, ``rowHeight``.
///
/// It is a `ScrollView`: the wheel and a drag scroll it, a flick glides on and bounces at
/// the ends, and in a sheet it hands scrolling to the sheet as a scroll view does.
///
/// One row is selected at a time (``selectedIndex``). A press released on a row selects
/// it and activates it (``onActivate``); a drag that scrolls does neither. The list is one
/// stop in the Tab order, at its selected row (or the first row showing); there the arrow
/// keys, Page Up and Page Down, Home and End move the selection and scroll it into view,
/// and Return or Space activate the row. Assistive technology reads a list whose rows say
/// their index of the whole count (`AccessibilityListPosition`) and whether they are
/// selected.
///
/// ```swift
/// let trails = ["Lakeshore loop", "Ridge path", "Old mill trail"]
/// let list = ListView(count: trails.count) { trails[$0] }
/// list.onActivate = { index in show(trails[index]) }
///
/// let numbers = ListView(count: 1_000_000, rowHeight: 32, makeRow: { Label() }) { label, index in
///   label.text = "Row \(index + 1)"
/// }
/// ```
open class ListView: ScrollView {
  /// The number of rows. Setting it reloads every row (``reloadData()``); to keep the rows
  /// that stay where they are, use ``insertRows(_:)`` and ``deleteRows(_:)``.
  public var count: Int {
    didSet {
      if count < 0 { count = 0 }
      guard !isAdjustingCount else { return }
      // Even to the same number the rows are bound again: their content may have changed
      // with it (a filter that matches as many rows as before matches others). Then
      // nothing moves, so the list is not laid out again, and a count set from its own
      // layout settles.
      if count == oldValue { reloadRows(0..<count) } else { reloadData() }
    }
  }
  /// The height of every row, in points.
  public var rowHeight: Double {
    didSet {
      if !rowHeight.isFinite || rowHeight < 1 { rowHeight = oldValue.isFinite && oldValue >= 1 ? oldValue : 44 }
      if rowHeight != oldValue { rowsDidMove() }
    }
  }
  /// The room between a row's edges and the view the app made for it.
  public var rowInsets = EdgeInsets(horizontal: 16) {
    didSet {
      if !rowInsets.isFinite { rowInsets = oldValue }
      if rowInsets != oldValue { for cell in liveCells.values { cell.setNeedsLayout() } }
    }
  }
  /// How many rows beyond each edge of the view keep a view, so a row is bound before it
  /// scrolls in.
  public var overscan = 2 {
    didSet {
      if overscan < 0 { overscan = 0 }
      if overscan != oldValue { setNeedsLayout() }
    }
  }
  /// The selected row, or `nil`. Setting it shows the selection without telling
  /// ``onSelectionChange``; an index outside the rows selects nothing.
  public var selectedIndex: Int? {
    didSet {
      if let i = selectedIndex, !(0..<count).contains(i) { selectedIndex = nil }
      if selectedIndex != oldValue { selectionDidChange() }
    }
  }
  /// Called when a person changes the selection (a press, a key), or the selected row is
  /// deleted, with the new selection.
  public var onSelectionChange: ((Int?) -> Void)?
  /// Called when a person activates a row: a press released on it, or Return or Space on
  /// it, after it was selected.
  public var onActivate: ((Int) -> Void)?
  /// The background of the selected row.
  public var selectionColor = Color.blue.opacity(0.16) {
    didSet { if selectionColor != oldValue { refreshCells() } }
  }
  /// The background of a row while a press is held on it.
  public var pressedColor = Color(hex: 0x767680, alpha: 0.16)
  /// What assistive technology calls the list.
  public var accessibilityLabel: String {
    didSet { accessibility?.label = accessibilityLabel }
  }
  /// What assistive technology calls row `index`; `nil` reads the text of the row's view:
  /// its labels' text, or the labels of its accessible views, in order.
  public var rowAccessibilityLabel: ((Int) -> String)? {
    didSet { reloadData() }
  }
  /// The identifier of the view showing row `index`: the name traces, scripts and tests
  /// find the row by. `nil` names rows by position,
  /// `"<list>.row-<index>"`; name them by what they show and a row keeps its identifier when
  /// rows are inserted or deleted before it, as SwiftUI's `ForEach` identifies its rows.
  ///
  /// ```swift
  /// list.rowIdentifier = { index in "trail.\(trails[index].id)" }
  /// ```
  public var rowIdentifier: ((Int) -> String)? {
    didSet { for (index, cell) in liveCells { cell.identifier = cellIdentifier(ofRow: index) } }
  }

  /// Makes a row view.
  let makeRow: () -> View
  /// Binds a row view to a row.
  let bind: (View, Int) -> Void
  /// The cells showing rows, by row.
  var liveCells: [Int: ListCell] = [:]
  /// The cells waiting, hidden, to be reused.
  var idleCells: [ListCell] = []
  /// Set while ``count`` changes with the rows kept (insert, delete).
  var isAdjustingCount = false
  /// How many row views `makeRow` made: a screenful and the overscan, however far the list
  /// scrolls.
  package internal(set) var rowViewsMade = 0

  /// Creates a list of `count` rows, `rowHeight` points each, whose views `makeRow` makes
  /// and `bindRow` binds to a row each time one shows another.
  public init<Row: View>(
    identifier: String = "", count: Int = 0, rowHeight: Double = 44, makeRow: @escaping () -> Row,
    bindRow: @escaping (Row, Int) -> Void
  ) {
    self.count = Swift.max(0, count)
    self.rowHeight = rowHeight.isFinite && rowHeight >= 1 ? rowHeight : 44
    self.makeRow = makeRow
    // The views it binds are the ones `makeRow` made.
    self.bind = { view, index in bindRow(view as! Row, index) }
    self.accessibilityLabel = identifier
    super.init(identifier: identifier)
    accessibility = Accessibility(role: .list, label: accessibilityLabel)
    contentSize = Size(width: 0, height: Double(self.count) * self.rowHeight)
  }

  /// Creates a list of `count` rows of one line of text each: `text(index)`, in a
  /// ``Label`` of `fontSize`.
  public convenience init(
    identifier: String = "", count: Int = 0, rowHeight: Double = 44, fontSize: Double = 15,
    text: @escaping (Int) -> String
  ) {
    self.init(
      identifier: identifier, count: count, rowHeight: rowHeight,
      makeRow: { () -> Label in
        let label = Label(fontSize: fontSize)
        // The row reads the text; the label need not read it again.
        label.isAccessibilityElement = false
        return label
      },
      bindRow: { (label: Label, index: Int) in label.text = text(index) })
  }

  /// The rows that have views now, those showing and the overscan, in order.
  public var laidOutRows: [Int] { liveCells.keys.sorted() }

  /// The view showing row `index`, when the row has one (it is on screen, or near).
  public func rowView(at index: Int) -> View? {
    liveCells[index]?.row
  }

  /// The rows any part of which shows in the view now.
  public var visibleRows: Range<Int> {
    guard count > 0, bounds.height > 0 else { return 0..<0 }
    let first = Int((Swift.max(0, bounds.minY) / rowHeight).rounded(.down))
    let end = Int((Swift.max(0, bounds.maxY) / rowHeight).rounded(.up))
    return Swift.min(first, count)..<Swift.min(Swift.max(end, first), count)
  }

  /// Where row `index` is, in the list's content.
  public func rowFrame(_ index: Int) -> Rect {
    Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// Scrolls as little as it takes to show row `index` whole.
  public func scrollToRow(_ index: Int) {
    guard (0..<count).contains(index) else { return }
    scrollRectToVisible(rowFrame(index))
  }

  /// Rebinds every row that has a view, for rows whose content changed. A selection past
  /// the last row is cleared (and ``onSelectionChange`` hears it); a focused row past it
  /// hands the focus to the last row.
  public func reloadData() {
    updateContentSize()
    if let s = selectedIndex, s >= count {
      selectedIndex = nil
      onSelectionChange?(nil)
    }
    let focusedRow = focusedCell?.index
    for (index, cell) in Array(liveCells) {
      if index < count {
        cell.show(index, rebinds: true)
      } else {
        liveCells[index] = nil
        retire(cell)
      }
    }
    setNeedsLayout()
    if let f = focusedRow, f >= count { refocus(near: f) }
  }

  /// Rebinds the rows in `range` that have views: their content changed.
  public func reloadRows(_ range: Range<Int>) {
    for (index, cell) in liveCells where range.contains(index) { cell.show(index, rebinds: true) }
  }

  /// Sizes the content, lays the rows out: the rows that leave the view hand their views to
  /// the rows that come in. Then calls `View.onLayout`.
  open override func layoutSubviews() {
    updateContentSize()
    super.layoutSubviews()
    layOutRows()
  }

  /// Scrolling lays the rows out again, once per frame.
  open override func contentOffsetDidChange() {
    setNeedsLayout()
  }

  /// The content is as wide as the list and as tall as its rows.
  func updateContentSize() {
    let size = Size(width: bounds.width, height: Double(count) * rowHeight)
    if contentSize != size { contentSize = size }
  }
}
