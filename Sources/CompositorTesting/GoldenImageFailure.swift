import Rendering

/// Why a frame did not match its reference image, with where to look.
///
/// Its description names the reference, the actual frame and the diff image written side
/// by side, so a failing test's message says where to find them.
public struct GoldenImageFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure it is.
  public enum Reason: Hashable, Sendable {
    /// No reference existed; the frame was recorded as one. Check it and run again.
    case missingReference
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
  /// The artifacts written for inspection (reference copy, actual, diff), when any were.
  public let artifactPaths: [String]

  /// What failed and where the images are.
  public var description: String {
    var text: String
    switch reason {
    case .missingReference:
      text =
        "golden image '\(name)': no reference existed; recorded the frame at \(referencePath). "
        + "Look at it, and run the test again"
    case .mismatch(let difference):
      text = "golden image '\(name)' does not match \(referencePath): \(difference)"
    case .invalidName:
      text = "golden image name '\(name)' must be a plain file name (letters, digits, '-', '_', '.')"
    case .io(let error):
      text = "golden image '\(name)': \(error)"
    }
    if !artifactPaths.isEmpty {
      text += "\n  reference: \(artifactPaths[0])"
      if artifactPaths.count > 1 { text += "\n  actual:    \(artifactPaths[1])" }
      if artifactPaths.count > 2 { text += "\n  diff:      \(artifactPaths[2])" }
    }
    return text
  }
}
