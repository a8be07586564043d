/// Everything a run measured, ready to print as tables or JSON or to plot.
public struct BenchmarkReport: Sendable {
  /// What was measured.
  public var settings: BenchmarkSettings
  /// Where it was measured.
  public var machine: MachineDescription
  /// The clock overhead subtracted from each timed query, in ns.
  public var clockOverhead: Double
  /// One entry per scene size, in the order measured.
  public var results: [SceneMeasurement]
  /// The answers where the index disagreed with the naive walk (empty for a passing run).
  public var disagreements: [HitTestDisagreement]

  /// Creates a report.
  public init(
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
