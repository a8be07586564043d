import SheetOverlay

extension SheetOverlayDetent {
  /// The detent as a script writes it: `"medium"`, `{"height":250}`, `{"fraction":0.3}`.
  var scriptJSON: String {
    switch kind {
    case .medium: JSONText.string("medium")
    case .large: JSONText.string("large")
    case .fitContent: JSONText.string("fitContent")
    case .height(let h): JSONText.object([("height", JSONText.number(h))])
    case .fraction(let f): JSONText.object([("fraction", JSONText.number(f))])
    case .custom(let name): JSONText.object([("custom", JSONText.string(name))])
    }
  }
}
