/// Which points a path's outline encloses, where its subpaths overlap or cross themselves,
/// as SwiftUI's `FillStyle(eoFill:)`.
public enum FillRule: Hashable, Sendable {
  /// A point is inside when the outline winds around it a non-zero number of times: a
  /// shape inside another of the same direction is filled.
  case nonZero
  /// A point is inside when a ray from it crosses the outline an odd number of times: a
  /// shape inside another makes a hole.
  case evenOdd
}
