/// A line of text being edited, as a text field draws it: the text, the caret between two
/// characters, the selection's highlight, and how far the line is scrolled sideways to keep
/// the caret in view.
///
/// Positions count grapheme clusters (Swift's `Character`s), so a caret never falls inside
/// `é` written as `e` and a combining accent, or inside an emoji. The renderer places them
/// with the font metrics it draws with, the same ones ``Screen/textMetrics`` measures with.
///
/// ```swift
/// field.content = .editableText(EditableText(Text("café", fontSize: 16), caret: 4, inset: 10))
/// ```
public struct EditableText: Hashable, Sendable {
  /// The characters and how they look; the line is always leading-aligned.
  public var text: Text
  /// The caret's position, in characters from the start; `nil` draws no caret.
  public var caret: Int?
  /// The selected characters, highlighted behind the text; empty when nothing is selected.
  public var selection: Range<Int>
  /// How far the line is scrolled to the left, in points: 0 shows its start.
  public var scrollOffset: Double
  /// The room between the view's edges and the text, in points; nothing is drawn in it.
  public var inset: Double
  /// The caret's color.
  public var caretColor: Color
  /// The selection highlight's color.
  public var selectionColor: Color

  /// The highlight of selected text: the system accent blue, light enough to read black
  /// text through it, as GTK and macOS draw a selection.
  public static let defaultSelectionColor = Color(hex: 0x007AFF, alpha: 0.3)

  /// Creates an edited line; positions past the end of the text are clamped to it, and a
  /// non-finite offset or inset is 0.
  public init(
    _ text: Text, caret: Int? = nil, selection: Range<Int> = 0..<0, scrollOffset: Double = 0, inset: Double = 0,
    caretColor: Color = .black, selectionColor: Color = EditableText.defaultSelectionColor
  ) {
    let count = text.string.count
    self.text = text
    self.caret = caret.map { Swift.min(Swift.max(0, $0), count) }
    let lower = Swift.min(Swift.max(0, selection.lowerBound), count)
    self.selection = lower..<Swift.max(lower, Swift.min(selection.upperBound, count))
    self.scrollOffset = scrollOffset.isFinite ? scrollOffset : 0
    self.inset = inset.isFinite ? Swift.max(0, inset) : 0
    self.caretColor = caretColor
    self.selectionColor = selectionColor
  }

  /// The first `count` characters of the text: what a caret or selection edge at `count`
  /// follows.
  public func prefix(_ count: Int) -> String {
    String(text.string.prefix(Swift.max(0, count)))
  }
}
