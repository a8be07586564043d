import Foundation
import Rendering
import Testing

extension GoldenImage {
  /// Checks `surface` against the reference called `name` and records a Swift Testing
  /// issue (at the caller's location) when it does not match; returns whether it did.
  ///
  /// A failure also attaches the images it wrote (reference, actual and diff) to the test
  /// result, so `swift test --attachments-path DIR` collects them with the result.
  ///
  /// ```swift
  /// golden.expectMatch(try harness.render().surface, named: "sheet-large")
  /// ```
  @discardableResult
  public func expectMatch(
    _ surface: PixelSurface, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    do throws(GoldenImageFailure) {
      try verify(surface, named: name)
      return true
    } catch {
      Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
      for path in error.artifactPaths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        Attachment.record(Array(data), named: (path as NSString).lastPathComponent, sourceLocation: sourceLocation)
      }
      return false
    }
  }
}
