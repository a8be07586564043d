/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records each value's line.
///
/// Scripts are small and errors must name a line, which Foundation's parser does not
/// report reliably; this one does, and it rejects NaN, trailing commas and comments.
struct JSONParser {
  /// A syntax error at a line.
  struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    let line: Int
    /// What was wrong.
    let problem: String
    /// `line N: problem`.
    var description: String { "line \(line): \(problem)" }
  }

  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  private var depth = 0
  private var streamedKey: String?
  private var streamedItem: ((JSONValue, Int) -> Void)?

  /// Parses a complete document.
  static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var p = JSONParser(bytes: Array(text.utf8))
    return try p.document()
  }

  /// Parses a complete document, handing each item of the top-level object's array member
  /// `key` to `item` (with its index) as it is read instead of keeping it: the member is
  /// left in the tree as an empty array at its line. A script's million events then never
  /// exist as a million parsed objects at once.
  static func parse(
    _ text: String, streamingItemsOf key: String, to item: (JSONValue, Int) -> Void
  ) throws(SyntaxError) -> JSONValue {
    try withoutActuallyEscaping(item) { (item) throws(SyntaxError) -> JSONValue in
      var p = JSONParser(bytes: Array(text.utf8))
      p.streamedKey = key
      p.streamedItem = item
      return try p.document()
    }
  }

  private mutating func document() throws(SyntaxError) -> JSONValue {
    skipSpace()
    let v = try value()
    skipSpace()
    guard i == bytes.count else { throw error("unexpected text after the JSON value") }
    return v
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ problem: String) -> SyntaxError { SyntaxError(line: line, problem: problem) }

  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x0A: line += 1
      case 0x20, 0x09, 0x0D: break
      default: return
      }
      i += 1
    }
  }

  private mutating func value() throws(SyntaxError) -> JSONValue {
    guard i < bytes.count else { throw error("unexpected end of input") }
    let start = line
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string(), line: start)
    case UInt8(ascii: "t"): try literal("true"); return .bool(true, line: start)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false, line: start)
    case UInt8(ascii: "n"): try literal("null"); return .null(line: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(), line: start)
    default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
    }
  }

  private mutating func literal(_ word: String) throws(SyntaxError) {
    let w = Array(word.utf8)
    guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
      throw error("invalid literal (expected \(word))")
    }
    i += w.count
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > 64 { throw error("nesting deeper than 64 levels") }
  }

  private mutating func object() throws(SyntaxError) -> JSONValue {
    let start = line
    try enter()
    i += 1
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      depth -= 1
      return .object(members, line: start)
    }
    while true {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
      let key = try string()
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
      i += 1
      skipSpace()
      if depth == 1, key == streamedKey, let item = streamedItem, i < bytes.count, bytes[i] == UInt8(ascii: "[") {
        members.append((key, try array(streamingTo: item)))
      } else {
        members.append((key, try value()))
      }
      skipSpace()
      guard i < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
      i += 1
      depth -= 1
      return .object(members, line: start)
    }
  }

  /// An array; with `streamingTo`, each item goes there and the array comes back empty.
  private mutating func array(streamingTo stream: ((JSONValue, Int) -> Void)? = nil) throws(SyntaxError) -> JSONValue {
    let start = line
    try enter()
    i += 1
    var items: [JSONValue] = []
    var count = 0
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      depth -= 1
      return .array(items, line: start)
    }
    while true {
      skipSpace()
      let item = try value()
      if let stream {
        stream(item, count)
      } else {
        items.append(item)
      }
      count += 1
      skipSpace()
      guard i < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
      i += 1
      depth -= 1
      return .array(items, line: start)
    }
  }

  private mutating func string() throws(SyntaxError) -> String {
    i += 1
    var out: [UInt8] = []
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if c < 0x20 { throw error("control character in a string") }
      if c == UInt8(ascii: "\\") {
        i += 1
        guard i < bytes.count else { break }
        switch bytes[i] {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          guard i + 4 < bytes.count, let code = UInt32(String(decoding: bytes[i + 1...i + 4], as: UTF8.self), radix: 16)
          else { throw error("invalid \\u escape") }
          i += 4
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(scalar).utf8))
        default: throw error("invalid escape in a string")
        }
        i += 1
        continue
      }
      out.append(c)
      i += 1
    }
    throw error("unterminated string")
  }

  private mutating func number() throws(SyntaxError) -> Double {
    let start = i
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    func digits() -> Int {
      let s = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - s
    }
    guard digits() > 0 else { throw error("invalid number") }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw error("invalid number: digits must follow '.'") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { throw error("invalid number exponent") }
    }
    guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else {
      throw error("number out of range")
    }
    return v
  }
}
