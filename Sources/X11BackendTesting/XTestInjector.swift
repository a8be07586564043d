import CX11
import CXTest
import Compositor
import X11Backend

/// Real input for tests: XTest fakes pointer and key events on a display, as if a person
/// used the mouse and keyboard.
///
/// Points are in a window's coordinates when a window id is given, in root (screen)
/// coordinates otherwise. Every call waits until the server has handled the input.
public final class XTestInjector {
  private let connection: X11Connection
  /// Keycodes this injector bound to keysyms the keyboard lacked, by keysym.
  private var boundKeycodes: [KeySym: KeyCode] = [:]

  /// Connects to `displayName` and checks that it offers XTEST.
  public init(displayName: String) throws(X11Error) {
    connection = try X11Connection(displayName: displayName)
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XTestQueryExtension(connection.display, &eventBase, &errorBase, &major, &minor) != 0 else {
      throw .missingExtension("XTEST")
    }
  }

  /// Closes the connection.
  public func close() { connection.close() }

  /// Moves the pointer to `point`.
  public func move(to point: Point, in window: UInt? = nil) throws(X11Error) {
    let (x, y) = try rootCoordinates(point, in: window)
    XTestFakeMotionEvent(connection.display, connection.screen, x, y, 0)
    try sync()
  }

  /// Presses `button` (1 left, 2 middle, 3 right, 4/5 wheel up/down, 6/7 wheel left/right).
  public func press(button: UInt32 = 1) throws(X11Error) {
    XTestFakeButtonEvent(connection.display, button, 1, 0)
    try sync()
  }

  /// Releases `button`.
  public func release(button: UInt32 = 1) throws(X11Error) {
    XTestFakeButtonEvent(connection.display, button, 0, 0)
    try sync()
  }

  /// Moves to `point`, then presses and releases `button`.
  public func click(at point: Point, in window: UInt? = nil, button: UInt32 = 1) throws(X11Error) {
    try move(to: point, in: window)
    try press(button: button)
    try release(button: button)
  }

  /// Scrolls at `point`: `notches` clicks of button 5 (down, positive) or 4 (up, negative).
  public func scroll(at point: Point, in window: UInt? = nil, notches: Int) throws(X11Error) {
    try move(to: point, in: window)
    for _ in 0..<abs(notches) {
      try press(button: notches > 0 ? 5 : 4)
      try release(button: notches > 0 ? 5 : 4)
    }
  }

  /// Presses button 1 at `start`, moves in `steps` equal steps to `end`, and releases there.
  public func drag(from start: Point, to end: Point, steps: Int = 10, in window: UInt? = nil) throws(X11Error) {
    try move(to: start, in: window)
    try press()
    let count = max(1, steps)
    for step in 1...count {
      let t = Double(step) / Double(count)
      try move(to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window)
    }
    try release()
  }

  /// Presses and releases the key named `name`, a keysym name such as `"Escape"`,
  /// `"Return"`, `"BackSpace"`, `"a"`, `"1"`, `"dead_acute"` or `"U65E5"` (`" "` means
  /// `"space"`).
  ///
  /// A keysym no key of the keyboard has is first bound to a spare keycode with
  /// `XChangeKeyboardMapping`, as `xmodmap` or `xdotool` would; each keysym gets a keycode of
  /// its own, so a client still reading earlier presses sees the mapping they were made with.
  public func key(_ name: String) throws(X11Error) {
    try keyDown(name)
    try keyUp(name)
  }

  /// Binds each key named in `names` now, without pressing it (see ``key(_:)``), so that a
  /// client has read the keyboard mapping changes before any press that needs them: what
  /// the caller sends and waits on next reaches the client after them.
  public func prepareKeys(_ names: [String]) throws(X11Error) {
    for name in names { _ = try keycode(name) }
  }

  /// Presses the key named `name` and keeps it down.
  public func keyDown(_ name: String) throws(X11Error) {
    XTestFakeKeyEvent(connection.display, UInt32(try keycode(name)), 1, 0)
    try sync()
  }

  /// Releases the key named `name`.
  public func keyUp(_ name: String) throws(X11Error) {
    XTestFakeKeyEvent(connection.display, UInt32(try keycode(name)), 0, 0)
    try sync()
  }

  private func keycode(_ name: String) throws(X11Error) -> KeyCode {
    // Under Xlib's locale lock: a name outside Xlib's table loads the keysym database,
    // which reads the locale an input method opening in this process may be changing.
    let keysym = XlibLocale.withLock { XStringToKeysym(name == " " ? "space" : name) }
    guard keysym != 0 else { throw .notFound("no keysym named \(name)") }
    if let bound = boundKeycodes[keysym] { return bound }
    let code = XKeysymToKeycode(connection.display, keysym)
    if code != 0 { return code }
    return try bind(keysym, name: name)
  }

  /// Binds `keysym` to a keycode that has no keysym, and waits until the server has it.
  private func bind(_ keysym: KeySym, name: String) throws(X11Error) -> KeyCode {
    let display = connection.display
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(display, &low, &high)
    var perCode: Int32 = 0
    guard let map = XGetKeyboardMapping(display, KeyCode(low), high - low + 1, &perCode) else {
      throw .notFound("cannot read the keyboard mapping of \(connection.name)")
    }
    defer { XFree(map) }
    let used = Set(boundKeycodes.values)
    let spare = (low...high).reversed().first { code in
      let row = Int(code - low) * Int(perCode)
      return !used.contains(KeyCode(code)) && (0..<Int(perCode)).allSatisfy { map[row + $0] == 0 }
    }
    guard let spare else { throw .notFound("no spare keycode on \(connection.name) for \(name)") }
    // The keysym for both levels, so a held Shift does not change it.
    var symbols: [KeySym] = [keysym, keysym]
    XChangeKeyboardMapping(display, spare, 2, &symbols, 1)
    try sync()
    boundKeycodes[keysym] = KeyCode(spare)
    return KeyCode(spare)
  }

  private func rootCoordinates(_ point: Point, in window: UInt?) throws(X11Error) -> (Int32, Int32) {
    guard point.isFinite, abs(point.x) < 32768, abs(point.y) < 32768 else {
      throw .notFound("point \(point) is outside the X coordinate range")
    }
    let x = Int32(point.x.rounded())
    let y = Int32(point.y.rounded())
    guard let window else { return (x, y) }
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: UInt = 0
    let translated = XTranslateCoordinates(connection.display, window, connection.root, x, y, &rootX, &rootY, &child)
    let errors = connection.sync()
    guard translated != 0, errors.isEmpty else {
      throw .notFound("no window 0x\(String(window, radix: 16)) on \(connection.name)")
    }
    return (rootX, rootY)
  }

  private func sync() throws(X11Error) {
    let errors = connection.sync()
    guard errors.isEmpty else { throw .notFound(errors.joined(separator: "; ")) }
  }
}
