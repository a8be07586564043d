/// A key press or release as the X server reported it, before the input method and the
/// screen see it: what an assistive technology's keyboard hook is given, as GTK hands its
/// key events to the accessibility registry (see ``X11Host/keyStrokeFilter``).
public struct X11KeyStroke: Hashable, Sendable {
  /// Whether the key went down (else up).
  public var isPress: Bool
  /// The keysym the key gives with the modifiers held (`XK_a`, `XK_A` with Shift, `XK_Left`).
  public var keysym: UInt32
  /// The key's X key code, as the keyboard mapping numbers it.
  public var keycode: UInt32
  /// The X modifier state when it happened (Shift, Lock, Control, Mod1 to Mod5, the buttons).
  public var state: UInt32
  /// The server's time of the event, in milliseconds.
  public var time: UInt32
  /// The printable text the key types (`"a"`, `"é"`), or empty for a key that types none.
  public var text: String
  /// The keysym's name (`"Return"`, `"KP_Enter"`, `"a"`), empty when it has none.
  public var keysymName: String

  /// The key stroke of an X key event: pressed or released, its keysym, key code and
  /// modifier state, the server's time, the text it types and the keysym's name.
  package init(
    pressed isPress: Bool, keysym: UInt32, keycode: UInt32, state: UInt32, time: UInt32, text: String,
    name keysymName: String
  ) {
    self.isPress = isPress
    self.keysym = keysym
    self.keycode = keycode
    self.state = state
    self.time = time
    self.text = text
    self.keysymName = keysymName
  }
}
