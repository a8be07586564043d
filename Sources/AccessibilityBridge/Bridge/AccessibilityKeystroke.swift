/// A key press or release as the accessibility registry's device event controller takes
/// it (AT-SPI's `DeviceEvent`), which hands it to screen readers before the app acts on it:
/// the keysym, the key code and the modifier state in the display's own terms (X11's, as
/// GTK's atk-bridge sends them), the time, and the text it types.
///
/// ```swift
/// host.keyStrokeFilter = { k in
///   bridge.keystrokeConsumed(AccessibilityKeystroke(
///     isPress: k.isPress, keysym: k.keysym, keycode: k.keycode, modifiers: k.state, time: k.time,
///     text: k.text, name: k.keysymName))
/// }
/// ```
public struct AccessibilityKeystroke: Hashable, Sendable {
  /// Whether the key went down (else up).
  public var isPress: Bool
  /// The keysym it gives with the modifiers held (`0x61` for `a`, `0xff51` for Left).
  public var keysym: UInt32
  /// The key's hardware code, as the display numbers keys (X11's key code).
  public var keycode: UInt32
  /// The modifier state, as X11's (and GDK's) modifier mask has it: Shift 1, Lock 2,
  /// Control 4, Mod1 (Alt) 8…
  public var modifiers: UInt32
  /// When it happened, in the display server's milliseconds.
  public var time: UInt32
  /// The printable text it types; empty for a key that types none.
  public var text: String
  /// The keysym's name (`"Left"`, `"KP_Enter"`): what a screen reader is told for a key
  /// that types no text.
  public var name: String

  /// A keystroke.
  public init(
    isPress: Bool, keysym: UInt32, keycode: UInt32, modifiers: UInt32, time: UInt32, text: String, name: String
  ) {
    self.isPress = isPress
    self.keysym = keysym
    self.keycode = keycode
    self.modifiers = modifiers
    self.time = time
    self.text = text
    self.name = name
  }

  /// AT-SPI's `DeviceEvent` `(uinnisb)`: type (0 pressed, 1 released), keysym, key code,
  /// modifiers, time, the string, and whether it is text. The numbers take their bits as
  /// they are, as atk-bridge casts them; the string is the text typed, else the keysym's
  /// name, as GTK 3 fills it (`"KP_Enter"`, `"Tab"`).
  package var deviceEvent: DBusValue {
    let isText = !text.isEmpty
    return .structure([
      .uint32(isPress ? 0 : 1), .int32(Int32(bitPattern: keysym)), .int16(Int16(truncatingIfNeeded: keycode)),
      .int16(Int16(truncatingIfNeeded: modifiers)), .int32(Int32(bitPattern: time)),
      .string(isText ? text : name), .boolean(isText),
    ])
  }
}
