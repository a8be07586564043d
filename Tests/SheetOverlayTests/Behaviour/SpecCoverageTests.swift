import Foundation
import Testing

/// `docs/SHEET_BEHAVIOUR.md` is the contract: every row names a test, and every test it
/// names exists.
@Suite struct SpecCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift sources of every test target.
  static func testSources() throws -> String {
    let tests = root.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }

  @Test func everyRowNamesATestThatExists() throws {
    let spec = try String(contentsOf: Self.root.appendingPathComponent("docs/SHEET_BEHAVIOUR.md"), encoding: .utf8)
    let sources = try Self.testSources()
    let rows = spec.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isUppercase == true }
      .filter { !$0.hasPrefix("| # ") }
    #expect(rows.count >= 50)
    for row in rows {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      let tests = cells[cells.count - 2]
      let names = tests.matches(of: /`(?:DemoAppTests: )?([A-Za-z]+)\/([A-Za-z…\/]+)`/).map {
        (String($0.1), String($0.2))
      }
      #expect(!names.isEmpty, "row \(cells[1]) names no test")
      for (suite, test) in names where !test.hasPrefix("…") {
        let hasSuite = sources.contains("struct \(suite) ")
        let hasTest = sources.contains("func \(test)(")
        #expect(hasSuite, "row \(cells[1]): no suite \(suite)")
        #expect(hasTest, "row \(cells[1]): no test \(test)")
      }
    }
  }
}
