import Synchronization

/// The process's locale as Xlib uses it: opening an input method changes it for the call
/// (``X11KeyTranslator``), and Xlib reads it in every function that converts text or
/// parses a resource database (`setlocale(LC_CTYPE, NULL)`: the resource manager, the
/// first key lookup on a display, the keysym database). glibc's `setlocale` is not safe
/// beside either: a reader sees the other locale, or a name the change just freed. So both
/// run under this one lock, and windows may open on several threads at once.
package enum XlibLocale {
  private static let lock = Mutex(())

  /// `body`'s result, with no input method opening (nor any other call under this lock)
  /// on another thread meanwhile.
  package static func withLock<Result: Sendable, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { _ throws(Failure) -> Result in try body() }
  }
}
