/// How fast one hit-test path answered one query set.
struct PathMeasurement: Hashable, Sendable {
  /// Per-query latency, each query timed on its own (clock overhead subtracted), in ns.
  var latency: LatencySummary
  /// Queries per second in a tight loop over the set (no per-query timing).
  var queriesPerSecond: Double

  /// Creates a measurement.
  init(latency: LatencySummary, queriesPerSecond: Double) {
    self.latency = latency
    self.queriesPerSecond = queriesPerSecond
  }
}
