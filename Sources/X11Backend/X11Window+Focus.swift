import CX11

extension X11Window {
  /// Whether the X keyboard focus is on the top-level or one of its children now (one
  /// round trip; asked only when a focus event arrives).
  func holdsInputFocus() -> Bool {
    var focus: UInt = 0
    var revert: Int32 = 0
    XGetInputFocus(connection.display, &focus, &revert)
    return focus == windowID || separateWindows.isChild(focus)
  }

  /// The key stroke of an X key event, untranslated: the keysym with the modifiers held,
  /// its name, and the printable text it types.
  func keyStroke(_ event: XKeyEvent, pressed: Bool) -> X11KeyStroke {
    var copy = event
    let keysym = X11KeyTranslator.keysym(of: &copy)
    let text = X11KeyTranslator.text(of: keysym)
    let printable = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    let name = X11KeyTranslator.name(of: keysym)
    return X11KeyStroke(
      pressed: pressed, keysym: UInt32(truncatingIfNeeded: keysym), keycode: event.keycode, state: event.state,
      time: UInt32(truncatingIfNeeded: event.time), text: printable ? text : "", name: name)
  }
}
