/// The naive and indexed paths on one query set of one scene.
public struct QuerySetMeasurement: Hashable, Sendable {
  /// The set's name.
  public var name: String
  /// The number of queries.
  public var queries: Int
  /// The naive walk.
  public var naive: PathMeasurement
  /// The index.
  public var indexed: PathMeasurement
  /// How many answers disagreed (0 for a passing run).
  public var disagreements: Int

  /// Creates a measurement.
  public init(name: String, queries: Int, naive: PathMeasurement, indexed: PathMeasurement, disagreements: Int) {
    self.name = name
    self.queries = queries
    self.naive = naive
    self.indexed = indexed
    self.disagreements = disagreements
  }

  /// The naive median over the indexed median.
  public var speedup: Double {
    indexed.latency.p50 > 0 ? naive.latency.p50 / indexed.latency.p50 : .infinity
  }

  /// The naive mean over the indexed mean: the naive walk's cost grows with the views in
  /// front of the answer, which shows in its mean and tail more than in its median.
  public var meanSpeedup: Double {
    indexed.latency.mean > 0 ? naive.latency.mean / indexed.latency.mean : .infinity
  }
}
