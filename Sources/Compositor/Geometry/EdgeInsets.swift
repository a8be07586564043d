/// Distances inward from each edge of a rectangle, as safe-area insets are given.
public struct EdgeInsets: Hashable, Sendable {
  /// Distance from the top edge.
  public var top: Double
  /// Distance from the left edge.
  public var left: Double
  /// Distance from the bottom edge.
  public var bottom: Double
  /// Distance from the right edge.
  public var right: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()
}
