import Compositor
import Testing
import X11Backend

@Suite("Opening and closing windows")
struct WindowLifecycleTests {
  @Test("no display gives the exact message the app prints")
  func noDisplay() {
    #expect(throws: X11Error.cannotOpenDisplay(":9876")) {
      _ = try X11Window(displayName: ":9876")
    }
    #expect(
      X11Error.cannotOpenDisplay(":9876").description == "cannot open display :9876; set DISPLAY")
    #expect(
      X11Error.cannotOpenDisplay("").description
        == "cannot open display (DISPLAY is not set); set DISPLAY")
  }

  @Test("a window opens at the default size with its title, and is gone after close")
  func openAndClose() throws {
    let desktop = try Desktop(width: 1400, height: 900)
    defer { desktop.shutDown() }
    let window = try X11Window(displayName: desktop.server.displayName, title: "lifecycle")
    #expect(window.size == X11Window.defaultSize)
    #expect(window.displayName == desktop.server.displayName)

    let found = try #require(desktop.inspector.findWindow(titled: "lifecycle"))
    #expect(found == window.windowID)
    #expect(try desktop.inspector.frame(of: found).size == Size(width: 1280, height: 800))

    window.close()
    window.close()  // a second close does nothing
    #expect(window.isClosed)
    #expect(desktop.inspector.findWindow(titled: "lifecycle") == nil)
    #expect(try window.nextEvents(timeout: 1) == [])
    let pixel: [UInt32] = [0]
    #expect(throws: X11Error.closed) {
      try window.present(pixels: pixel, width: 1, height: 1, stride: 4, damage: [Rect(x: 0, y: 0, width: 1, height: 1)])
    }
  }

  @Test("sizes X cannot make are refused with a message")
  func badSizes() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    for size in [Size(width: 0, height: 10), Size(width: 10, height: .nan), Size(width: 40_000, height: 10)] {
      #expect(throws: X11Error.self) {
        _ = try X11Window(displayName: desktop.server.displayName, title: "bad", size: size)
      }
    }
  }

  @Test("the first events after mapping ask for a repaint of the window")
  func exposeAfterMapping() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "expose")
    defer { window.close() }
    let events = collectEvents(from: window) { $0.contains { if case .expose = $0 { true } else { false } } }
    let exposed = events.compactMap { if case .expose(let rect) = $0 { rect } else { nil } }
    #expect(exposed.first == Rect(x: 0, y: 0, width: 200, height: 150))
  }
}
