import CX11
import Glibc

/// One open connection to an X server, closed exactly once.
///
/// Shared with the test helpers in `X11BackendTesting` as SPI (`@_spi(Testing)`), not
/// public API.
@_spi(Testing) public final class X11Connection {
  /// The Xlib display handle.
  @_spi(Testing) public let display: OpaquePointer
  /// The name the connection was opened with, as Xlib resolved it (e.g. `:3`).
  @_spi(Testing) public let name: String
  private(set) var isOpen = true

  /// Opens `displayName`, or `$DISPLAY` when it is `nil`.
  @_spi(Testing) public init(displayName: String?) throws(X11Error) {
    X11ProtocolErrors.install()
    let opened: OpaquePointer? =
      if let displayName { XOpenDisplay(displayName) } else { XOpenDisplay(nil) }
    guard let opened else {
      let requested = displayName ?? String(cString: XDisplayName(nil))
      throw .cannotOpenDisplay(requested)
    }
    display = opened
    name = String(cString: XDisplayString(opened))
  }

  deinit { close() }

  /// The default screen's number.
  @_spi(Testing) public var screen: Int32 { XDefaultScreen(display) }

  /// The default screen's root window.
  @_spi(Testing) public var root: UInt { XRootWindow(display, screen) }

  /// The socket's file descriptor.
  var fileDescriptor: Int32 { XConnectionNumber(display) }

  /// Closes the connection; later calls do nothing.
  @_spi(Testing) public func close() {
    guard isOpen else { return }
    isOpen = false
    XCloseDisplay(display)
  }

  /// Waits until the socket is readable (or hung up), or `other` is, at most `seconds`;
  /// returns whether `other` is readable.
  @discardableResult
  func waitReadable(seconds: Double, alsoWatching other: Int32? = nil) -> Bool {
    var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
    if let other { descriptors.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
    let milliseconds = Int32(max(0, min(seconds, 1e6)) * 1000)
    _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    return descriptors.count > 1 && descriptors[1].revents != 0
  }

  /// Sends every buffered request and waits until the server has handled them, then
  /// returns the protocol errors they caused.
  @discardableResult
  @_spi(Testing) public func sync() -> [String] {
    XSync(display, 0)
    return X11ProtocolErrors.take(for: display)
  }

  /// The atom named `name`, created if needed.
  @_spi(Testing) public func atom(_ name: String) -> Atom {
    XInternAtom(display, name, 0)
  }
}
