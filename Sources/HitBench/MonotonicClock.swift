#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Nanoseconds from the system's monotonic clock, read with one vDSO call.
enum MonotonicClock {
  /// The current time in nanoseconds since an arbitrary start.
  @inline(__always)
  static func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
  }

  /// The median cost of reading the clock twice in a row, to subtract from short timings.
  static func overhead() -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(2000)
    for _ in 0..<2000 {
      let t0 = nanoseconds()
      let t1 = nanoseconds()
      samples.append(Double(t1 &- t0))
    }
    return LatencySummary(samples: samples).p50
  }
}
