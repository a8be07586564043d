import CX11
import CXKBCommon
import Compositor
import Glibc

/// Turns X key events into ``Compositor/Key`` values: the only place that knows keysyms.
///
/// Text goes through an X input method when one opens (`XOpenIM`, one input context per X
/// window): dead keys and compose sequences are filtered by it (`XFilterEvent`) and their
/// result arrives as UTF-8 from `Xutf8LookupString`, so `café ñ 日本` arrives as typed.
/// Without an input method, `XLookupString` finds the keysym and libxkbcommon maps it to
/// Unicode. Named keys (Tab, arrows, the keypad's) come from the keysym either way.
final class X11KeyTranslator {
  private let display: OpaquePointer
  /// The input method, when one opened.
  private var inputMethod: XIM?
  /// One input context per X window that takes keys.
  private var contexts: [UInt: XIC] = [:]
  /// The window whose context has the input method's focus.
  private var focusedWindow: UInt?

  /// Opens the input method for `display`: the one `XMODIFIERS` names, else Xlib's own
  /// (compose tables only), else none.
  init(display: OpaquePointer) {
    self.display = display
    inputMethod = Self.openInputMethod(display)
  }

  deinit { close() }

  /// Whether text goes through an input method.
  var usesInputMethod: Bool { inputMethod != nil }

  /// Destroys every input context and closes the input method; later calls do nothing.
  func close() {
    for context in contexts.values { XDestroyIC(context) }
    contexts.removeAll()
    if let inputMethod { XCloseIM(inputMethod) }
    inputMethod = nil
  }

  /// Makes an input context for `window`, which will take keys.
  func addWindow(_ window: UInt) {
    guard let inputMethod, contexts[window] == nil else { return }
    guard let context = sheet_compositor_create_ic(inputMethod, window) else {
      Diagnostics.report("X11: the input method offers no usable input style; typing without it")
      return
    }
    contexts[window] = context
    if focusedWindow == nil { focus(window) }
  }

  /// Destroys the input context of `window` before the window goes.
  func removeWindow(_ window: UInt) {
    guard let context = contexts.removeValue(forKey: window) else { return }
    if focusedWindow == window { focusedWindow = nil }
    XDestroyIC(context)
  }

  /// Gives the input method's focus to `window`'s context, as the X keyboard focus moves.
  func focus(_ window: UInt) {
    guard focusedWindow != window, let context = contexts[window] else { return }
    if let old = focusedWindow.flatMap({ contexts[$0] }) { XUnsetICFocus(old) }
    XSetICFocus(context)
    focusedWindow = window
  }

  /// Whether the input method took `event` (a dead key, part of a compose sequence): then
  /// the caller drops it, and the result comes later as an event of its own.
  func filter(_ event: inout XEvent) -> Bool {
    guard inputMethod != nil else { return false }
    return XFilterEvent(&event, 0) != 0
  }

  /// The key and modifiers of a key press or release; `nil` for a key that types nothing
  /// and has no name (Shift alone, F1, a dead key on release).
  func translate(_ event: inout XKeyEvent, pressed: Bool) -> (Key, KeyModifiers)? {
    var keysym: KeySym = 0
    var text = ""
    if pressed, let context = contexts[event.window] {
      text = Self.lookup(context, &event, &keysym)
    } else {
      keysym = Self.keysym(of: &event)
    }
    let modifiers = Self.modifiers(event.state)
    if let named = Self.namedKey(keysym) {
      return (named.key, modifiers.union(named.modifiers))
    }
    // A held Control makes the lookup yield a control character (Ctrl+A is U+0001); the key
    // is the character its keysym types, with Control beside it.
    if text.isEmpty || text.unicodeScalars.contains(where: Self.isControl) {
      text = Self.text(of: keysym)
    }
    guard !text.isEmpty, !text.unicodeScalars.contains(where: Self.isControl) else { return nil }
    return (.text(text), modifiers)
  }

  /// `Xutf8LookupString` on a press, with a buffer large enough for what the method
  /// composed.
  ///
  /// Under ``XlibLocale``'s lock, as the first lookup on a display reads the locale.
  private static func lookup(_ context: XIC, _ event: inout XKeyEvent, _ keysym: inout KeySym) -> String {
    var status: Int32 = 0
    var buffer = [CChar](repeating: 0, count: 64)
    var count = XlibLocale.withLock {
      Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    }
    if status == XBufferOverflow {
      buffer = [CChar](repeating: 0, count: Int(count) + 1)
      count = XlibLocale.withLock {
        Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
      }
    }
    if status != XLookupKeySym && status != XLookupBoth { keysym = 0 }
    guard status == XLookupChars || status == XLookupBoth, count > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The keysym of a key event with its modifiers (`XLookupString`'s), under
  /// ``XlibLocale``'s lock: the first lookup on a display reads the locale.
  static func keysym(of event: inout XKeyEvent) -> KeySym {
    var keysym: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 16)
    XlibLocale.withLock { _ = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil) }
    return keysym
  }

  /// The keysym's name (`XKeysymToString`), or "" for none. Under ``XlibLocale``'s lock:
  /// a keysym outside Xlib's table loads the keysym database, which reads the locale.
  static func name(of keysym: KeySym) -> String {
    XlibLocale.withLock { XKeysymToString(keysym).map { String(cString: $0) } ?? "" }
  }

  /// The Unicode text `keysym` stands for, by libxkbcommon's table; empty for none.
  static func text(of keysym: KeySym) -> String {
    guard keysym != 0 else { return "" }
    var buffer = [CChar](repeating: 0, count: 8)
    let written = xkb_keysym_to_utf8(xkb_keysym_t(truncatingIfNeeded: keysym), &buffer, buffer.count)
    guard written > 1 else { return "" }
    return String(decoding: buffer.prefix(Int(written) - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// C0 and C1 controls and DEL: what editing keys type, never text.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The modifiers in an X event's state: Shift, Control, Mod1 (Alt) and Mod4 (Super).
  static func modifiers(_ state: UInt32) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
    if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
    if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
    if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.super) }
    return modifiers
  }

  /// The named key a keysym stands for, with a modifier the keysym implies
  /// (`ISO_Left_Tab` is Shift-Tab); the keypad's keys are the main ones.
  static func namedKey(_ keysym: KeySym) -> (key: Key, modifiers: KeyModifiers)? {
    switch Int32(truncatingIfNeeded: keysym) {
    case XK_Tab, XK_KP_Tab: (.tab, [])
    case XK_ISO_Left_Tab: (.tab, .shift)
    case XK_Escape: (.escape, [])
    case XK_Return, XK_KP_Enter, XK_ISO_Enter: (.return, [])
    case XK_BackSpace: (.backspace, [])
    case XK_Delete, XK_KP_Delete: (.delete, [])
    case XK_Up, XK_KP_Up: (.up, [])
    case XK_Down, XK_KP_Down: (.down, [])
    case XK_Left, XK_KP_Left: (.left, [])
    case XK_Right, XK_KP_Right: (.right, [])
    case XK_Home, XK_KP_Home: (.home, [])
    case XK_End, XK_KP_End: (.end, [])
    case XK_Prior, XK_KP_Prior: (.pageUp, [])
    case XK_Next, XK_KP_Next: (.pageDown, [])
    default: nil
    }
  }

  /// Opens an input method as SDL and GTK do: under the user's `LC_CTYPE` (a UTF-8 one
  /// when that is not), which selects the compose table, with the locale restored after.
  private static func openInputMethod(_ display: OpaquePointer) -> XIM? {
    // The method travels out of the lock as its address: an `XIM` is not `Sendable`.
    let address = XlibLocale.withLock { Int(bitPattern: openInputMethodUnderLock(display)) }
    return XIM(bitPattern: address)
  }

  private static func openInputMethodUnderLock(_ display: OpaquePointer) -> XIM? {
    let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    defer { if let saved { setlocale(LC_CTYPE, saved) } }
    let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
    if !chosen.lowercased().contains("utf") { setlocale(LC_CTYPE, "C.UTF-8") }
    guard XSupportsLocale() != 0 else {
      Diagnostics.report("X11: Xlib does not support the locale; typing without an input method")
      return nil
    }
    // The method XMODIFIERS names (ibus, fcitx); when it is not running, Xlib's own.
    for modifiers in ["", "@im=none"] {
      XSetLocaleModifiers(modifiers)
      if let method = XOpenIM(display, nil, nil, nil) { return method }
    }
    return nil
  }
}
