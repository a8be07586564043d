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

extension SheetOverlayDetent {
  /// The detent as a script value with every digit kept, for writing scripts back.
  var scriptValue: JSONValue {
    switch kind {
    case .medium: .string("medium", line: 0)
    case .large: .string("large", line: 0)
    case .fitContent: .string("fitContent", line: 0)
    case .height(let h): .object([("height", .number(h, line: 0))], line: 0)
    case .fraction(let f): .object([("fraction", .number(f, line: 0))], line: 0)
    case .custom(let name): .object([("custom", .string(name, line: 0))], line: 0)
    }
  }
}
