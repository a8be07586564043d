import JSONWriting
import SheetOverlay

extension SheetOverlayDetent {
  /// The detent as a script writes it: `"medium"`, `{"height":250}`, `{"fraction":0.3}`.
  var scriptJSON: String {
    switch kind {
    case .medium: JSONWriter.quoted("medium")
    case .large: JSONWriter.quoted("large")
    case .fitContent: JSONWriter.quoted("fitContent")
    case .height(let h): JSONWriter.object([("height", JSONWriter.number(h, decimals: 3))])
    case .fraction(let f): JSONWriter.object([("fraction", JSONWriter.number(f, decimals: 3))])
    case .custom(let name): JSONWriter.object([("custom", JSONWriter.quoted(name))])
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
