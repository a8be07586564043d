import Compositor

/// What the `hitbench` command line asked for.
public struct HitBenchOptions: Hashable, Sendable {
  /// What to measure.
  public var settings = BenchmarkSettings()
  /// Whether to print JSON instead of tables.
  public var json = false
  /// Where to write each scene, its queries and the expected answers, if anywhere.
  public var exportDirectory: String?
  /// Where to write the PNG plot of ns/query against views, if anywhere.
  public var plotPath: String?
  /// Whether to keep stderr free of progress lines.
  public var quiet = false
  /// Whether `--help` was asked for.
  public var showHelp = false

  /// The defaults.
  public init() {}
}
