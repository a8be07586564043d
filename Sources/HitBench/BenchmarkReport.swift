/// Everything a run measured, ready to print as tables or JSON or to plot.
struct BenchmarkReport: Sendable {
  /// What was measured.
  var settings: BenchmarkSettings
  /// Where it was measured.
  var machine: MachineDescription
  /// The clock overhead subtracted from each timed query, in ns.
  var clockOverhead: Double
  /// One entry per scene size, in the order measured.
  var results: [SceneMeasurement]
  /// The answers where the index disagreed with the naive walk (empty for a passing run).
  var disagreements: [HitTestDisagreement]

  /// Creates a report.
  init(
    settings: BenchmarkSettings, machine: MachineDescription, clockOverhead: Double, results: [SceneMeasurement],
    disagreements: [HitTestDisagreement]
  ) {
    self.settings = settings
    self.machine = machine
    self.clockOverhead = clockOverhead
    self.results = results
    self.disagreements = disagreements
  }
}
