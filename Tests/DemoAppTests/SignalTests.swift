import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

@testable import DemoApp

/// SIGINT, SIGTERM and SIGHUP end the demo cleanly (docs/EXIT_CODES.md): the recording
/// is written, the trace flushed whole, the X connection closed, and the status is
/// 128 + the signal's number.
@Suite(.serialized) struct SignalTests {
  @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129))])
  func aSignalInTheWindowKeepsTheRecording(signal: Int32, status: Int32) throws {
    let recording = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: recording) }
    let demo = try RunningDemo.ready(arguments: ["--record", recording.path])
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    try input.click(at: Point(x: 144, y: 180), in: demo.window)  // a pin: one recorded down and up
    let tapped = demo.waitForFrame { $0.contains("\"mainTaps\":1") }
    #expect(tapped != nil)
    demo.process.send(signal)
    #expect(demo.waitForExit() == .exited(status))
    let script = try DemoMain.loadScript(recording.path)
    #expect(script.events.count >= 2)
    let trace = try String(contentsOf: demo.trace, encoding: .utf8)
    #expect(trace.hasSuffix("}\n"))
    #expect(demo.errorText().isEmpty)
  }

  @Test func aSignalDuringAHeadlessReplayFlushesTheTrace() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    // Ten virtual minutes: far longer than it takes to send the signal.
    let script = dir.appendingPathComponent("long.json")
    try #"{"events": [{"t": 0.5, "type": "select", "detent": "large"}], "until": 600}"#
      .write(to: script, atomically: true, encoding: .utf8)
    let trace = dir.appendingPathComponent("trace.jsonl")
    let process = try ChildProcess(
      BuiltExecutable.url(named: "sheet-demo"), ["--headless", "--script", script.path, "--trace", trace.path])
    // Wait until frames are being written (a hang guard, not a timing assertion).
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline,
      ((try? FileManager.default.attributesOfItem(atPath: trace.path)[.size] as? Int) ?? 0) < 10_000
    {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(process.isRunning)
    process.terminate()
    #expect(process.waitUntilExit() == .exited(143))
    let text = try String(contentsOf: trace, encoding: .utf8)
    #expect(text.hasSuffix("}\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
  }
}
