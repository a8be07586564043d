/// A parsed JSON value that remembers the line it started on, so a script error can name
/// the line as well as the field.
package indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null(line: Int)
  /// `true` or `false`.
  case bool(Bool, line: Int)
  /// A number.
  case number(Double, line: Int)
  /// A string.
  case string(String, line: Int)
  /// An array.
  case array([JSONValue], line: Int)
  /// An object, its members in source order.
  case object([(key: String, value: JSONValue)], line: Int)

  /// The line the value starts on, counting from 1.
  var line: Int {
    switch self {
    case .null(let l), .bool(_, let l), .number(_, let l), .string(_, let l), .array(_, let l), .object(_, let l): l
    }
  }

  /// The member named `key` of an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members, _) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// A short name of the value's type for messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Compares values, ignoring lines.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a, _), .bool(let b, _)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a, _), .string(let b, _)): a == b
    case (.array(let a, _), .array(let b, _)): a == b
    case (.object(let a, _), .object(let b, _)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }
}
