import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// A `sheet-demo` process in a real X11 window on its own private Xvfb, its trace read
/// through the shared harness (`TracedWindowProcess`, as the accessibility tests launch it).
final class RunningDemo {
  /// What each of the demo's X windows' titles starts with.
  static let titlePrefix = "sheet-demo: "
  static let title = titlePrefix + "main"

  /// The demo executable, built next to the test bundle by `swift build --build-tests`.
  static var executable: URL { BuiltExecutable.directory.appendingPathComponent("sheet-demo") }
  let server: XvfbServer
  let harness: TracedWindowProcess
  var process: ChildProcess { harness.process }
  var trace: URL { harness.trace }
  var window: UInt { harness.window }

  /// Starts the demo at `size` on a server of `serverSize` pixels; its sheet sits along
  /// the bottom edge unless `placement` says otherwise, so the tests' coordinates name the
  /// same sheet at every width.
  init(
    size: String = "800x600", placement: String = "bottom", arguments: [String] = [],
    serverSize: (width: Int, height: Int) = (1024, 768), environment: [String: String] = [:]
  ) throws {
    server = try XvfbServer(width: serverSize.width, height: serverSize.height)
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    harness = try TracedWindowProcess(
      RunningDemo.executable, ["--size", size, "--placement", placement] + arguments,
      displayName: server.displayName, windowTitle: RunningDemo.title, environment: env)
  }

  /// Launches the demo and waits until its window is up and the sheet has come to rest.
  static func ready(
    size: String = "800x600", placement: String = "bottom", arguments: [String] = [],
    serverSize: (width: Int, height: Int) = (1024, 768), environment: [String: String] = [:]
  ) throws -> RunningDemo {
    _ = try BuiltExecutable.url(named: "sheet-demo")
    let demo = try RunningDemo(
      size: size, placement: placement, arguments: arguments, serverSize: serverSize, environment: environment)
    try #require(demo.window != 0, "the demo window did not appear")
    try #require(demo.waitForFrame { $0.contains("\"phase\":\"resting\"") } != nil, "the sheet never came to rest")
    return demo
  }

  func capture() throws -> CapturedImage {
    let inspector = try X11WindowInspector(displayName: server.displayName)
    defer { inspector.close() }
    return try inspector.capture(window: window)
  }

  /// Waits for the process to end (up to a hang guard) and returns its status.
  func waitForExit(seconds: Double = 10) -> ChildProcess.Termination? {
    process.waitUntilExit(seconds: seconds)
  }

  /// What the demo wrote to standard error, once it has exited.
  func errorText() -> String { process.readToEnd().error }

  /// Waits until a frame line of the trace satisfies `condition` and returns it, or returns
  /// `nil` after `seconds` (a hang guard for slow machines, not a timing assertion).
  func waitForFrame(seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    harness.waitForFrame(seconds: seconds, where: condition)
  }

  /// Waits until a trace line of any kind meets `condition`; returns it, or `nil` after
  /// `seconds`.
  func waitForLine(seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    harness.waitForLine(seconds: seconds, where: condition)
  }

  /// Waits until the trace as a whole (at least one line) meets `condition`, read once a
  /// poll; returns whether it did within `seconds` (a hang guard, not a timing assertion).
  /// For conditions on all the lines: `waitForLine` tries its condition on every line.
  func waitForTrace(seconds: Double = 30, where condition: ([String]) -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      let started = Date()
      let lines = traceLines()
      if !lines.isEmpty, condition(lines) { return true }
      // A check of a long trace takes a while (a field's text is its edits replayed): wait
      // as long again before the next, so the demo it waits for keeps most of the CPU.
      Thread.sleep(forTimeInterval: max(0.05, Date().timeIntervalSince(started)))
    }
    return false
  }

  /// The list sheet's part of a frame line: its `"sheet"` object (a frame line lists the
  /// details sheet too, once a row was tapped).
  static func sheet(_ line: String) -> String {
    guard let start = line.range(of: "\"sheet\":{") else { return "" }
    return String(line[start.lowerBound...].prefix { $0 != "}" })
  }

  /// The number after `"name":` in `text`, or `nil`.
  static func number(_ name: String, in text: String) -> Double? {
    guard let start = text.range(of: "\"\(name)\":") else { return nil }
    return Double(String(text[start.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }))
  }

  /// The frame lines of the trace.
  func frames() -> [String] { harness.frames() }

  func traceLines() -> [String] { harness.traceLines() }

  deinit {
    // The harness stops the demo before the server goes.
    process.terminate()
    _ = process.waitUntilExit(seconds: 10)
    server.stop()
  }
}
