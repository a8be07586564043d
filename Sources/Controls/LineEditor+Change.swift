extension LineEditor {
  /// A change of a line's text: the characters of the text before it that were replaced,
  /// and what took their place. Typing "a" at the caret is an empty range and `"a"`;
  /// Backspace is the character before the caret and `""`.
  ///
  /// ```swift
  /// var line = LineEditor(text: "cat")
  /// line.deleteBackward()
  /// line.lastChange   // Change(range: 2..<3, replacement: "")
  /// ```
  public struct Change: Hashable, Sendable {
    /// The characters replaced, counted in the text before the change.
    public var range: Range<Int>
    /// The text put in their place.
    public var replacement: String

    /// Creates a change.
    public init(range: Range<Int>, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }
}
