import Compositor
import Testing
import X11Backend
import X11BackendTesting

@Suite("A window that cannot be made leaves nothing open")
struct CreationFailureTests {
  @Test("the refused window's connection is closed before the error reaches the caller")
  func failedCreationClosesTheConnection() throws {
    // Depth 16: the server has no 24-bit TrueColor visual, so creation fails after the
    // connection opened, in `X11WindowResources.argbVisual`.
    let server = try XvfbServer(width: 64, height: 64, depth: 16)
    defer { server.stop() }
    let idle = server.openSocketCount

    // The count sees a client: one more socket while a connection is open, back after.
    let probe = try X11Connection(displayName: server.displayName)
    #expect(server.openSocketCount(becoming: idle + 1) == idle + 1)
    probe.close()
    #expect(server.openSocketCount(becoming: idle) == idle)

    #expect(throws: X11Error.unsupportedVisual("no 24-bit TrueColor visual on \(server.displayName)")) {
      _ = try X11Window(displayName: server.displayName, title: "no visual", size: Size(width: 32, height: 32))
    }
    #expect(server.openSocketCount(becoming: idle) == idle)

    // A size X cannot make fails earlier, before the visual, and closes the connection too.
    #expect(throws: X11Error.self) {
      _ = try X11Window(displayName: server.displayName, title: "no size", size: Size(width: 0, height: 32))
    }
    #expect(server.openSocketCount(becoming: idle) == idle)
  }
}
