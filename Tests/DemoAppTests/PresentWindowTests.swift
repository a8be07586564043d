import Compositor
import Foundation
import Testing
import X11BackendTesting

/// The demo's frames on the display's clock (issue 33): through the X Present extension by
/// default, each frame's `--frame-stats` line naming the vblank it was aimed at and shown
/// at; straight uploads with `--no-present` or `SHEET_COMPOSITOR_NO_PRESENT=1`.
@Suite(.serialized) struct PresentWindowTests {
  /// The frame-stats lines of a demo that took a click, once it has rested again.
  static func statsLines(arguments: [String] = [], environment: [String: String] = [:]) throws -> [String] {
    let stats = FileManager.default.temporaryDirectory.appendingPathComponent("stats-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: stats) }
    let demo = try RunningDemo.ready(arguments: ["--frame-stats", stats.path] + arguments, environment: environment)
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    try input.click(at: Point(x: 144, y: 180), in: demo.window)  // a pin
    #expect(demo.waitForFrame { $0.contains("\"mainTaps\":1") } != nil)
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
    #expect(demo.errorText() == "")
    let text = try String(contentsOf: stats, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  @Test func framesAreShownAtVblanksThroughPresent() throws {
    let lines = try Self.statsLines()
    let shown = lines.filter { $0.contains("\"msc\":") }
    #expect(shown.count > 10, "\(lines.prefix(3))")
    #expect(lines.contains { $0.contains("\"target\":") })
  }

  @Test(arguments: [(["--no-present"], [:]), ([], ["SHEET_COMPOSITOR_NO_PRESENT": "1"])])
  func presentCanBeRefused(arguments: [String], environment: [String: String]) throws {
    let lines = try Self.statsLines(arguments: arguments, environment: environment)
    #expect(lines.count > 10)
    #expect(!lines.contains { $0.contains("\"msc\":") || $0.contains("\"target\":") })
    #expect(lines.contains { $0.contains("\"shown\":") })
  }
}
