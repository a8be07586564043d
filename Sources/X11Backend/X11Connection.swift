import CX11
import Compositor
import Glibc

/// One open connection to an X server, closed exactly once.
///
/// A connection whose server goes away is marked lost (``isLost``) instead of ending the
/// process, as Xlib would: its I/O error exit handler returns, after which Xlib's calls on
/// the display do nothing, and the code using it reports the loss as an error.
///
/// Shared with the test helpers in `X11BackendTesting` at `package` access, not public API.
package final class X11Connection {
  /// The Xlib display handle.
  package let display: OpaquePointer
  /// The name the connection was opened with, as Xlib resolved it (e.g. `:3`).
  package let name: String
  private(set) var isOpen = true
  /// Whether the server went away (or the socket broke): nothing more can be done on it.
  package private(set) var isLost = false

  /// Opens `displayName`, or `$DISPLAY` when it is `nil`.
  package init(displayName: String?) throws(X11Error) {
    X11ProtocolErrors.install()
    let opened: OpaquePointer? =
      if let displayName { XOpenDisplay(displayName) } else { XOpenDisplay(nil) }
    guard let opened else {
      let requested = displayName ?? String(cString: XDisplayName(nil))
      throw .cannotOpenDisplay(requested)
    }
    display = opened
    name = String(cString: XDisplayString(opened))
    XSetIOErrorExitHandler(
      opened,
      { _, context in
        guard let context else { return }
        Unmanaged<X11Connection>.fromOpaque(context).takeUnretainedValue().isLost = true
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit { close() }

  /// The default screen's number.
  package var screen: Int32 { XDefaultScreen(display) }

  /// The default screen's root window.
  package var root: UInt { XRootWindow(display, screen) }

  /// The socket's file descriptor.
  var fileDescriptor: Int32 { XConnectionNumber(display) }

  /// Closes the connection; later calls do nothing.
  package func close() {
    guard isOpen else { return }
    isOpen = false
    let address = X11ProtocolErrors.address(of: display)
    XCloseDisplay(display)
    // Errors that arrived as it closed, or since the last sync, have no one to take them.
    X11ProtocolErrors.discard(for: address)
  }

  /// Waits until the socket is readable (or hung up), or `other` is, at most `seconds`;
  /// returns whether `other` is readable.
  @discardableResult
  func waitReadable(seconds: Double, alsoWatching other: Int32? = nil) -> Bool {
    let readable = waitReadable(seconds: seconds, alsoWatching: other.map { [$0] } ?? [])
    return readable.contains { $0 == other }
  }

  /// Waits until the socket is readable (or hung up), or one of `others` is, at most
  /// `seconds` (`nil`: as long as it takes); returns the descriptors of `others` that are
  /// readable or hung up. Events Xlib already holds count as readable: the wait is then
  /// none.
  func waitReadable(seconds: Double?, alsoWatching others: [Int32]) -> [Int32] {
    var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
    descriptors += others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let queued = isLost ? 0 : XEventsQueued(display, QueuedAlready)
    let wait = queued > 0 || isLost ? 0 : seconds.map { max(0, min($0, 1e6)) }
    let nanoseconds = wait.map { Int64(($0 * 1e9).rounded(.up)) } ?? -1
    let count = sheet_compositor_poll(&descriptors, nfds_t(descriptors.count), nanoseconds)
    guard count > 0 else { return [] }
    return descriptors.dropFirst().filter { $0.revents != 0 }.map(\.fd)
  }

  /// Sends every buffered request and waits until the server has handled them, then
  /// returns the protocol errors they caused.
  @discardableResult
  package func sync() -> [String] {
    XSync(display, 0)
    return X11ProtocolErrors.take(for: display)
  }

  /// Reports the protocol errors the server sent since the last call (or ``sync()``)
  /// through `Diagnostics`.
  func reportProtocolErrors() {
    for message in X11ProtocolErrors.take(for: display) {
      Diagnostics.report("X11 \(name): \(message)")
    }
  }

  /// The atom named `name`, created if needed.
  package func atom(_ name: String) -> Atom {
    XInternAtom(display, name, 0)
  }
}
