import Dispatch
import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, taken over so a headless replay can end cleanly: instead of
/// dying at once, the process notes the signal; the replay then finishes its frame, closes
/// its trace and exits with 128 + the signal's number (130, 143, 129), as a shell reports a
/// killed process. (In the window, `X11Host` catches the same signals itself and says
/// which in `terminationSignal`; the status is the same.)
///
/// The signals are caught by dispatch sources, not a signal handler, so nothing runs in
/// signal context. (`@unchecked Sendable`: its state is immutable after `init` but for two
/// atomics, and dispatch sources may be cancelled from any thread.)
final class TerminationSignals: @unchecked Sendable {
  /// The signals taken over.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let first = Atomic<Int32>(0)
  private let stopped = Atomic<Bool>(false)
  private let sources: [any DispatchSourceSignal]

  /// Takes the signals over until ``stop()``.
  init() {
    sources = Self.handled.map { number in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    for (number, source) in zip(Self.handled, sources) {
      source.setEventHandler { [weak self] in self?.note(number) }
      source.resume()
    }
  }

  private func note(_ number: Int32) {
    _ = first.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
  }

  deinit { stop() }

  /// The first signal that arrived, or `nil`.
  var received: Int32? {
    let n = first.load(ordering: .sequentiallyConsistent)
    return n == 0 ? nil : n
  }

  /// The exit status for ending on `signal`: 128 + its number.
  static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

  /// Gives the signals back to their default action.
  func stop() {
    guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
    for source in sources { source.cancel() }
    for number in Self.handled { signal(number, SIG_DFL) }
  }
}
