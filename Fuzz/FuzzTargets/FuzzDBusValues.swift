import AccessibilityBridge

/// D-Bus values from a fuzzer's bytes, for the accessibility fuzz target: numbers that hit
/// the edges (zero, -1, the extremes, small indices, NaN and infinities), strings that are
/// names the bridge knows, raw bytes, empty, huge, with a NUL inside or made of
/// noncharacters and combining marks, object paths that name objects or nothing, and
/// containers nested up to three deep.
///
/// Each choice reads a fixed number of bytes and small values have a one-byte form, so the
/// seeds (``AccessibilityCallEncoder``) can write them by hand. One input makes at most
/// four huge strings and 4096 array elements, so it stays within memory and time.
struct FuzzDBusValues {
  /// The bytes read.
  var bytes: FuzzBytes
  /// The objects an object path may name: the current tree's.
  var nodes: [UInt32] = []
  private var hugeLeft = 4
  private var elementsLeft = 4096

  /// Values from `bytes`.
  init(_ bytes: FuzzBytes) {
    self.bytes = bytes
  }

  /// The names a string can be picked from by index: interfaces, members, properties,
  /// actions, the bus's names.
  static let tokens: [String] = {
    var names = AccessibilityCallFormat.interfaces.compactMap { $0 } + AtspiSignatures.members
    names += [
      "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "ToolkitName", "Version",
      "AtspiVersion", "Id", "NActions", "MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text",
      "CharacterCount", "CaretOffset", "activate", "expand", "collapse", "dismiss", "click", "", ":1.7",
      "org.a11y.atspi.Registry", ObjectPaths.root, ObjectPaths.null, ObjectPaths.cache, ObjectPaths.objectPrefix,
    ]
    return names
  }()

  /// What a huge string repeats: plain, a path separator, a digit, a two-byte letter, a
  /// noncharacter, a NUL, an emoji with a modifier, the last code point, a combining mark
  /// (one enormous character after the leading letter).
  static let hugeUnits = ["x", "/", "0", "é", scalar(0xFFFE), "\0", "👍🏽", "\u{10FFFF}", "\u{0301}"]

  /// Short strings that are awkward in other ways.
  static let oddStrings = [
    scalar(0xFFFF), scalar(0xFDD0), "\u{200B}", "\u{0301}", "\r\n", "🇺🇸", "a\u{0301}\u{0302}\u{0303}", "\u{202E}abc",
  ]

  /// A string of the one scalar `value`: Swift's literals refuse noncharacters.
  static func scalar(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
  }

  /// Signatures for `g` values, valid and not.
  static let signatures = ["", "i", "(so)", "a{sv}", "((", "a", "{sv}", "v", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(i)"]

  /// A type, containers at most three deep.
  mutating func type(depth: Int = 0) -> FuzzDBusType {
    let choice = Int(bytes.byte() % 17)
    if choice < FuzzDBusType.basicCodes.count || depth >= 3 {
      return .basic(FuzzDBusType.basicCodes[choice % FuzzDBusType.basicCodes.count])
    }
    switch choice {
    case 13: return .array(type(depth: depth + 1))
    case 14: return .structure((0...bytes.below(3)).map { _ in type(depth: depth + 1) })
    case 15: return .variant
    default: return .dictionary(key: bytes.pick(["s", "i", "u", "y", "o"]), value: type(depth: depth + 1))
    }
  }

  /// A value of `type`; `nodes` are the objects an object path may name.
  mutating func value(_ type: FuzzDBusType, depth: Int = 0) -> DBusValue {
    switch type {
    case .basic(let code): return basic(code)
    case .array(let element):
      let items = (0..<count()).map { _ in value(element, depth: depth + 1) }
      return .array(element: element.signature, items)
    case .dictionary(let key, let valueType):
      let entries = (0..<count()).map { _ in
        DBusValue.dictionaryEntry(
          basic(key), value(valueType, depth: depth + 1))
      }
      return .array(element: "{" + String(key) + valueType.signature + "}", entries)
    case .structure(let fields):
      return .structure(fields.map { value($0, depth: depth + 1) })
    case .variant:
      let inner = self.type(depth: depth + 1)
      return .variant(value(inner, depth: depth + 1))
    }
  }

  /// An array's length: 0 to 5 mostly, sometimes 64 or 1000.
  mutating func count() -> Int {
    let c = Int(bytes.byte() % 8)
    let wanted = c < 6 ? c : c == 6 ? 64 : 1000
    let n = min(wanted, elementsLeft)
    elementsLeft -= n
    return n
  }

  mutating func basic(_ code: Character) -> DBusValue {
    switch code {
    case "y": return .byte(bytes.byte())
    case "b": return .boolean(bytes.bool())
    case "n": return .int16(Int16(bitPattern: bytes.uint16()))
    case "q": return .uint16(bytes.uint16())
    case "i": return .int32(int32())
    case "u": return .uint32(uint32())
    case "x": return .int64(Int64(bitPattern: bytes.uint64()))
    case "t": return .uint64(bytes.uint64())
    case "d": return .double(double())
    case "s": return .string(string())
    case "o": return .objectPath(objectPath())
    case "g": return .signature(bytes.bool() ? bytes.pick(Self.signatures) : string())
    default: return .fileDescriptor
    }
  }

  /// Below 0x80 the byte less 8 (-8...119); above, the extremes or raw bits.
  mutating func int32() -> Int32 {
    let c = bytes.byte()
    if c < 0x80 { return Int32(c) - 8 }
    switch c % 4 {
    case 0: return .min
    case 1: return .max
    case 2: return Int32(bitPattern: uint32Bits())
    default: return -Int32(bytes.uint16())
    }
  }

  /// Below 0x80 the byte; above, the largest, 2^31 or raw bits.
  mutating func uint32() -> UInt32 {
    let c = bytes.byte()
    if c < 0x80 { return UInt32(c) }
    switch c % 4 {
    case 0: return .max
    case 1: return uint32Bits()
    case 2: return 1 << 31
    default: return UInt32(bytes.uint16())
    }
  }

  /// Below 0x80 the byte less 8; above, NaN, the infinities or raw bits.
  mutating func double() -> Double {
    let c = bytes.byte()
    if c < 0x80 { return Double(Int(c) - 8) }
    switch c % 4 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    default: return bytes.anyDouble()
    }
  }

  mutating func uint32Bits() -> UInt32 {
    UInt32(bytes.uint16()) | UInt32(bytes.uint16()) << 16
  }

  /// A string, by its first byte's kind.
  mutating func string() -> String {
    switch bytes.byte() % 8 {
    case 0: return bytes.pick(Self.tokens)
    case 1:
      let length = bytes.below(48)
      return String(decoding: (0..<length).map { _ in bytes.byte() }, as: UTF8.self)
    case 2:
      let unit = bytes.pick(Self.hugeUnits)
      let exponent = bytes.below(21)
      guard hugeLeft > 0 else { return unit }
      hugeLeft -= 1
      return "e" + String(repeating: unit, count: 1 << exponent)
    case 3: return ""
    case 4: return bytes.pick(Self.tokens) + "\0" + bytes.pick(Self.tokens)
    case 5: return bytes.pick(Self.oddStrings)
    case 6: return String(uint32Bits())
    default: return ObjectPaths.objectPrefix + String(bytes.byte())
    }
  }

  /// An object path value: an object's, a string (valid as a path or not), or the null
  /// reference's.
  mutating func objectPath() -> String {
    switch bytes.byte() % 3 {
    case 0: ObjectPaths.path(of: nodes.isEmpty ? 0 : bytes.pick(nodes))
    case 1: string()
    default: ObjectPaths.null
    }
  }
}
