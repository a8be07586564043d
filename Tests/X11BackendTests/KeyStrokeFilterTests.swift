import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The host's hook for an assistive technology's keyboard listener: every key stroke as the
/// X server reported it, before the input method and the screen, and kept from the app when
/// the hook takes it.
@Suite("The X11 host's key-stroke filter")
struct KeyStrokeFilterTests {
  @Test("a stroke the filter takes never reaches the screen; it sees presses and releases with their keysyms and codes")
  func takenStrokesNeverReachTheScreen() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = HostTests.Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "strokes", displayName: desktop.server.displayName))
    defer { host.close() }
    try desktop.injector.move(to: Point(x: 20, y: 20), in: host.windowID)
    var strokes: [X11KeyStroke] = []
    host.keyStrokeFilter = { stroke in
      strokes.append(stroke)
      // A screen reader's command: the keypad's Enter is its, not the app's Return.
      return stroke.keysymName == "KP_Enter"
    }
    // Once the last release has come, the frame that delivers it ends the run.
    host.onFramePresented = { [unowned host] _ in
      if strokes.last?.keysymName == "Escape" && strokes.last?.isPress == false { host.stop() }
    }
    for name in ["a", "KP_Enter", "b", "Escape"] { try desktop.injector.key(name) }
    try HostTests.run(host)
    #expect(scene.keys == [.text("a"), .text("b"), .escape])
    #expect(strokes.map(\.keysymName) == ["a", "a", "KP_Enter", "KP_Enter", "b", "b", "Escape", "Escape"])
    #expect(strokes.map(\.isPress) == [true, false, true, false, true, false, true, false])
    #expect(strokes.map(\.keysym) == [0x61, 0x61, 0xFF8D, 0xFF8D, 0x62, 0x62, 0xFF1B, 0xFF1B])
    #expect(strokes.map(\.text) == ["a", "a", "", "", "b", "b", "", ""])
    #expect(strokes.allSatisfy { $0.keycode >= 8 && $0.time > 0 })
    #expect(strokes[0].keycode == strokes[1].keycode && strokes[0].keycode != strokes[2].keycode)
  }

  @Test("the host knows when its window has the X keyboard focus, and asks for a frame when that changes")
  func inputFocusIsFollowed() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = HostTests.Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "focus", displayName: desktop.server.displayName))
    defer { host.close() }
    var seen: [Bool] = []
    let root = desktop.inspector.rootWindow
    let window = host.windowID
    let display = desktop.server.displayName
    host.onFramePresented = { [unowned host] _ in
      let focused = host.hasInputFocus
      guard seen.last != focused else { return }
      seen.append(focused)
      // The host focuses its window on its first frame; then the focus goes elsewhere and
      // comes back, as a window manager would move it. Each change brings a frame.
      switch (focused, seen.filter { $0 }.count) {
      case (true, 1): try? KeyStrokeFilterTests.focus(root, display)
      case (false, 1): try? KeyStrokeFilterTests.focus(window, display)
      case (true, 2): host.stop()
      default: break
      }
    }
    try HostTests.run(host, hangGuard: 20)
    #expect(seen.drop { !$0 } == [true, false, true], "\(seen)")
  }

  /// Gives the X keyboard focus to `window` (xdotool), as a window manager would.
  static func focus(_ window: UInt, _ display: String) throws {
    _ = try HostTests.output(of: "/usr/bin/xdotool", ["windowfocus", String(window)], display: display)
  }
}
