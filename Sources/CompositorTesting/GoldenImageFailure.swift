import Foundation
import Rendering

/// Why a frame did not match its reference image, with where to look.
///
/// Its description names the reference, the actual frame and the diff image written side
/// by side, so a failing test's message says where to find them.
public struct GoldenImageFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure it is.
  public enum Reason: Hashable, Sendable {
    /// No reference exists. The frame is in the artifacts; record it with
    /// `SNAPSHOT_RECORD=1`, look at it, and run again.
    case missingReference
    /// Record mode wrote the frame as the reference. Look at it, and run again without
    /// `SNAPSHOT_RECORD`: a recording run never passes.
    case recorded
    /// The frame differs from the reference beyond the tolerance.
    case mismatch(ImageDifference)
    /// The image name would leave the reference directory.
    case invalidName
    /// A file could not be read or written.
    case io(RenderingError)
  }

  /// The image's name, as given to the assertion.
  public let name: String
  /// What went wrong.
  public let reason: Reason
  /// The reference image's path in the golden directory.
  public let referencePath: String
  /// The artifacts written for inspection (reference copy, actual, diff; or the actual
  /// alone when there is no reference), when any were.
  public let artifactPaths: [String]

  /// What failed and where the images are.
  public var description: String {
    var text: String
    switch reason {
    case .missingReference:
      text =
        "golden image '\(name)': there is no reference at \(referencePath). Record it with SNAPSHOT_RECORD=1, "
        + "look at it, and run again"
    case .recorded:
      text =
        "golden image '\(name)': record mode wrote the reference at \(referencePath). Look at it, and run "
        + "again without SNAPSHOT_RECORD"
    case .mismatch(let difference):
      text = "golden image '\(name)' does not match \(referencePath): \(difference)"
    case .invalidName:
      text = "golden image name '\(name)' must be a plain file name (letters, digits, '-', '_', '.')"
    case .io(let error):
      text = "golden image '\(name)': \(error)"
    }
    for path in artifactPaths {
      // `<name>.<kind>.png`: the kind labels the line.
      let kind = path.split(separator: ".").dropLast().last.map(String.init) ?? "image"
      text += "\n  " + (kind + ":").padding(toLength: 11, withPad: " ", startingAt: 0) + path
    }
    return text
  }
}
