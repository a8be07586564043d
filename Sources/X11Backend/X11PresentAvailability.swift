/// Whether a window's frames go through the X Present extension: the queue that presents
/// them at vblanks, or why there is none.
///
/// Apart from ``X11Window`` because it is one decision, taken when the window is made,
/// that the rest of the window only reads: which way frames go (``queue``), and for
/// diagnostics why not Present (``unavailableReason``). The window closes the queue in
/// `close()`.
enum X11PresentAvailability {
  /// The server offers Present 1.0 or later and it was asked for: frames go through it.
  case available(X11PresentQueue)
  /// Frames are uploaded straight into the window, for this reason.
  case unavailable(reason: String)

  /// Present for `window` (of `depth`) on `connection` when `wanted` and the server
  /// offers it, the window's completion and idle events then asked for.
  static func make(wanted: Bool, connection: X11Connection, window: UInt, depth: Int32) -> Self {
    guard wanted else { return .unavailable(reason: "the Present extension was not asked for") }
    switch X11PresentQueue.make(connection: connection, drawable: window, depth: depth) {
    case .success(let queue):
      queue.watch(window)
      return .available(queue)
    case .failure(let unavailable):
      return .unavailable(reason: unavailable.reason)
    }
  }

  /// The queue frames go through, when they go through Present.
  var queue: X11PresentQueue? {
    guard case .available(let queue) = self else { return nil }
    return queue
  }

  /// Why frames do not go through the Present extension, when they do not.
  var unavailableReason: String? {
    guard case .unavailable(let reason) = self else { return nil }
    return reason
  }
}
