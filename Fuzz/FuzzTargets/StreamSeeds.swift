import DemoApp
import Foundation

/// The seeds of the `streams` target: recorded sessions (Fuzz/Recordings/*.json, made with
/// `sheet-demo --record`) written in the stream format.
package enum StreamSeeds {
  /// The seed for the recording at `path`, or `nil` when it cannot be read.
  package static func seed(forRecordingAt path: String) -> [UInt8]? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), let script = try? Script.parse(text)
    else { return nil }
    return StreamEncoder.encode(script)
  }

  /// Writes the seed of each recording in `directory` to `output` as NAME.stream; exits 0,
  /// or 1 when one could not be read or written.
  package static func encode(recordingsIn directory: String, into output: String) -> Never {
    var failed = false
    try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for path in CorpusFiles.expand([directory]) where path.hasSuffix(".json") {
      let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: ".stream")
      guard let bytes = seed(forRecordingAt: path),
        FileManager.default.createFile(atPath: output + "/" + name, contents: Data(bytes))
      else {
        print("fuzz-streams: cannot encode \(path)")
        failed = true
        continue
      }
      print("fuzz-streams: \(path) -> \(output)/\(name) (\(bytes.count) bytes)")
    }
    exit(failed ? 1 : 0)
  }
}
