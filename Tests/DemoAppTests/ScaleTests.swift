import CommandLineSupport
import Compositor
import Foundation
import Rendering
import Testing

@testable import DemoApp

/// The demo at other scales: a script's `"scale"` and `--scale` set the pixels per point of
/// the frames, and nothing else. Events and traces speak in points.
@Suite struct ScaleTests {
  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/scripts")

  /// The trace of `script` replayed at `scale` with every frame drawn, and the last frame.
  static func replay(_ name: String, scale: Double?) throws -> (trace: [String], frame: PixelSurface?) {
    let text = try String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)
    let runner = HeadlessRunner(script: try Script.parse(text), scale: scale)
    let renderer = FrameRenderer(assets: DemoAssets.catalog)
    var lines: [String] = []
    var last: PixelSurface?
    runner.traceLines { lines.append($0) }
    runner.onFrame = { _, frame in last = try renderer.render(frame).surface }
    try runner.run()
    return (lines, last)
  }

  /// The readme's story (drags, flicks, a tap through the sheet, a dismissal) traces the
  /// same at 1, 1.5 and 2, byte for byte, while its frames are drawn at each scale.
  @Test func theTraceIsTheSameAtEveryScale() throws {
    let (reference, first) = try Self.replay("readme.json", scale: 1)
    #expect(reference.count > 100)
    #expect(first?.width == 1280)
    for scale in [1.5, 2.0] {
      let (trace, frame) = try Self.replay("readme.json", scale: scale)
      #expect(frame?.width == Int(1280 * scale) && frame?.height == Int(800 * scale))
      #expect(trace.count == reference.count)
      let firstDifference = zip(trace, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(firstDifference == nil, "line \(firstDifference ?? 0) differs at scale \(scale)")
    }
  }

  /// A script's `"scale"` is read, written back and bounded like any other number.
  @Test func aScriptSetsTheScale() throws {
    let s = try Script.parse(#"{"scale": 1.5, "events": []}"#)
    #expect(s.scale == 1.5)
    #expect(try Script.parse(s.jsonText()).scale == 1.5)
    #expect(HeadlessRunner(script: s).scene.screen.scale == 1.5)
    #expect(HeadlessRunner(script: s, scale: 2).scene.screen.scale == 2)
    #expect(HeadlessRunner(script: Script()).scene.screen.scale == 1)
    #expect(try Script.parse(#"{"events": []}"#).scale == nil)
  }

  @Test(arguments: [#"{"scale": 0}"#, #"{"scale": 9}"#, #"{"scale": "2"}"#, "{\n\"scale\": -1}"])
  func aBadScaleIsRefusedNamingIt(text: String) {
    do {
      let s = try Script.parse(text)
      Issue.record("accepted \(s)")
    } catch {
      #expect("\(error)".contains("scale"), "\(error)")
      #expect("\(error)".contains("line \(text.contains("\n") ? 2 : 1)"), "\(error)")
    }
  }

  @Test func scaleAndThreadsAreFlagsOfHeadlessRuns() throws {
    let o = try CommandLineOptions.parse(["--headless", "--script", "a.json", "--scale", "1.25", "--threads", "3"])
    #expect(o.scale == 1.25 && o.threads == 3)
    let bench = try CommandLineOptions.parse(["--headless", "--bench", "--scale=2", "--threads=1"])
    #expect(bench.scale == 2 && bench.threads == 1)
  }
}
