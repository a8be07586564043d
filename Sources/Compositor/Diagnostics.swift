import Synchronization

/// Where the compositor reports input it corrected instead of rejecting: a clamped
/// detent, an ignored NaN frame, an unknown selection.
///
/// A report goes to the handler of the current task if one is set with
/// ``withHandler(_:_:)``, else to the process-wide handler of ``setHandler(_:)``, else
/// nowhere. Tests that run in parallel each collect their own with ``collecting(_:)``.
///
/// ```swift
/// let (_, messages) = Diagnostics.collecting { presentation.select(.fraction(.nan)) }
/// ```
public enum Diagnostics {
  /// The handler for the current task and the tasks it starts, if any.
  @TaskLocal static var taskHandler: (@Sendable (String) -> Void)?

  private static let processHandler = Mutex<(@Sendable (String) -> Void)?>(nil)

  /// Installs the process-wide handler that receives every diagnostic no task handler
  /// takes, or removes it with `nil`. An app sets it once, to print them.
  public static func setHandler(_ newHandler: (@Sendable (String) -> Void)?) {
    processHandler.withLock { $0 = newHandler }
  }

  /// Runs `body` with `handler` receiving the diagnostics it reports, in this task only.
  public static func withHandler<R>(
    _ handler: @escaping @Sendable (String) -> Void, _ body: () throws -> R
  ) rethrows -> R {
    try $taskHandler.withValue(handler, operation: body)
  }

  /// Runs `body` and returns its result with the diagnostics it reported, in order.
  public static func collecting<R>(_ body: () throws -> R) rethrows -> (R, [String]) {
    let messages = Mutex<[String]>([])
    let result = try withHandler({ m in messages.withLock { $0.append(m) } }, body)
    return (result, messages.withLock { $0 })
  }

  /// Sends `message` to the task's handler, else the process-wide one, if any.
  public static func report(_ message: String) {
    if let h = taskHandler {
      h(message)
      return
    }
    let h = processHandler.withLock { $0 }
    h?(message)
  }
}
