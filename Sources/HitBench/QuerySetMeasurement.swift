/// The naive and indexed paths on one query set of one scene.
struct QuerySetMeasurement: Hashable, Sendable {
  /// The set's name.
  var name: String
  /// The number of queries.
  var queries: Int
  /// The naive walk.
  var naive: PathMeasurement
  /// The index.
  var indexed: PathMeasurement
  /// How many answers disagreed (0 for a passing run).
  var disagreements: Int

  /// Creates a measurement.
  init(name: String, queries: Int, naive: PathMeasurement, indexed: PathMeasurement, disagreements: Int) {
    self.name = name
    self.queries = queries
    self.naive = naive
    self.indexed = indexed
    self.disagreements = disagreements
  }

  /// The naive median over the indexed median.
  var speedup: Double {
    indexed.latency.p50 > 0 ? naive.latency.p50 / indexed.latency.p50 : .infinity
  }

  /// The naive mean over the indexed mean: the naive walk's cost grows with the views in
  /// front of the answer, which shows in its mean and tail more than in its median.
  var meanSpeedup: Double {
    indexed.latency.mean > 0 ? naive.latency.mean / indexed.latency.mean : .infinity
  }
}
