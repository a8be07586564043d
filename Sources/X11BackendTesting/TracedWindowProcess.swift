import Foundation

/// A program under test in a real X11 window, writing a JSON Lines trace the test reads: it
/// is started with `--trace FILE` on a display, its window is waited for by its title, and
/// the trace is read line by line as the program writes it. The one harness the demo's
/// window tests and its accessibility tests launch `sheet-demo` with.
///
/// Every wait has a deadline, a guard against a hang on a slow machine, not a timing
/// assertion. The process is stopped and the trace removed when this is released.
package final class TracedWindowProcess {
  /// The running program.
  package let process: ChildProcess
  /// The trace file it writes.
  package let trace: URL
  /// The X window found by its title, or 0 when it did not appear in time.
  package private(set) var window: UInt = 0

  /// Starts `executable` with `--trace` and `arguments` on `displayName`, with
  /// `environment` (this process's when `nil`; `DISPLAY` is set either way), and waits up
  /// to `seconds` for a window titled `windowTitle`.
  package init(
    _ executable: URL, _ arguments: [String], displayName: String, windowTitle: String,
    environment: [String: String]? = nil, standardError: ChildProcess.Output = .pipe, seconds: Double = 20
  ) throws {
    trace = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
    var env = environment ?? ProcessInfo.processInfo.environment
    env["DISPLAY"] = displayName
    process = try ChildProcess(
      executable, ["--trace", trace.path] + arguments, environment: env, standardError: standardError)
    let inspector = try X11WindowInspector(displayName: displayName)
    defer { inspector.close() }
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      if let w = inspector.findWindow(titled: windowTitle) {
        window = w
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  deinit {
    if process.isRunning {
      process.terminate()
      _ = process.waitUntilExit(seconds: 10)
    }
    try? FileManager.default.removeItem(at: trace)
  }

  /// The trace's lines so far.
  package func traceLines() -> [String] {
    ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The frame lines of the trace so far.
  package func frames() -> [String] { traceLines().filter { $0.contains("\"kind\":\"frame\"") } }

  /// Waits until a trace line of any kind meets `condition` and returns the last such line,
  /// or returns `nil` after `seconds`.
  package func waitForLine(seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      if let line = traceLines().last(where: condition) { return line }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// Waits until the latest frame line satisfies `condition` and returns it, or returns
  /// `nil` after `seconds`.
  package func waitForFrame(seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      if let line = frames().last, condition(line) { return line }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }
}
