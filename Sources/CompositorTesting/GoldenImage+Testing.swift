import Rendering
import Testing

extension GoldenImage {
  /// Checks `surface` against the reference called `name` and records a Swift Testing
  /// issue (at the caller's location) when it does not match; returns whether it did.
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
      return false
    }
  }
}
