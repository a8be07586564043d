import Dispatch
import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, taken over so the demo can end cleanly: instead of dying
/// at once, the process notes the signal and wakes its loop through a pipe; the loop then
/// writes the recording, flushes the trace, closes the X connection and exits with
/// 128 + the signal's number (130, 143, 129), as a shell reports a killed process.
///
/// The signals are caught by dispatch sources, not a signal handler, so nothing runs in
/// signal context. (`@unchecked Sendable`: its state is immutable after `init` but for two
/// atomics, and dispatch sources may be cancelled from any thread.)
final class TerminationSignals: @unchecked Sendable {
  /// The signals taken over.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Readable once a signal arrived; a loop that blocks adds it to what it waits on.
  let wakeDescriptor: Int32
  private let writeDescriptor: Int32
  private let first = Atomic<Int32>(0)
  private let stopped = Atomic<Bool>(false)
  private let sources: [any DispatchSourceSignal]

  /// Takes the signals over until ``stop()``.
  init() {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    wakeDescriptor = ends[0]
    writeDescriptor = ends[1]
    _ = fcntl(wakeDescriptor, F_SETFL, fcntl(wakeDescriptor, F_GETFL) | O_NONBLOCK)
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
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  deinit {
    stop()
    close(wakeDescriptor)
    close(writeDescriptor)
  }

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
