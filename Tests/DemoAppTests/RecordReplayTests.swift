import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

@testable import DemoApp

/// A real session recorded with `--record` replays headless to the same outcome.
@Suite(.serialized) struct RecordReplayTests {
  @Test func aRecordedSessionReplaysHeadlessToTheSameState() throws {
    let recording = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: recording) }
    let demo = try RunningDemo.ready(arguments: ["--record", recording.path])
    let input = try XTestInjector(displayName: demo.server.displayName)
    try input.click(at: Point(x: 144, y: 180), in: demo.window)  // the Bakery pin
    try input.drag(from: Point(x: 400, y: 360), to: Point(x: 400, y: 120), steps: 12, in: demo.window)
    #expect(demo.waitForFrame { $0.contains("\"phase\":\"resting\"") && !$0.contains("\"height\":250") } != nil)
    try input.key("3")
    #expect(demo.waitForFrame { $0.contains("\"detent\":\"large\",") && $0.contains("\"phase\":\"resting\"") } != nil)
    try input.key("q")
    input.close()
    #expect(demo.waitForExit() == .exited(0))
    let live = try #require(demo.frames().last)

    let script = try DemoMain.loadScript(recording.path)
    #expect(script.size == Size(width: 800, height: 600))
    #expect(script.events.contains { $0.typeName == "down" })
    #expect(script.events.contains { $0.action == .key(.text("3")) })
    let runner = HeadlessRunner(script: script)
    try runner.run()
    let p = runner.scene.presentation!
    #expect(live.contains("\"mainTaps\":\(runner.scene.topBar.tapCount)"), "\(live)")
    #expect(runner.scene.topBar.tapCount == 1)
    #expect(p.selectedDetent == .large)
    #expect(live.contains("\"detent\":\"large\""))
  }
}
