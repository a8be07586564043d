import Foundation

/// A golden check for text, such as a replay's trace: the text must equal its reference
/// file byte for byte, so a change in behaviour across builds shows up as a diff.
///
/// It follows ``GoldenImage``'s rules: `SNAPSHOT_RECORD=1` writes the reference and fails,
/// a missing reference fails every time, and a mismatch writes the actual text to the
/// artifacts directory and names the first line that differs.
///
/// ```swift
/// let golden = GoldenText(directory: "Assets/goldens/traces", fileExtension: "jsonl")
/// try golden.verify(traceText, named: "tour")
/// ```
public struct GoldenText: Sendable {
  /// The directory holding the reference files.
  public var directory: String
  /// The references' file extension, without the dot.
  public var fileExtension: String
  /// Whether references are written instead of compared.
  public var isRecording: Bool
  /// Where the actual text goes when a check fails.
  public var artifactsDirectory: String

  /// Creates a check against the references in `directory`.
  public init(
    directory: String, fileExtension: String = "txt", isRecording: Bool = GoldenImage.recordModeFromEnvironment,
    artifactsDirectory: String = GoldenImage.artifactsDirectoryFromEnvironment
  ) {
    self.directory = directory
    self.fileExtension = fileExtension
    self.isRecording = isRecording
    self.artifactsDirectory = artifactsDirectory
  }

  /// Why a text did not match its reference.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the paths to look at.
    public let description: String
  }

  /// The reference path for `name`.
  public func referencePath(named name: String) -> String {
    (directory as NSString).appendingPathComponent(name + "." + fileExtension)
  }

  /// Compares `text` with the reference called `name`, or throws a ``Failure`` that says
  /// where they part.
  public func verify(_ text: String, named name: String) throws(Failure) {
    let reference = referencePath(named: name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: reference, atomically: true, encoding: .utf8)
      } catch {
        throw Failure(description: "golden text '\(name)': cannot write \(reference): \(error)")
      }
      throw Failure(
        description: "golden text '\(name)': record mode wrote the reference at \(reference). Look at it, and run "
          + "again without SNAPSHOT_RECORD")
    }
    guard let expected = FileManager.default.contents(atPath: reference).map({ String(decoding: $0, as: UTF8.self) })
    else {
      let actual = writeArtifact(text, name: name)
      throw Failure(
        description: "golden text '\(name)': there is no reference at \(reference) (the text is at \(actual)). "
          + "Record it with SNAPSHOT_RECORD=1, look at it, and run again")
    }
    guard expected != text else { return }
    let actual = writeArtifact(text, name: name)
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(a.count, b.count)
    let was = line < a.count ? String(a[line]) : "(end of text)"
    let now = line < b.count ? String(b[line]) : "(end of text)"
    throw Failure(
      description: "golden text '\(name)' differs from \(reference) at line \(line + 1) (actual: \(actual))\n"
        + "  expected: \(was)\n  actual:   \(now)")
  }

  private func writeArtifact(_ text: String, name: String) -> String {
    let path = (artifactsDirectory as NSString).appendingPathComponent(name + ".actual." + fileExtension)
    try? FileManager.default.createDirectory(atPath: artifactsDirectory, withIntermediateDirectories: true)
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
