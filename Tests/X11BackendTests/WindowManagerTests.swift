import Compositor
import Testing
import X11Backend

@Suite("Requests from the window manager")
struct WindowManagerTests {
  @Test("XResizeWindow arrives as one resize with the final size; a move is not a resize")
  func resize() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "configure")
    defer { window.close() }
    drainStartupEvents(window)
    try desktop.inspector.move(window: window.windowID, to: Point(x: 30, y: 30))
    try desktop.inspector.resize(window: window.windowID, to: Size(width: 1, height: 1))
    try desktop.inspector.resize(window: window.windowID, to: Size(width: 300, height: 210))
    let events = collectEvents(from: window) { $0.contains(.resize(Size(width: 300, height: 210))) }
    let resizes = events.filter { if case .resize = $0 { true } else { false } }
    #expect(resizes == [.resize(Size(width: 300, height: 210))])
    #expect(window.size == Size(width: 300, height: 210))
  }

  @Test("WM_DELETE_WINDOW arrives as close")
  func deleteWindow() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "delete")
    defer { window.close() }
    drainStartupEvents(window)
    try desktop.inspector.requestClose(window: window.windowID)
    let events = collectEvents(from: window) { $0.contains(.close) }
    #expect(events == [.close])
  }
}
