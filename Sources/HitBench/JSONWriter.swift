/// Builds JSON text by hand: deterministic key order, numbers that round-trip (Swift's
/// shortest representation), no dependency on Foundation.
public struct JSONWriter {
  /// The text so far.
  public private(set) var text = ""
  private var needsComma: [Bool] = [false]

  /// An empty writer.
  public init() {}

  /// Opens an object, as a value or after a key.
  public mutating func beginObject() {
    separate()
    text += "{"
    needsComma.append(false)
  }

  /// Closes the innermost object.
  public mutating func endObject() {
    needsComma.removeLast()
    text += "}"
  }

  /// Opens an array.
  public mutating func beginArray() {
    separate()
    text += "["
    needsComma.append(false)
  }

  /// Closes the innermost array.
  public mutating func endArray() {
    needsComma.removeLast()
    text += "]"
  }

  /// Writes a key; the next value belongs to it.
  public mutating func key(_ name: String) {
    separate()
    text += Self.quoted(name) + ":"
    needsComma[needsComma.count - 1] = false
    pendingKey = true
  }

  /// Writes a string.
  public mutating func value(_ string: String) {
    separate()
    text += Self.quoted(string)
  }

  /// Writes a number; non-finite values become `null`.
  public mutating func value(_ number: Double) {
    separate()
    text += number.isFinite ? Self.number(number) : "null"
  }

  /// Writes an integer.
  public mutating func value(_ number: Int) {
    separate()
    text += String(number)
  }

  /// Writes an unsigned integer.
  public mutating func value(_ number: UInt64) {
    separate()
    text += String(number)
  }

  /// Writes a Boolean.
  public mutating func value(_ flag: Bool) {
    separate()
    text += flag ? "true" : "false"
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    text += "null"
  }

  /// Writes `key` and a string.
  public mutating func field(_ key: String, _ string: String) {
    self.key(key)
    value(string)
  }

  /// Writes `key` and a number (`null` when not finite).
  public mutating func field(_ key: String, _ number: Double) {
    self.key(key)
    value(number)
  }

  /// Writes `key` and an integer.
  public mutating func field(_ key: String, _ number: Int) {
    self.key(key)
    value(number)
  }

  /// Writes `key` and a Boolean.
  public mutating func field(_ key: String, _ flag: Bool) {
    self.key(key)
    value(flag)
  }

  /// Writes `key` and a number, or `null` when there is none.
  public mutating func field(_ key: String, _ number: Double?) {
    self.key(key)
    if let number { value(number) } else { null() }
  }

  /// Writes `key` and an array of numbers.
  public mutating func field(_ key: String, _ numbers: [Double]) {
    self.key(key)
    values(numbers)
  }

  /// Writes an array of numbers.
  public mutating func values(_ numbers: [Double]) {
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

  /// `number` in the shortest form that reads back as the same `Double`, as JSON.
  static func number(_ number: Double) -> String {
    if number == number.rounded() && abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  /// `string` quoted and escaped for JSON.
  static func quoted(_ string: String) -> String {
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
