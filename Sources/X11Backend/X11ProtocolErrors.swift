import CX11
import Glibc
import Synchronization

/// Protocol errors the server sent, kept until the connection they belong to collects them.
///
/// Xlib's default error handler exits the process on any protocol error. Ours records the
/// error instead, so an expected failure (MIT-SHM attach on a remote server) becomes a
/// fallback and an unexpected one becomes a diagnostic, never a silent exit.
enum X11ProtocolErrors {
  /// One recorded error, stripped of pointers so it can cross threads.
  struct Record: Sendable {
    var displayAddress: UInt
    var errorCode: UInt8
    var requestCode: UInt8
    var minorCode: UInt8
  }

  private static let records = Mutex<[Record]>([])
  /// How many errors `records` holds. Nearly every sync finds none, and reads this instead
  /// of taking the process-wide lock: windows on other threads sync at every frame and
  /// would otherwise meet on it (and ThreadSanitizer, reporting each meeting as a race it
  /// then finds suppressed, stalls the thread for the report's symbols; in a test timing
  /// frames against the vblank, a whole drag's worth of frames).
  private static let count = Atomic<Int>(0)
  private static let installed = Mutex(false)

  /// Installs the recording handler once per process, with an I/O error handler that
  /// leaves the lost connection to its exit handler (see ``X11Connection``) instead of
  /// printing Xlib's message, and ignores broken pipes, so a write to a dead server is an
  /// I/O error too instead of a silent end of the process.
  static func install() {
    installed.withLock { done in
      guard !done else { return }
      done = true
      signal(SIGPIPE, SIG_IGN)
      _ = XSetIOErrorHandler { _ in 0 }
      _ = XSetErrorHandler { display, event in
        guard let display, let event else { return 0 }
        let record = Record(
          displayAddress: X11ProtocolErrors.address(of: display),
          errorCode: event.pointee.error_code, requestCode: event.pointee.request_code,
          minorCode: event.pointee.minor_code)
        X11ProtocolErrors.records.withLock { all in
          all.append(record)
          X11ProtocolErrors.count.store(all.count, ordering: .releasing)
        }
        return 0
      }
    }
  }

  /// Removes and returns, as readable messages, the errors recorded for `display`.
  ///
  /// Call after `XSync` to be sure every error of the requests before it has arrived.
  /// (Xlib calls the handler on the thread that syncs, the one using `display`: so when
  /// the count is 0 here, none of `display`'s errors can be in `records`.)
  static func take(for display: OpaquePointer) -> [String] {
    guard count.load(ordering: .acquiring) > 0 else { return [] }
    let address = Self.address(of: display)
    let mine = records.withLock { all in
      let taken = all.filter { $0.displayAddress == address }
      all.removeAll { $0.displayAddress == address }
      count.store(all.count, ordering: .releasing)
      return taken
    }
    return mine.map { describe($0, display: display) }
  }

  /// Drops the errors recorded for the display that was at `address`, once it is closed.
  ///
  /// `XCloseDisplay` syncs, and the errors of the requests since the last ``take(for:)``
  /// arrive then, with no one left to take them. Kept, they would hold ``count`` above 0
  /// for the rest of the process, so that every sync of every display took the lock again,
  /// and a display later opened at the same address would report them as its own.
  static func discard(for address: UInt) {
    guard count.load(ordering: .acquiring) > 0 else { return }
    records.withLock { all in
      all.removeAll { $0.displayAddress == address }
      count.store(all.count, ordering: .releasing)
    }
  }

  /// How many errors are recorded for the display at `address`, not yet taken.
  static func pending(for address: UInt) -> Int {
    records.withLock { all in all.count { $0.displayAddress == address } }
  }

  /// The key `display`'s errors are recorded under: its address.
  static func address(of display: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
  }

  private static func describe(_ record: Record, display: OpaquePointer) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(record.errorCode), &buffer, Int32(buffer.count))
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return "X protocol error \(text) (request \(record.requestCode).\(record.minorCode))"
  }
}
