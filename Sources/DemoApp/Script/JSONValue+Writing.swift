extension JSONValue {
  /// The value as compact JSON text that ``JSONParser`` reads back to an equal value.
  ///
  /// Numbers keep every digit (unlike the trace's 3 decimals), so a written script replays
  /// exactly as the one it came from. A non-finite number, which no parsed script holds, is
  /// written as `null`.
  public var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let b, _): b ? "true" : "false"
    case .number(let v, _): Self.numberText(v)
    case .string(let s, _): JSONText.string(s)
    case .array(let items, _): "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
    case .object(let members, _):
      "{" + members.map { JSONText.string($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
    }
  }

  /// A number with the fewest digits that read back to the same `Double`: whole numbers
  /// without a fraction (`640`), others as Swift's shortest round-trip form (`0.1`, `1e-07`).
  public static func numberText(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
  }
}
