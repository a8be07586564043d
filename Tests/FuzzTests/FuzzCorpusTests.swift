import Compositor
import DemoApp
import Foundation
import Testing

@testable import FuzzTargets

/// Every input of every checked-in fuzz corpus (Fuzz/Corpus/TARGET) runs once through its
/// target's function, as in libFuzzer, in the plain build: the seeds, what fuzzing found
/// worth keeping, and each crash found, kept as a regression input.
@Suite struct FuzzCorpusTests {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static func corpus(_ name: String) -> [String] {
    CorpusFiles.expand([root + "/Fuzz/Corpus/" + name])
  }

  @Test(arguments: FuzzTargetList.names)
  func everyCorpusInputKeepsTheInvariants(_ name: String) throws {
    let target = try #require(FuzzTargetList.target(named: name))
    let files = Self.corpus(name)
    #expect(!files.isEmpty, "Fuzz/Corpus/\(name) is empty")
    for path in files {
      let input = try #require(FileManager.default.contents(atPath: path), "\(path) cannot be read")
      do throws(FuzzFailure) {
        try target.run(Array(input))
      } catch {
        Issue.record("\(path): \(error)")
      }
    }
  }

  /// The seeds of the script target include every example script, and each parses.
  @Test func theExampleScriptsAreSeeds() throws {
    let scripts = CorpusFiles.expand([Self.root + "/Assets/scripts"]).filter { $0.hasSuffix(".json") }
    #expect(scripts.count >= 5)
    for path in scripts {
      let input = try #require(FileManager.default.contents(atPath: path))
      do throws(FuzzFailure) {
        try ScriptsFuzzTarget.run(Array(input))
      } catch {
        Issue.record("\(path): \(error)")
      }
    }
  }

  /// The checks fail when they should: an error naming no line or no field, a region
  /// covering what it should not.
  @Test func theChecksCanFail() {
    #expect(throws: FuzzFailure.self) {
      try ScriptsFuzzTarget.check(ScriptError(line: 3, path: "", problem: "unknown member"), in: "{\n\n}")
    }
    #expect(throws: FuzzFailure.self) {
      try ScriptsFuzzTarget.check(ScriptError(line: 4, path: "size", problem: "too large"), in: "{\n\n}")
    }
    #expect(throws: FuzzFailure.self) {
      try RegionBitmap().expectEqual(RectRegion(Rect(x: 0, y: 0, width: 1, height: 1)), "a square")
    }
  }
}
