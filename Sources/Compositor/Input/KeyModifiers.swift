/// The modifier keys held while a key went down or up.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits: one per modifier.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control (Ctrl).
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Alt (X's Mod1).
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// Super, the logo key (X's Mod4).
  public static let `super` = KeyModifiers(rawValue: 1 << 3)

  /// Whether a modifier that turns a key into a command (Control, Alt or Super) is held:
  /// such a key types no text into a field.
  public var hasCommand: Bool { !intersection([.control, .alt, .super]).isEmpty }
}
