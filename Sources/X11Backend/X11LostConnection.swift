import CX11
import Glibc
import Synchronization

/// What happens when the connection to the X server breaks: a message and an exit.
///
/// Xlib cannot continue after an I/O error, so the process ends: ``X11Window`` installs a
/// handler that runs the ``setCleanup(_:)`` hook, writes
/// `lost connection to the X server <display>` to standard error and calls `_exit` with
/// ``exitCode``. Broken pipes are ignored process-wide (`SIGPIPE`), so a write to a dead
/// server reaches this handler too instead of killing the process silently. ``X11Window``
/// polls in slices of at most a second, so a lost server is noticed within one.
public enum X11LostConnection {
  /// The exit code after a lost connection: 3 (1 is "cannot open display", 2 bad input).
  public static let exitCode: Int32 = 3

  /// The start of the message written to standard error.
  public static let message = "lost connection to the X server"

  private static let cleanup = Mutex<(@Sendable () -> Void)?>(nil)
  private static let installed = Mutex(false)

  /// Sets a function to run just before the exit, e.g. to flush a trace file; `nil` removes it.
  public static func setCleanup(_ body: (@Sendable () -> Void)?) {
    cleanup.withLock { $0 = body }
  }

  /// Installs the handler once per process; ``X11Window`` calls it.
  static func install() {
    installed.withLock { done in
      guard !done else { return }
      done = true
      signal(SIGPIPE, SIG_IGN)
      _ = XSetIOErrorHandler { display in
        X11LostConnection.exitAfterLoss(displayName: display.flatMap { XDisplayString($0) })
      }
    }
  }

  private static func exitAfterLoss(displayName: UnsafeMutablePointer<CChar>?) -> Never {
    let hook = cleanup.withLock { $0 }
    hook?()
    let name = displayName.map { String(cString: $0) } ?? ""
    let line = "\(message) \(name)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(exitCode)
  }
}
