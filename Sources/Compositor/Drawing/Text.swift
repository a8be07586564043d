/// A run of text a view draws: the string and how it looks.
public struct Text: Hashable, Sendable {
  /// How text is placed horizontally within the view.
  public enum Alignment: String, Hashable, Sendable {
    /// Flush with the left edge.
    case leading
    /// Centered.
    case center
    /// Flush with the right edge.
    case trailing
  }

  /// The characters to draw.
  public var string: String
  /// The font size in points.
  public var fontSize: Double
  /// Whether the bold face is used.
  public var isBold: Bool
  /// The text color.
  public var color: Color
  /// The horizontal alignment inside the view; text is always centered vertically.
  public var alignment: Alignment

  /// Creates a text run.
  public init(
    _ string: String, fontSize: Double = 15, isBold: Bool = false, color: Color = .black,
    alignment: Alignment = .leading
  ) {
    self.string = string
    self.fontSize = fontSize.isFinite && fontSize > 0 ? fontSize : 15
    self.isBold = isBold
    self.color = color
    self.alignment = alignment
  }
}
