import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// Output files that cannot be written end the run with status 3 and a line naming the
/// file, in the window as headless: at start when the path is bad, at the end when writing
/// fails.
@Suite(.serialized) struct OutputFailureTests {
  /// Runs the demo in a window on a private Xvfb with `arguments`; `drive` gets the window
  /// once it shows.
  static func runWindow(
    _ arguments: [String], drive: (XvfbServer, UInt) throws -> Void = { _, _ in }
  ) throws -> (status: ChildProcess.Termination?, error: String) {
    _ = try BuiltExecutable.url(named: "sheet-demo")
    let server = try XvfbServer(width: 1024, height: 768)
    defer { server.stop() }
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = server.displayName
    let args = ["--size", "800x600", "--placement", "bottom"] + arguments
    let p = try ChildProcess(RunningDemo.executable, args, environment: env, standardError: .pipe)
    let inspector = try X11WindowInspector(displayName: server.displayName)
    defer { inspector.close() }
    let deadline = ContinuousClock.now + .seconds(10)
    var window: UInt?
    // The window, or the process ending without one: whichever comes first.
    while ContinuousClock.now < deadline, window == nil, p.waitUntilExit(seconds: 0.05) == nil {
      window = inspector.findWindow(titled: RunningDemo.title)
    }
    if let window { try drive(server, window) }
    let status = p.waitUntilExit(seconds: 20)
    if status == nil { p.terminate() }
    return (status, p.readToEnd().error)
  }

  @Test func anUnwritableRecordingEndsTheWindowAtStartWithThree() throws {
    var opened = false
    let r = try Self.runWindow(["--record", "/nonexistent/dir/session.json"]) { _, _ in opened = true }
    #expect(r.status == .exited(3))
    #expect(r.error == "sheet-demo: cannot create /nonexistent/dir/session.json\n")
    #expect(!opened, "the window opened before the recording file was checked")
  }

  /// A recording that cannot be written when the session ends (here to `/dev/full`, which
  /// opens but takes no byte: a full disk) is reported and makes the status 3. (A file size
  /// limit would do the same, but limits the sanitizers' own files too.)
  @Test func aRecordingThatCannotBeSavedIsReportedWithThree() throws {
    let recording = URL(fileURLWithPath: "/dev/full")
    let r = try Self.runWindow(["--record", recording.path]) { server, window in
      let input = try XTestInjector(displayName: server.displayName)
      defer { input.close() }
      try input.move(to: Point(x: 400, y: 200), in: window)
      // About 40 bytes of script each: well past 1 KiB.
      for i in 0..<60 { try input.move(to: Point(x: 300 + Double(i), y: 200), in: window) }
      for _ in 0..<30 { try input.key("x") }
      Thread.sleep(forTimeInterval: 0.3)
      try input.key("q")
    }
    #expect(r.status == .exited(3))
    #expect(r.error.contains("sheet-demo: cannot write \(recording.path)\n"), "\(r.error)")
  }
}
