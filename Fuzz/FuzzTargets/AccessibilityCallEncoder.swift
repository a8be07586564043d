import AccessibilityBridge

/// Writes the accessibility fuzz target's bytes (``AccessibilityCallFormat``) from calls
/// spelled out, for its seeds: ``AccessibilityCallDecoder`` reads them back as the same
/// scene and calls.
struct AccessibilityCallEncoder {
  /// Where a call goes.
  enum Target {
    /// The object at this index of the tree's numbers.
    case node(Int)
    /// The `index`th object offering `interface` (one of ``AccessibilityCallFormat/offered``).
    case offering(String, Int)
    /// The application's root.
    case root
    /// The cache.
    case cache
    /// The null reference's path.
    case null
    /// The registry's path.
    case registry
    /// An object number, almost always none.
    case number(UInt32)
    /// Any string as the path.
    case path(String)
    /// An object's path, changed (0 a trailing slash, 1 a leading zero, 2 a digit more,
    /// 3 a digit less, 4 a doubled slash).
    case mangled(Int, UInt8)
  }

  /// An argument.
  enum Argument {
    /// `i`.
    case int32(Int32)
    /// `u`.
    case uint32(UInt32)
    /// `d`.
    case double(Double)
    /// `b`.
    case boolean(Bool)
    /// `s`.
    case string(String)
    /// A variant holding a double.
    case variantDouble(Double)
    /// A variant holding an int32.
    case variantInt32(Int32)
    /// A variant holding a string.
    case variantString(String)
  }

  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// Starts an input with its scene: the size's index in ``AccessibilityCallFormat/sizes``,
  /// the sheet's placement and style, the search field's text, and the warm-up frames in
  /// tens past ten (0-7).
  init(size: Int = 0, bottom: Bool = true, modal: Bool = false, searchText: String? = nil, warmUp: Int = 7) {
    var header = UInt8(size & 3) | (bottom ? 4 : 0) | (modal ? 8 : 0) | (searchText != nil ? 16 : 0)
    header |= UInt8(warmUp & 7) << 5
    bytes.append(header)
    if let searchText { string(searchText) }
  }

  /// `count` frames (1-64).
  mutating func frames(_ count: Int) {
    bytes += [AccessibilityCallFormat.PathKind.frames.rawValue, UInt8(max(1, min(64, count)) - 1)]
  }

  /// A call of `interface.member` (`nil`: no interface) on `target` with `arguments`, in
  /// the form the method takes.
  mutating func call(_ target: Target, _ interface: String?, _ member: String, _ arguments: [Argument] = []) {
    path(target)
    let interfaces = AccessibilityCallFormat.interfaces
    if interface == nil {
      bytes.append(UInt8(interfaces.count))
    } else if let i = interfaces.firstIndex(of: interface) {
      bytes.append(UInt8(i))
    } else {
      bytes.append(UInt8(interfaces.count + 1))
      string(interface ?? "")
    }
    if let m = AccessibilityCallFormat.members.firstIndex(of: member) {
      bytes.append(UInt8(m))
    } else {
      bytes.append(UInt8(AccessibilityCallFormat.members.count))
      string(member)
    }
    bytes.append(AccessibilityCallFormat.ArgumentForm.expected.rawValue)
    for a in arguments { argument(a) }
  }

  /// A call of `interface.member` on `target` with `arguments` of any types, each written
  /// with its type (the random form): for wrong signatures.
  mutating func typedCall(_ target: Target, _ interface: String?, _ member: String, _ arguments: [Argument]) {
    call(target, interface, member)
    precondition(arguments.count < 5, "the random form holds at most 4 arguments")
    bytes[bytes.count - 1] = AccessibilityCallFormat.ArgumentForm.random.rawValue | UInt8(arguments.count) << 2
    for a in arguments {
      switch a {
      case .int32: bytes.append(typeCode("i"))
      case .uint32: bytes.append(typeCode("u"))
      case .double: bytes.append(typeCode("d"))
      case .boolean: bytes.append(typeCode("b"))
      case .string: bytes.append(typeCode("s"))
      case .variantDouble, .variantInt32, .variantString: bytes.append(variantCode)
      }
      argument(a)
    }
  }

  /// Raw bytes, read as the decoder reads them.
  mutating func append(_ raw: [UInt8]) {
    bytes += raw
  }

  private mutating func path(_ target: Target) {
    typealias Kind = AccessibilityCallFormat.PathKind
    switch target {
    case .node(let i): bytes += [Kind.node.rawValue, UInt8(i)]
    case .offering(let interface, let i):
      bytes += [
        Kind.offering.rawValue, UInt8(AccessibilityCallFormat.offered.firstIndex(of: interface) ?? 0), UInt8(i),
      ]
    case .root: bytes.append(Kind.root.rawValue)
    case .cache: bytes.append(Kind.cache.rawValue)
    case .null: bytes.append(Kind.null.rawValue)
    case .registry: bytes.append(Kind.registry.rawValue)
    case .number(let n): bytes += [Kind.number.rawValue] + littleEndian(n)
    case .path(let s):
      bytes.append(Kind.string.rawValue)
      string(s)
    case .mangled(let i, let change): bytes += [Kind.mangled.rawValue, UInt8(i), change]
    }
  }

  private mutating func argument(_ a: Argument) {
    switch a {
    case .int32(let v):
      if (-8...119).contains(v) {
        bytes.append(UInt8(v + 8))
      } else {
        bytes += [0x82] + littleEndian(UInt32(bitPattern: v))
      }
    case .uint32(let v):
      if v < 0x80 { bytes.append(UInt8(v)) } else { bytes += [0x81] + littleEndian(v) }
    case .double(let v):
      if v == v.rounded(), (-8...119).contains(v) {
        bytes.append(UInt8(Int(v) + 8))
      } else {
        bytes.append(0x83)
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64(i)))) }
      }
    case .boolean(let v): bytes.append(v ? 1 : 0)
    case .string(let s): string(s)
    case .variantDouble(let v):
      bytes.append(typeCode("d"))
      argument(.double(v))
    case .variantInt32(let v):
      bytes.append(typeCode("i"))
      argument(.int32(v))
    case .variantString(let s):
      bytes.append(typeCode("s"))
      string(s)
    }
  }

  /// A string: a token by its index, else its UTF-8 bytes (at most 47).
  private mutating func string(_ s: String) {
    if let i = FuzzDBusValues.tokens.firstIndex(of: s) {
      bytes += [0, UInt8(i)]
    } else {
      let utf8 = Array(s.utf8.prefix(47))
      bytes += [1, UInt8(utf8.count)] + utf8
    }
  }

  /// The type byte of a variant (``FuzzDBusValues/type(depth:)``).
  private let variantCode: UInt8 = 15

  private func typeCode(_ code: Character) -> UInt8 {
    UInt8(FuzzDBusType.basicCodes.firstIndex(of: code) ?? 0)
  }

  private func littleEndian(_ v: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * UInt32($0))) }
  }
}
