/// Writes JSON text by hand with a fixed member order and number format, so the same run
/// gives byte-identical output on every machine.
enum JSONText {
  /// A number rounded to 3 decimals, with no trailing zeros; non-finite values are `null`.
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    let r = (v * 1000).rounded() / 1000
    if r == 0 { return "0" }
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
  }

  /// A quoted, escaped string.
  static func string(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }

  /// A quoted string, or `null`.
  static func optional(_ s: String?) -> String { s.map(string) ?? "null" }

  /// An object from members already rendered as JSON.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
