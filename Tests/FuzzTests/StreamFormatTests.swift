import Compositor
import Foundation
import Testing

@testable import DemoApp
@testable import FuzzTargets

/// The `streams` target's byte format: recordings encode to seeds that decode back to the
/// same events, the checked-in seeds are those encodings, and any bytes make a valid script.
@Suite struct StreamFormatTests {
  static let recordings = CorpusFiles.expand([FuzzCorpusTests.root + "/Fuzz/Recordings"]).filter {
    $0.hasSuffix(".json")
  }

  @Test func recordingsDecodeBackToTheirEvents() throws {
    #expect(Self.recordings.count >= 4)
    for path in Self.recordings {
      let recording = try Script.parse(String(contentsOfFile: path, encoding: .utf8))
      let seed = try #require(StreamSeeds.seed(forRecordingAt: path))
      let decoded = StreamDecoder.script(seed)
      // Q, which ends the demo, is the one event left out.
      let kept = recording.events.filter { $0.action != .key(.text("q")) }
      #expect(kept.count >= recording.events.count - 1 && kept.count > 0, "\(path)")
      #expect(decoded.events == kept, "\(path)")
      #expect(decoded.size == recording.size)
      #expect(decoded.sheet.settings == recording.sheet.settings, "\(path)")
      #expect(decoded.until == StreamFormat.settle)
    }
  }

  @Test func theCheckedInSeedsAreTheRecordingsEncoded() throws {
    for path in Self.recordings {
      let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: ".stream")
      let checkedIn = try #require(
        FileManager.default.contents(atPath: FuzzCorpusTests.root + "/Fuzz/Corpus/streams/" + name),
        "Fuzz/Corpus/streams/\(name) is missing: run scripts/dev/record-stream-seeds.sh")
      #expect(Array(checkedIn) == StreamSeeds.seed(forRecordingAt: path), "\(name) is stale")
    }
  }

  /// Any bytes decode to a script the parser accepts back, with every pointer released, no
  /// Q key, times in order and at most the event limit.
  @Test func anyBytesMakeAValidScript() throws {
    var random = SplitMix64(seed: 23)
    for length in [0, 1, 5, 40, 400, 4000] {
      for _ in 0..<20 {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
        let script = StreamDecoder.script(bytes)
        #expect(try Script.parse(script.jsonText()) == script)
        #expect(script.events.count <= StreamFormat.maximumEvents + 1)
        #expect(zip(script.events, script.events.dropFirst()).allSatisfy { $0.t <= $1.t })
        #expect(!script.events.contains { $0.action == .key(.text("q")) || $0.action == .key(.text("Q")) })
        var held = false
        for e in script.events {
          switch e.action {
          case .pointer(.down, _, _, _): held = true
          case .pointer(.up, _, _, _), .cancel: held = false
          default: break
          }
        }
        #expect(!held)
      }
    }
  }
}
