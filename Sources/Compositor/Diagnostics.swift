import Synchronization

/// Where the compositor reports input it corrected instead of rejecting: a clamped
/// detent, an ignored NaN frame, an unknown selection.
///
/// By default messages go nowhere; an app or a test installs a handler to see them.
public enum Diagnostics {
  private static let handler = Mutex<(@Sendable (String) -> Void)?>(nil)

  /// Installs the function that receives every diagnostic, or removes it with `nil`.
  public static func setHandler(_ newHandler: (@Sendable (String) -> Void)?) {
    handler.withLock { $0 = newHandler }
  }

  /// Sends `message` to the installed handler, if any.
  public static func report(_ message: String) {
    let h = handler.withLock { $0 }
    h?(message)
  }
}
