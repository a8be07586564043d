import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The host stops on SIGINT, SIGTERM and SIGHUP by itself (issue 29), tried on the
/// `x11-probe` app in a process of its own: a signal to the test process would reach every
/// host the parallel tests run.
@Suite("Stopping on termination signals")
struct TerminationSignalTests {
  @Test(
    "SIGINT, SIGTERM and SIGHUP end the host's run and its app's cleanup runs",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalEndsTheRun(signal: Int32) throws {
    let server = try XvfbServer(width: 320, height: 240)
    defer { server.stop() }
    let child = try ChildProcess(
      try BuiltExecutable.url(named: "x11-probe"), ["--display", server.displayName], standardOutput: .pipe,
      standardError: .pipe)
    let descriptor = try #require(child.outputDescriptor)
    // A hang guard, not a speed requirement.
    try #require(PipeLines.readLine(from: descriptor, until: .now + .seconds(10)) == "ready")
    child.send(signal)
    #expect(PipeLines.readLine(from: descriptor, until: .now + .seconds(10)) == "stopped by signal \(signal)")
    #expect(child.waitUntilExit(seconds: 10) == .exited(0))
    #expect(child.readToEnd().error == "")
  }

  @Test("an app that keeps the signals to itself is ended by their default action")
  func optingOut() throws {
    let server = try XvfbServer(width: 320, height: 240)
    defer { server.stop() }
    let child = try ChildProcess(
      try BuiltExecutable.url(named: "x11-probe"), ["--display", server.displayName, "--keep-signals"],
      standardOutput: .pipe, standardError: .pipe)
    let descriptor = try #require(child.outputDescriptor)
    try #require(PipeLines.readLine(from: descriptor, until: .now + .seconds(10)) == "ready")
    child.send(SIGTERM)
    #expect(child.waitUntilExit(seconds: 10) == .signalled(SIGTERM))
  }
}
