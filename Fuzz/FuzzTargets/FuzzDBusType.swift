/// A D-Bus type the accessibility fuzz target makes values of: a basic type by its code,
/// or a container of others.
indirect enum FuzzDBusType: Equatable {
  /// `y b n q i u x t d s o g h`.
  case basic(Character)
  /// `a` of one element type.
  case array(FuzzDBusType)
  /// `a{kv}`: a basic key type and any value type.
  case dictionary(key: Character, value: FuzzDBusType)
  /// `(…)`, one field or more.
  case structure([FuzzDBusType])
  /// `v`, holding a value of a type chosen with it.
  case variant

  /// The basic type codes.
  static let basicCodes: [Character] = ["y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g", "h"]

  /// The type's signature.
  var signature: String {
    switch self {
    case .basic(let code): String(code)
    case .array(let element): "a" + element.signature
    case .dictionary(let key, let value): "a{" + String(key) + value.signature + "}"
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .variant: "v"
    }
  }

  /// The types of a flat signature of basic codes and `v` (what AT-SPI's methods take),
  /// one per character.
  static func flat(_ signature: String) -> [FuzzDBusType] {
    signature.map { $0 == "v" ? .variant : .basic($0) }
  }
}
