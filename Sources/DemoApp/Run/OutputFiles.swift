import Foundation

/// The files a run writes, opened before anything runs, by the window and the headless
/// replay alike: a path that cannot be written stops the run at once with status 3
/// (docs/EXIT_CODES.md), rather than after the run or never.
struct OutputFiles {
  /// The `--trace` file.
  let trace: LineFile?
  /// The `--record` file, written when the session ends.
  let recording: LineFile?

  /// Opens the trace and recording files `options` name, and checks that the `--animation`
  /// file can be created.
  init(_ options: CommandLineOptions) throws {
    trace = try options.tracePath.map { try LineFile(path: $0) }
    recording = try options.recordPath.map { try LineFile(path: $0) }
    if let path = options.animationPath, !FileManager.default.createFile(atPath: path, contents: nil) {
      throw RuntimeError("cannot create \(path)")
    }
  }

  /// Runs every one of `steps`, whatever fails, so one failed file does not cost the
  /// others; throws the first failure and reports the rest on standard error.
  static func finish(_ steps: [() throws -> Void]) throws {
    var first: (any Error)?
    for step in steps {
      do {
        try step()
      } catch {
        if first == nil { first = error } else { DemoMain.printError("sheet-demo: \(error)") }
      }
    }
    if let first { throw first }
  }
}
