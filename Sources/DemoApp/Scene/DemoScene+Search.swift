import Compositor
import Foundation
import SheetOverlay

extension DemoScene {
  /// Whether a place named `name` matches the search `query`: the query, trimmed, appears
  /// in the name, ignoring case and accents ("mu" finds "City Museum" and "Musée des
  /// Beaux-Arts", "musee" the latter alone). An empty query matches every place.
  static func place(_ name: String, matches query: String) -> Bool {
    let q = query.trimmingCharacters(in: .whitespaces)
    return q.isEmpty || name.range(of: q, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }

  /// The search field changed: the trace hears of it, and a new query filters the list.
  func searchDidEdit(_ field: TextField) {
    onTextEdit?(field.identifier, field.editor)
    guard field.text != query else { return }
    query = field.text
    filterPlaces()
  }

  /// Shows the rows whose place matches ``query``, one after another from the top of the
  /// list, or the empty state when none does. The list scrolls back to its top, as a new
  /// search shows its best results first.
  func filterPlaces() {
    var y = 0.0
    for (i, row) in rows.enumerated() {
      let shown = Self.place(Self.placeNames[i], matches: query)
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
