import JSONWriting

extension JSONValue {
  /// The value as compact JSON text that ``JSONParser`` reads back to an equal value.
  ///
  /// Numbers keep every digit (unlike the trace's 3 decimals), so a written script replays
  /// exactly as the one it came from. A non-finite number, which no parsed script holds, is
  /// written as `null`.
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let b, _): b ? "true" : "false"
    case .number(let v, _): JSONWriter.number(v)
    case .string(let s, _): JSONWriter.quoted(s)
    case .array(let items, _): "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
    case .object(let members, _):
      "{" + members.map { JSONWriter.quoted($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
    }
  }
}
