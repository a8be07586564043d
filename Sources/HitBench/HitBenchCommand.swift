#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `hitbench` command: parses the arguments, runs the benchmark for each scene size,
/// prints tables or JSON, writes the export and the plot. Everything goes through the two
/// text sinks, so tests run it like the real command.
package enum HitBenchCommand {
  /// Exit status for a run where every answer agreed and every file was written.
  static let success: Int32 = 0
  /// Exit status for a disagreement between the naive walk and the index, or a file that
  /// could not be written.
  static let failure: Int32 = 1
  /// Exit status for a bad command line.
  static let usageError: Int32 = 2

  /// Runs the command with `arguments` (without the program name); returns the exit status.
  package static func run(
    arguments: [String], standardOutput: (String) -> Void, standardError: @escaping (String) -> Void
  ) -> Int32 {
    let options: HitBenchOptions
    do {
      options = try HitBenchOptions.parse(arguments)
    } catch {
      standardError("hitbench: error: \(error)\nusage: hitbench [options]   (hitbench --help for more)\n")
      return usageError
    }
    if options.showHelp {
      standardOutput(helpText)
      return success
    }
    if let plot = options.plotPath, let slash = plot.lastIndex(of: "/") {
      let folder = String(plot[..<slash])
      var info = stat()
      if !folder.isEmpty && stat(folder, &info) != 0 {
        standardError("hitbench: error: --plot: folder '\(folder)' does not exist\n")
        return usageError
      }
    }
    if let directory = options.exportDirectory {
      do {
        try FileSystem.makeDirectories(directory)
      } catch {
        standardError("hitbench: error: --export: \(error)\n")
        return failure
      }
    }

    let counts = options.settings.viewCounts
    var step = ""
    let benchmark = HitBenchmark(settings: options.settings) { line in
      if !options.quiet { standardError("hitbench: \(step)\(line)\n") }
    }
    var results: [SceneMeasurement] = []
    var disagreements: [HitTestDisagreement] = []
    for (i, views) in counts.enumerated() {
      step = counts.count > 1 ? "[\(i + 1)/\(counts.count)] " : ""
      let outcome = benchmark.run(views: views)
      results.append(outcome.measurement)
      disagreements += outcome.disagreements
      if let directory = options.exportDirectory {
        do {
          let folder = try SceneExport.write(outcome, seed: options.settings.seed, into: directory)
          if !options.quiet {
            standardError("hitbench: \(step)wrote \(folder)/scene.json, queries.json, answers.json\n")
          }
        } catch {
          standardError("hitbench: error: --export: \(error)\n")
          return failure
        }
      }
    }
    let report = BenchmarkReport(
      settings: options.settings, machine: .current(), clockOverhead: benchmark.clockOverhead, results: results,
      disagreements: disagreements)
    standardOutput(options.json ? report.json() : report.table())
    if let plot = options.plotPath {
      do {
        try ScalingPlot.write(report, to: plot)
        if !options.quiet { standardError("hitbench: wrote \(plot)\n") }
      } catch {
        standardError("hitbench: error: --plot: \(error)\n")
        return failure
      }
    }
    guard disagreements.isEmpty else {
      for d in disagreements { standardError("hitbench: error: \(d)\n") }
      return failure
    }
    return success
  }
}
