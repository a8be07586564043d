/// A direction in the plane: what a stack arranges its views along, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The other axis.
  public var crossing: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, as SwiftUI's `Axis.Set`: the axes a view stretches along in a stack
  /// (``View/flexibleAxes``).
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// The set holding `axis`.
    public init(_ axis: Axis) {
      self = axis == .horizontal ? .horizontal : .vertical
    }
  }
}
