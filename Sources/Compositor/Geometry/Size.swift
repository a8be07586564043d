/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite.
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// A textual form such as `1280.0×800.0`.
  public var description: String { "\(width)×\(height)" }
}
