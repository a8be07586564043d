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
    guard field.text != places.query else { return }
    places.query = field.text
    places.filter()
  }
}
