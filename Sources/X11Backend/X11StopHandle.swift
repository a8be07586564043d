import Glibc
import Synchronization

/// Stops an ``X11Host`` from anywhere: another thread, a timer. The host's loop wakes at
/// once and ends after the frame in progress.
///
/// The host stops on SIGINT, SIGTERM and SIGHUP by itself
/// (``X11Host/Configuration/stopsOnTerminationSignals``); this handle is for everything
/// else. ``stop()`` is not async-signal-safe: call it from a thread, never from a signal
/// handler.
public final class X11StopHandle: Sendable {
  private let stopped = Atomic<Bool>(false)
  /// The pipe the loop waits on beside the X connection; a byte in it wakes the loop.
  let wakeDescriptor: Int32
  private let writeDescriptor: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeDescriptor = ends[0]
    writeDescriptor = ends[1]
  }

  deinit {
    close(wakeDescriptor)
    close(writeDescriptor)
  }

  /// Asks the host's ``X11Host/run()`` to return after the frame in progress.
  public func stop() {
    stopped.store(true, ordering: .sequentiallyConsistent)
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Whether a stop was asked for since the last ``reset()``.
  var isStopped: Bool { stopped.load(ordering: .sequentiallyConsistent) }

  /// Clears a stop, for the next run, and empties the pipe.
  func reset() {
    stopped.store(false, ordering: .sequentiallyConsistent)
    drain()
  }

  /// Empties the pipe after it woke the loop.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
  }
}
