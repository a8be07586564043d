/// The text of an element as assistive technology reads and edits it: the characters, the
/// caret and the selection, and what a client may change, as GTK's entries answer AT-SPI's
/// Text and EditableText interfaces and UIKit's `UITextInput` answers VoiceOver.
///
/// Positions count characters (Swift's `Character`s, grapheme clusters), as
/// ``EditableText`` draws them; a bridge converts them to the units its bus counts. The
/// selection runs from ``anchor`` to ``caret``; nothing is selected when they are equal.
///
/// ```swift
/// var text = AccessibilityText("café", anchor: 4, caret: 4)
/// text.editing = AccessibilityTextEditing(
///   select: { anchor, caret in field.select(anchor, caret); return true },
///   replace: { range, string in field.replace(range, with: string); return true })
/// ```
public struct AccessibilityText {
  /// The characters.
  public var string: String
  /// Where the selection started, in characters.
  public var anchor: Int
  /// Where the caret is, in characters: the selection's moving end.
  public var caret: Int
  /// How a client may move the caret and change the text; `nil` for text it only reads.
  public var editing: AccessibilityTextEditing?

  /// Text with the selection from `anchor` to `caret` (clamped to the text), read-only until
  /// ``editing`` is given.
  public init(_ string: String, anchor: Int, caret: Int, editing: AccessibilityTextEditing? = nil) {
    let count = string.count
    self.string = string
    self.anchor = Swift.min(Swift.max(0, anchor), count)
    self.caret = Swift.min(Swift.max(0, caret), count)
    self.editing = editing
  }

  /// The selected characters' positions; empty when nothing is selected.
  public var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }
}
