import CX11
import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP as bytes in a pipe, for a loop that waits on descriptors.
///
/// A plain C handler (in `CX11`'s shim) writes each caught signal's number to the pipe of
/// every live instance and does nothing else, which is all a signal handler may safely do;
/// the loop reads the number when the pipe is readable. No dispatch source, no Swift code in
/// signal context, no queue or actor for the compiler to infer. The handlers are installed
/// when the first instance is made and the previous actions put back when the last one is
/// closed.
final class TerminationSignalPipe {
  /// The signals caught.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The process-wide state: how many instances are live and the actions they replaced.
  private struct Installation {
    var users = 0
    var previous: [sigaction] = []
  }

  private static let installation = Mutex(Installation())

  /// Readable once a signal was caught; ``take()`` reads which.
  let readDescriptor: Int32
  private let writeDescriptor: Int32
  private var slot: Int32 = -1

  /// Catches the signals into a new pipe; `nil` when no pipe or slot could be had.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readDescriptor = ends[0]
    writeDescriptor = ends[1]
    let added = Self.installation.withLock { state -> Int32 in
      // The handler's table (in CX11's shim), read in signal context: a slot holds a
      // write end + 1.
      let table = sheet_compositor_signal_pipes()!
      guard let free = (0..<Int(SHEET_COMPOSITOR_SIGNAL_PIPES)).first(where: { table[$0] == 0 }) else { return -1 }
      table[free] = writeDescriptor + 1
      if state.users == 0 {
        state.previous = Self.signals.map { number in
          var old = sigaction()
          _ = sheet_compositor_catch_signal(number, &old)
          return old
        }
      }
      state.users += 1
      return Int32(free)
    }
    guard added >= 0 else {
      Glibc.close(readDescriptor)
      Glibc.close(writeDescriptor)
      return nil
    }
    slot = added
  }

  deinit { close() }

  /// The first signal caught since the last call, if any; empties the pipe.
  func take() -> Int32? {
    var first: Int32?
    var buffer = [UInt8](repeating: 0, count: 16)
    while true {
      let n = read(readDescriptor, &buffer, buffer.count)
      guard n > 0 else { break }
      if first == nil { first = Int32(buffer[0]) }
    }
    return first
  }

  /// Stops catching into this pipe; the last instance closed gives the signals their
  /// previous actions back. Later calls do nothing.
  func close() {
    guard slot >= 0 else { return }
    let closing = slot
    slot = -1
    Self.installation.withLock { state in
      sheet_compositor_signal_pipes()![Int(closing)] = 0
      state.users -= 1
      if state.users == 0 {
        for (number, var old) in zip(Self.signals, state.previous) { _ = sheet_compositor_restore_signal(number, &old) }
        state.previous = []
      }
    }
    Glibc.close(readDescriptor)
    Glibc.close(writeDescriptor)
  }
}
