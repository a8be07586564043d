import Compositor
import Controls
import SheetOverlay

/// The demo's sheet of places: its presentation and state, a search field and the list of
/// places it filters, one row a place, with an empty state when no place matches.
package final class PlacesSheet {
  /// The bottom sheet, once the scene presented it.
  package internal(set) var presentation: SheetOverlayPresentation!
  /// The sheet's `isPresented` state.
  @State package var isPresented: Bool
  /// The sheet's `selected` state.
  @State package var detent: SheetOverlayDetent
  /// The sheet's content: the search field over the list.
  let content = View(identifier: "places", frame: Rect(x: 0, y: 0, width: 400, height: 330))
  let search = TextField(identifier: "search", placeholder: "Search places")
  package let list = ScrollView(identifier: "places.list")
  /// What the list shows when no place matches the search.
  let emptyState = View(identifier: "places.empty")
  /// The rows, one a place, in the order of ``DemoScene/placeNames``.
  private(set) var rows: [PlaceRow] = []
  /// The search the list is filtered by, as typed.
  var query = ""
  /// Whether the row the keyboard focused is yet to be brought into view.
  var revealsFocus = false
  /// The place whose row is selected, if any.
  package var selectedPlace: Int?
  /// Runs with the index of the place whose row a person presses or activates.
  var onSelect: ((Int) -> Void)?

  /// The height of a row of the list.
  static let rowHeight = 56.0

  /// Builds the content for a sheet shown or not, at `detent`, at first.
  init(isPresented: Bool, detent: SheetOverlayDetent) {
    _isPresented = State(wrappedValue: isPresented)
    _detent = State(wrappedValue: detent)
    content.background = nil
    // New views are nobody's ancestors: adding cannot form a cycle.
    try? content.addSubview(search)
    try? content.addSubview(list)
    emptyState.isHidden = true
    emptyState.isUserInteractionEnabled = false
    try? content.addSubview(emptyState)
    for (i, name) in DemoScene.placeNames.enumerated() {
      let row = PlaceRow(index: i, name: name, height: Self.rowHeight)
      row.onSelect = { [unowned self] in self.onSelect?(i) }
      try? list.addSubview(row)
      rows.append(row)
    }
    list.contentSize = Size(width: 400, height: Double(DemoScene.placeNames.count) * Self.rowHeight)
    list.accessibility = Accessibility(role: .list, label: "Places")
  }

  /// Lays the search field, the list and the empty state out for the sheet's width and
  /// height.
  func layout() {
    let bounds = content.bounds
    list.frame = Rect(x: 0, y: 52, width: bounds.width, height: Swift.max(0, bounds.height - 52))
    search.frame = Rect(x: 16, y: 4, width: Swift.max(0, bounds.width - 32), height: 38)
    emptyState.frame = Rect(x: 20, y: 64, width: Swift.max(0, bounds.width - 40), height: 24)
    for row in rows { row.frame.size.width = bounds.width }
  }

  /// Marks row `i` selected (tinted, and "selected" to assistive technology), and only it;
  /// `nil` none.
  func highlightRow(_ i: Int?) {
    for (j, row) in rows.enumerated() { row.isSelected = j == i }
  }

  /// Shows the rows whose place matches ``query``, one after another from the top of the
  /// list, or the empty state when none does. The list scrolls back to its top, as a new
  /// search shows its best results first.
  func filter() {
    var y = 0.0
    for (i, row) in rows.enumerated() {
      let shown = DemoScene.place(DemoScene.placeNames[i], matches: query)
      row.isHidden = !shown
      guard shown else { continue }
      row.frame.origin.y = y
      y += Self.rowHeight
    }
    list.contentSize = Size(width: list.contentSize.width, height: y)
    list.contentOffset = .zero
    let none = y == 0
    emptyState.isHidden = !none
    let shown = query.count > 24 ? String(query.prefix(24)) + "…" : query
    let message = "No places match “\(shown)”"
    emptyState.content = .text(Text(message, fontSize: 15, color: Color(white: 0.4)))
    emptyState.accessibility = none ? Accessibility(role: .staticText, label: message) : nil
    list.accessibility?.value = query.isEmpty ? nil : "\(Int(y / Self.rowHeight)) of \(rows.count) places"
  }
}
