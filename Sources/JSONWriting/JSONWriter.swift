/// Builds JSON text by hand: members in the order written, numbers that round-trip (Swift's
/// shortest representation) or rounded to a fixed number of decimals, no dependency on
/// Foundation. The same values give the same bytes on every machine, which traces, scripts
/// and reports rely on.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.field("kind", "frame")
/// json.field("top", 420.5)
/// json.endObject()
/// json.text   // {"kind":"frame","top":420.5}
/// ```
package struct JSONWriter {
  /// The text so far.
  package private(set) var text = ""
  /// The decimals numbers are rounded to, or `nil` for every digit.
  package let decimals: Int?
  private var needsComma: [Bool] = [false]

  /// An empty writer whose numbers keep every digit, or are rounded to `decimals`.
  package init(decimals: Int? = nil) {
    self.decimals = decimals
  }

  /// Opens an object, as a value or after a key.
  package mutating func beginObject() {
    separate()
    text += "{"
    needsComma.append(false)
  }

  /// Closes the innermost object.
  package mutating func endObject() {
    needsComma.removeLast()
    text += "}"
  }

  /// Opens an array.
  package mutating func beginArray() {
    separate()
    text += "["
    needsComma.append(false)
  }

  /// Closes the innermost array.
  package mutating func endArray() {
    needsComma.removeLast()
    text += "]"
  }

  /// Writes a key; the next value belongs to it.
  package mutating func key(_ name: String) {
    separate()
    text += Self.quoted(name) + ":"
    needsComma[needsComma.count - 1] = false
    pendingKey = true
  }

  /// Writes a string.
  package mutating func value(_ string: String) {
    separate()
    text += Self.quoted(string)
  }

  /// Writes a number; non-finite values become `null`.
  package mutating func value(_ number: Double) {
    separate()
    text += Self.number(number, decimals: decimals)
  }

  /// Writes JSON text that is already rendered, such as a nested value from elsewhere.
  package mutating func raw(_ json: String) {
    separate()
    text += json
  }

  /// Writes an integer.
  package mutating func value(_ number: Int) {
    separate()
    text += String(number)
  }

  /// Writes an unsigned integer.
  package mutating func value(_ number: UInt64) {
    separate()
    text += String(number)
  }

  /// Writes a Boolean.
  package mutating func value(_ flag: Bool) {
    separate()
    text += flag ? "true" : "false"
  }

  /// Writes `null`.
  package mutating func null() {
    separate()
    text += "null"
  }

  /// Writes `key` and a string.
  package mutating func field(_ key: String, _ string: String) {
    self.key(key)
    value(string)
  }

  /// Writes `key` and a number (`null` when not finite).
  package mutating func field(_ key: String, _ number: Double) {
    self.key(key)
    value(number)
  }

  /// Writes `key` and an integer.
  package mutating func field(_ key: String, _ number: Int) {
    self.key(key)
    value(number)
  }

  /// Writes `key` and a string, or `null` when there is none.
  package mutating func field(_ key: String, _ string: String?) {
    self.key(key)
    if let string { value(string) } else { null() }
  }

  /// Writes `key` and a Boolean.
  package mutating func field(_ key: String, _ flag: Bool) {
    self.key(key)
    value(flag)
  }

  /// Writes `key` and a number, or `null` when there is none.
  package mutating func field(_ key: String, _ number: Double?) {
    self.key(key)
    if let number { value(number) } else { null() }
  }

  /// Writes `key` and an array of numbers.
  package mutating func field(_ key: String, _ numbers: [Double]) {
    self.key(key)
    values(numbers)
  }

  /// Writes an array of numbers.
  package mutating func values(_ numbers: [Double]) {
    beginArray()
    for n in numbers { value(n) }
    endArray()
  }

  private var pendingKey = false

  /// Puts a comma before every element but the first of an object or array.
  private mutating func separate() {
    if pendingKey {
      pendingKey = false
      needsComma[needsComma.count - 1] = true
      return
    }
    if needsComma[needsComma.count - 1] { text += "," }
    needsComma[needsComma.count - 1] = true
  }

  /// `number` as JSON: the fewest digits that read back as the same `Double` (whole
  /// numbers without a fraction, `640`; others as Swift's shortest form, `0.1`, `1e-07`),
  /// or rounded to `decimals` with no trailing zeros. Non-finite numbers are `null`, and
  /// negative zero is `0`.
  package static func number(_ number: Double, decimals: Int? = nil) -> String {
    guard number.isFinite else { return "null" }
    var v = number
    if let decimals {
      var scale = 1.0
      for _ in 0..<Swift.max(0, decimals) { scale *= 10 }
      v = (v * scale).rounded() / scale
    }
    if v == 0 { return "0" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return String(v)
  }

  /// `string` quoted and escaped, or `null` when there is none.
  package static func quotedOrNull(_ string: String?) -> String { string.map(quoted) ?? "null" }

  /// An object from members whose values are already JSON text, in the order given.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// `string` quoted and escaped for JSON.
  package static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
