import Foundation
import Testing
import X11BackendTesting

@testable import DemoApp

/// The built `sheet-demo` program, run as a user runs it: its exit status and what it
/// writes to standard error.
@Suite struct CommandLineEndToEndTests {

  /// Runs the program with `arguments` in a bare environment (the sanitizers' options
  /// passed on, so a sanitized build reads its suppressions as this process does);
  /// returns the exit status, stdout and stderr.
  func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    var environment = ["PATH": "/usr/bin:/bin"]
    for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
      environment[key] = value
    }
    let p = try ChildProcess(
      BuiltExecutable.url(named: "sheet-demo"), arguments, environment: environment,
      standardOutput: .pipe, standardError: .pipe)
    let (out, err) = p.readToEnd()
    guard case .exited(let status) = p.waitUntilExit() else { return (-1, out, err) }
    return (status, out, err)
  }

  @Test func anUnknownFlagExitsTwoNamingIt() throws {
    let r = try run(["--sise", "640x480"])
    #expect(r.status == 2)
    #expect(r.err == "sheet-demo: --sise: unknown option (see --help)\n")
    #expect(r.out.isEmpty)
  }

  @Test func aBadValueExitsTwoNamingTheFlag() throws {
    let r = try run(["--headless", "--describe", "--size", "640x0"])
    #expect(r.status == 2)
    #expect(r.err == "sheet-demo: --size: expected WIDTHxHEIGHT with each side in 1...8192, got '640x0'\n")
  }

  @Test func aBadScriptExitsTwoNamingLineAndField() throws {
    let file = try TemporaryFile("{\"events\": [\n  {\"t\": 0, \"type\": \"down\", \"x\": 1e6, \"y\": 0}\n]}\n")
    let r = try run(["--headless", "--script", file.path])
    #expect(r.status == 2)
    #expect(r.err == "sheet-demo: script: line 2: events[0].x: 1000000.0 is above the maximum 100000.0\n")
  }

  @Test func anUnwritableTraceExitsThree() throws {
    let file = try TemporaryFile("{\"events\": []}")
    let r = try run(["--headless", "--script", file.path, "--trace", "/nonexistent/dir/trace.jsonl"])
    #expect(r.status == 3)
    #expect(r.err == "sheet-demo: cannot create /nonexistent/dir/trace.jsonl\n")
  }

  /// Frames and animations that cannot be written are output failures (3), not bad flags
  /// (2), and they are found before the replay runs.
  @Test func unwritableFramesAndAnimationsExitThreeAtStart() throws {
    let file = try TemporaryFile("{\"events\": []}")
    let frames = try run(["--headless", "--script", file.path, "--frames", "/proc/no/frames"])
    #expect(frames.status == 3)
    #expect(frames.err == "sheet-demo: cannot create directory /proc/no/frames\n")
    let animation = try run(["--headless", "--script", file.path, "--animation", "/nonexistent/dir/a.gif"])
    #expect(animation.status == 3)
    #expect(animation.err == "sheet-demo: cannot create /nonexistent/dir/a.gif\n")
  }

  @Test func aGoodScriptExitsZero() throws {
    let file = try TemporaryFile(
      "{\"events\": [{\"t\": 0.5, \"type\": \"down\", \"x\": 72, \"y\": 26}, {\"t\": 0.55, \"type\": \"up\", \"x\": 72, \"y\": 26}]}"
    )
    let r = try run(["--headless", "--script", file.path])
    #expect(r.status == 0)
    #expect(r.err == "sheet-demo: replayed 2 events in 94 frames; 1 taps reached the main window\n")
  }

  @Test func helpExitsZeroAndListsTheExitCodes() throws {
    let r = try run(["--help"])
    #expect(r.status == 0)
    #expect(r.out.contains("0 success · 1 cannot open the display · 2 bad flags or script\n"))
    #expect(r.out.contains("3 runtime error, or the connection to the X server was lost"))
    #expect(r.err.isEmpty)
  }
}
