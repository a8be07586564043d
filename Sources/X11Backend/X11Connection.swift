import CX11
import Glibc

/// One open connection to an X server, closed exactly once.
final class X11Connection {
  /// The Xlib display handle.
  let display: OpaquePointer
  /// The name the connection was opened with, as Xlib resolved it (e.g. `:3`).
  let name: String
  private(set) var isOpen = true

  /// Opens `displayName`, or `$DISPLAY` when it is `nil`.
  init(displayName: String?) throws(X11Error) {
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
  var screen: Int32 { XDefaultScreen(display) }

  /// The default screen's root window.
  var root: UInt { XRootWindow(display, screen) }

  /// The socket's file descriptor.
  var fileDescriptor: Int32 { XConnectionNumber(display) }

  /// Closes the connection; later calls do nothing.
  func close() {
    guard isOpen else { return }
    isOpen = false
    XCloseDisplay(display)
  }

  /// Waits until the socket is readable (or hung up), at most `seconds`.
  func waitReadable(seconds: Double) {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(max(0, min(seconds, 1e6)) * 1000)
    _ = poll(&descriptor, 1, milliseconds)
  }

  /// Sends every buffered request and waits until the server has handled them, then
  /// returns the protocol errors they caused.
  @discardableResult
  func sync() -> [String] {
    XSync(display, 0)
    return X11ProtocolErrors.take(for: display)
  }

  /// The atom named `name`, created if needed.
  func atom(_ name: String) -> Atom {
    XInternAtom(display, name, 0)
  }
}
