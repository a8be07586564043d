import Compositor
import Testing
import X11Backend

/// Key events to keys and text through the X input method, with real XTest input: dead
/// keys, keysyms beyond Latin-1 (bound to spare keycodes as `xmodmap` would), Control and
/// the keypad.
@Suite("Text input from XTest")
struct TextInputTests {
  /// Opens a window under the pointer (with no window manager, keyboard focus follows it).
  static func focusedWindow(_ desktop: Desktop, _ title: String) throws -> X11Window {
    let window = try desktop.openWindow(title: title)
    try desktop.injector.move(to: Point(x: 20, y: 20), in: window.windowID)
    drainStartupEvents(window)
    return window
  }

  /// The key events that arrive until `count` presses have.
  static func presses(_ window: X11Window, count: Int) -> [KeyEvent] {
    collectEvents(from: window) { events in
      events.count { if case .key(let k) = $0, k.phase == .down { true } else { false } } >= count
    }.compactMap { if case .key(let k) = $0 { k } else { nil } }
  }

  @Test("café ñ 日本 arrives as typed: dead keys compose, and keysyms beyond Latin-1 are text")
  func composedAndUnicodeText() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try Self.focusedWindow(desktop, "text")
    defer { window.close() }
    let strokes = ["c", "a", "f", "dead_acute", "e", "space", "dead_tilde", "n", "space", "U65E5", "U672C"]
    for name in strokes { try desktop.injector.key(name) }
    // The dead keys' presses stay in the input method: nine presses reach the window.
    let keys = Self.presses(window, count: 9)
    let typed = keys.filter { $0.phase == .down }.compactMap(\.key.text).joined()
    #expect(typed == "café ñ 日本")
    #expect(keys.filter { $0.phase == .down }.allSatisfy { $0.modifiers.isEmpty })
    // Releases are looked up without the input method, by libxkbcommon's keysym table.
    let released = keys.filter { $0.phase == .up }.compactMap(\.key.text)
    #expect(released.contains("日"))
    #expect(!keys.contains { $0.key.text?.unicodeScalars.contains { $0.value < 0x20 } ?? false })
  }

  @Test("Ctrl+A is the text a with Control, never a control character")
  func controlLetter() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try Self.focusedWindow(desktop, "control")
    defer { window.close() }
    try desktop.injector.keyDown("Control_L")
    try desktop.injector.key("a")
    try desktop.injector.keyUp("Control_L")
    try desktop.injector.keyDown("Alt_L")
    try desktop.injector.key("x")
    try desktop.injector.keyUp("Alt_L")
    let keys = Self.presses(window, count: 2).filter { $0.phase == .down }
    #expect(keys.map(\.key) == [.text("a"), .text("x")])
    #expect(keys.map(\.modifiers) == [.control, .alt])
  }

  @Test("the keypad's Enter, arrows and page keys are the named keys")
  func keypad() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try Self.focusedWindow(desktop, "keypad")
    defer { window.close() }
    let names = ["KP_Enter", "KP_Up", "KP_Prior", "KP_Next", "Home", "End", "Delete", "Left", "Right"]
    for name in names { try desktop.injector.key(name) }
    let keys = Self.presses(window, count: names.count).filter { $0.phase == .down }.map(\.key)
    #expect(keys == [.return, .up, .pageUp, .pageDown, .home, .end, .delete, .left, .right])
  }
}
