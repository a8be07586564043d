import CompositorTesting
import Foundation
import Testing

@testable import DemoApp

/// Every script in `Assets/scripts/` replays to the trace stored in
/// `Assets/goldens/traces/`, byte for byte: a change in behaviour shows up as a diff of
/// the trace. Record them again with `SNAPSHOT_RECORD=1` and read the diff before
/// committing.
@Suite struct TraceGoldenTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets")
  static let golden = GoldenText(
    directory: assets.appendingPathComponent("goldens/traces").path, fileExtension: "jsonl")

  /// The scripts, as paths relative to `Assets/scripts/`.
  static let scripts: [String] = {
    let root = assets.appendingPathComponent("scripts")
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
    return files.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
  }()

  @Test func everyScriptHasAGoldenTrace() {
    #expect(Self.scripts.count >= 10)
  }

  @Test(arguments: scripts)
  func replaysToItsGoldenTrace(script: String) throws {
    let text = try String(
      contentsOf: Self.assets.appendingPathComponent("scripts").appendingPathComponent(script), encoding: .utf8)
    let runner = HeadlessRunner(script: try Script.parse(text))
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    let name = String(script.dropLast(5)).replacingOccurrences(of: "/", with: "-")
    try Self.golden.verify(lines.joined(separator: "\n") + "\n", named: name)
  }
}
