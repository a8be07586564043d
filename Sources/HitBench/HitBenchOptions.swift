import Compositor

/// What the `hitbench` command line asked for.
struct HitBenchOptions: Hashable, Sendable {
  /// What to measure.
  var settings = BenchmarkSettings()
  /// Whether to print JSON instead of tables.
  var json = false
  /// Where to write each scene, its queries and the expected answers, if anywhere.
  var exportDirectory: String?
  /// Where to write the PNG plot of ns/query against views, if anywhere.
  var plotPath: String?
  /// Whether to keep stderr free of progress lines.
  var quiet = false
  /// Whether `--help` was asked for.
  var showHelp = false

  /// The defaults.
  init() {}
}
