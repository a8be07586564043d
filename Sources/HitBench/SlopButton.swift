import Compositor

/// A view subclass that takes hits a little beyond its edges, as a "hit slop" button does;
/// the index cannot see inside it and must call its `point(inside:)`.
final class SlopButton: View {
  /// How far beyond the bounds hits are taken, in points.
  var slop: Double = 6

  /// Whether `point` is within the bounds grown by ``slop``.
  override func point(inside point: Point) -> Bool {
    bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }
}
