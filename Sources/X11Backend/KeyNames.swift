import CX11

/// Names keys the way ``Compositor/KeyEvent`` expects them.
enum KeyNames {
  /// The name of the key in `event`: the character it types when that is one printable
  /// character (`"a"`, `"A"` with Shift, `"1"`, `"!"`, `" "`), otherwise the keysym's name
  /// (`"Escape"`, `"Return"`, `"BackSpace"`, `"Left"`, `"Shift_L"`); `nil` for a key with no
  /// keysym.
  static func name(of event: inout XKeyEvent) -> String? {
    var keysym: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 8)
    let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    // XLookupString encodes in Latin-1: one byte is one Unicode scalar.
    if count == 1 {
      let byte = UInt8(bitPattern: buffer[0])
      if byte >= 0x20 && byte != 0x7F {
        return String(UnicodeScalar(byte))
      }
    }
    guard keysym != 0, let cName = XKeysymToString(keysym) else { return nil }
    return String(cString: cName)
  }
}
