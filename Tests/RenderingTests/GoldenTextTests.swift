import CompositorTesting
import Foundation
import Testing

@Suite struct GoldenTextTests {
  func golden(_ dir: String, recording: Bool = false) -> GoldenText {
    GoldenText(
      directory: dir + "/references", fileExtension: "jsonl", isRecording: recording,
      artifactsDirectory: dir + "/artifacts")
  }

  @Test func recordingWritesAndFailsThenTheSameTextMatches() throws {
    let dir = temporaryDirectory()
    #expect(throws: GoldenText.Failure.self) { try golden(dir, recording: true).verify("a\nb\n", named: "t") }
    #expect(try String(contentsOfFile: dir + "/references/t.jsonl", encoding: .utf8) == "a\nb\n")
    try golden(dir).verify("a\nb\n", named: "t")
  }

  @Test func aMissingReferenceFailsEveryTime() {
    let dir = temporaryDirectory()
    for _ in 0..<2 {
      #expect(throws: GoldenText.Failure.self) { try golden(dir).verify("a\n", named: "new") }
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/references/new.jsonl"))
  }

  @Test func aMismatchNamesTheFirstDifferingLine() throws {
    let dir = temporaryDirectory()
    _ = try? golden(dir, recording: true).verify("one\ntwo\nthree\n", named: "t")
    do {
      try golden(dir).verify("one\nTWO\nthree\n", named: "t")
      Issue.record("a different text matched")
    } catch {
      #expect(error.description.contains("at line 2"))
      #expect(error.description.contains("expected: two"))
      #expect(error.description.contains("actual:   TWO"))
      #expect(try String(contentsOfFile: dir + "/artifacts/t.actual.jsonl", encoding: .utf8) == "one\nTWO\nthree\n")
    }
  }
}
