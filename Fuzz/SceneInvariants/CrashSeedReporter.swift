import Glibc

/// Names the seeds being run when the fuzz tests crash, so a trap (a failed precondition,
/// an out-of-range index) in a long soak can be replayed: each shard records its seed in a
/// slot before running it, and a signal handler writes the slots to standard error before
/// handing the signal back to the handler that was there (the Swift backtracer).
package enum CrashSeedReporter {
  /// How many shards can report; more are not recorded.
  static let slots = 16

  /// The seed each shard is running, 0 when none; read by the signal handler.
  nonisolated(unsafe) static let seeds: UnsafeMutablePointer<UInt64> = {
    let p = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
    p.initialize(repeating: 0, count: slots)
    return p
  }()

  /// The handlers that were installed before ours, per signal number.
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    p.initialize(repeating: sigaction(), count: 65)
    return p
  }()

  static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Installs the handler; later calls do nothing.
  static let install: Void = {
    for s in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { signal, _, _ in CrashSeedReporter.report(signal) }
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(s, &action, previous + Int(s))
    }
  }()

  /// Records that `shard` is running `seed` (0: nothing).
  package static func running(_ seed: UInt64, shard: Int) {
    _ = install
    guard shard >= 0, shard < slots else { return }
    seeds[shard] = seed
  }

  /// Writes `fuzz: crashed while running seed N ...` without allocating, restores the
  /// previous handler and returns, so the faulting instruction traps again into it.
  private static func report(_ signal: Int32) {
    writeStatic("\nfuzz: crashed while running seed(s)")
    for i in 0..<slots where seeds[i] != 0 {
      writeNumber(seeds[i])
    }
    writeStatic("; replay one with FUZZ_SEED=<seed> FUZZ_SEQUENCES=1\n")
    sigaction(signal, previous + Int(signal), nil)
  }

  private static func writeStatic(_ text: StaticString) {
    _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
  }

  private static func writeNumber(_ value: UInt64) {
    // 20 digits and a leading space, on the stack.
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { raw in
      var v = value
      var i = raw.count
      repeat {
        i -= 1
        raw[i] = UInt8(48 + v % 10)
        v /= 10
      } while v > 0
      i -= 1
      raw[i] = 32
      _ = write(STDERR_FILENO, raw.baseAddress! + i, raw.count - i)
    }
  }
}
