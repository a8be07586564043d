/// Order statistics of a set of timings, in nanoseconds.
struct LatencySummary: Hashable, Sendable {
  /// The median.
  var p50: Double
  /// The 99th percentile.
  var p99: Double
  /// The mean.
  var mean: Double
  /// The largest.
  var max: Double
  /// How many timings.
  var count: Int

  /// Summarizes `samples` (nearest-rank percentiles); all zero for none.
  init(samples: [Double]) {
    count = samples.count
    guard !samples.isEmpty else {
      p50 = 0
      p99 = 0
      mean = 0
      max = 0
      return
    }
    let sorted = samples.sorted()
    func rank(_ q: Double) -> Double {
      let i = Swift.min(sorted.count - 1, Swift.max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))
      return sorted[i]
    }
    p50 = rank(0.5)
    p99 = rank(0.99)
    mean = sorted.reduce(0, +) / Double(sorted.count)
    max = sorted[sorted.count - 1]
  }
}
