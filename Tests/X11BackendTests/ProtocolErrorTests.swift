import CX11
import Testing
import X11BackendTesting

@testable import X11Backend

/// Protocol errors are recorded per display until its connection takes them; a closed
/// connection leaves none behind.
@Suite("Protocol errors of a closed connection")
struct ProtocolErrorTests {
  /// A window ID no client made: a request on it is a BadWindow error.
  static let noSuchWindow: UInt = 0x1fff_ffff

  @Test("a sync takes the errors its requests caused")
  func syncTakesErrors() throws {
    let server = try XvfbServer(width: 64, height: 64)
    defer { server.stop() }
    let connection = try X11Connection(displayName: server.displayName)
    defer { connection.close() }
    XMapWindow(connection.display, Self.noSuchWindow)
    let errors = connection.sync()
    #expect(errors.count == 1 && errors.first?.contains("BadWindow") == true, "\(errors)")
    #expect(X11ProtocolErrors.pending(for: X11ProtocolErrors.address(of: connection.display)) == 0)
  }

  @Test("errors that arrived since the last sync, or as the connection closed, go with it")
  func closeDiscardsErrors() throws {
    let server = try XvfbServer(width: 64, height: 64)
    defer { server.stop() }

    // Arrived before the close (Xlib's own sync, not the connection's), never taken.
    let synced = try X11Connection(displayName: server.displayName)
    let syncedAddress = X11ProtocolErrors.address(of: synced.display)
    XMapWindow(synced.display, Self.noSuchWindow)
    XSync(synced.display, 0)
    #expect(X11ProtocolErrors.pending(for: syncedAddress) == 1)
    synced.close()
    // A display opened later at the same address would have taken this one's error.
    #expect(X11ProtocolErrors.pending(for: syncedAddress) == 0)

    // Never synced: the error arrives as XCloseDisplay syncs.
    let unsynced = try X11Connection(displayName: server.displayName)
    let unsyncedAddress = X11ProtocolErrors.address(of: unsynced.display)
    XMapWindow(unsynced.display, Self.noSuchWindow)
    unsynced.close()
    #expect(X11ProtocolErrors.pending(for: unsyncedAddress) == 0)

    // A new connection's first sync reports nothing of the closed ones.
    let fresh = try X11Connection(displayName: server.displayName)
    defer { fresh.close() }
    #expect(fresh.sync().isEmpty)
  }
}
