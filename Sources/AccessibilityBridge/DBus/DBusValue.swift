/// One D-Bus value, typed as its signature says: what a method call brings and a reply or
/// signal carries, independent of any connection.
///
/// The bridge answers method calls from these values alone (see ``AccessibleMethods``), and
/// libdbus turns them into bytes on the wire and back (see `DBusMessage+Values.swift`), so
/// no part of the wire format is written by hand.
///
/// ```swift
/// let reference = DBusValue.structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/root")])
/// reference.signature   // "(so)"
/// ```
package indirect enum DBusValue: Equatable, Sendable {
  /// `y`
  case byte(UInt8)
  /// `b`
  case boolean(Bool)
  /// `n`
  case int16(Int16)
  /// `q`
  case uint16(UInt16)
  /// `i`
  case int32(Int32)
  /// `u`
  case uint32(UInt32)
  /// `x`
  case int64(Int64)
  /// `t`
  case uint64(UInt64)
  /// `d`
  case double(Double)
  /// `s`
  case string(String)
  /// `o`
  case objectPath(String)
  /// `g`
  case signature(String)
  /// `h`: a file descriptor arrived; the bridge never reads or sends one.
  case fileDescriptor
  /// `a…`: an array whose elements all have the signature `element` (given, so that an
  /// empty array has a type too).
  case array(element: String, [DBusValue])
  /// `(…)`
  case structure([DBusValue])
  /// `{kv}`, only as an element of an array.
  case dictionaryEntry(DBusValue, DBusValue)
  /// `v`
  case variant(DBusValue)

  /// The value's D-Bus type signature: `"s"`, `"(so)"`, `"a{sv}"`.
  package var signature: String {
    switch self {
    case .byte: "y"
    case .boolean: "b"
    case .int16: "n"
    case .uint16: "q"
    case .int32: "i"
    case .uint32: "u"
    case .int64: "x"
    case .uint64: "t"
    case .double: "d"
    case .string: "s"
    case .objectPath: "o"
    case .signature: "g"
    case .fileDescriptor: "h"
    case .array(let element, _): "a" + element
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
    case .variant: "v"
    }
  }

  /// The signature of several values one after another, as a message's body has it.
  package static func signature(of values: [DBusValue]) -> String {
    values.map(\.signature).joined()
  }

  /// A dictionary `a{sv}` from string keys to variants, in the order given.
  package static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
    .array(element: "{sv}", entries.map { .dictionaryEntry(.string($0.0), .variant($0.1)) })
  }

  /// A dictionary `a{ss}` from string keys to strings, in the order given.
  package static func stringDictionary(_ entries: [(String, String)]) -> DBusValue {
    .array(element: "{ss}", entries.map { .dictionaryEntry(.string($0.0), .string($0.1)) })
  }
}
