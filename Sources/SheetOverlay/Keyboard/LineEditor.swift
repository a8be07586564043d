/// A single line of text being edited, as a value: its characters, the caret and the
/// selection, with the edits and caret moves a desktop text field makes.
///
/// Positions count grapheme clusters (Swift's `Character`s), so the caret steps over `é`
/// (even as `e` and a combining accent), `日` or a flag in one move, and Backspace removes
/// each whole. The selection runs from ``anchor``, where it was started, to ``caret``,
/// which moves; they are equal when nothing is selected. Every edit replaces the selection
/// when there is one, as GTK's and UIKit's fields do.
///
/// ```swift
/// var line = LineEditor(text: "café")
/// line.move(.left, extending: true)     // "é" selected
/// line.insert("e")                      // "cafe", caret at the end
/// ```
public struct LineEditor: Hashable, Sendable {
  /// Where a caret move goes.
  public enum Movement: Hashable, Sendable {
    /// One character back, or to the selection's start when there is one.
    case left
    /// One character on, or to the selection's end when there is one.
    case right
    /// To the start of the previous word (Ctrl+Left).
    case wordLeft
    /// To the end of the next word (Ctrl+Right).
    case wordRight
    /// To the start of the line (Home).
    case start
    /// To the end of the line (End).
    case end
  }

  /// The text.
  public private(set) var text: String
  /// Where the selection started, in characters from the start.
  public private(set) var anchor: Int
  /// Where the caret is, in characters from the start.
  public private(set) var caret: Int

  /// Creates a line holding `text` with the caret at its end and nothing selected.
  public init(text: String = "") {
    self.text = Self.singleLine(text)
    anchor = self.text.count
    caret = anchor
  }

  /// The number of characters.
  public var count: Int { text.count }

  /// The selected characters' positions; empty when nothing is selected.
  public var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }

  /// Whether some text is selected.
  public var hasSelection: Bool { anchor != caret }

  /// The selected text; empty when nothing is selected.
  public var selectedText: String {
    let r = selection
    return String(text[index(r.lowerBound)..<index(r.upperBound)])
  }

  /// Replaces the whole text, leaving the caret at its end.
  public mutating func setText(_ newText: String) {
    self = LineEditor(text: newText)
  }

  /// Types `string` at the caret, replacing the selection. Line breaks become spaces and
  /// other control characters are dropped: the line stays one line.
  public mutating func insert(_ string: String) {
    let r = selection
    let before = String(text[..<index(r.lowerBound)]) + Self.singleLine(string)
    text = before + String(text[index(r.upperBound)...])
    // Counted with what came before: an accent typed after "e" joins it into one character.
    caret = Swift.min(before.count, text.count)
    anchor = caret
  }

  /// Deletes the selection, or the character before the caret (Backspace).
  public mutating func deleteBackward() {
    if !hasSelection {
      guard caret > 0 else { return }
      anchor = caret - 1
    }
    insert("")
  }

  /// Deletes the selection, or the character after the caret (Delete).
  public mutating func deleteForward() {
    if !hasSelection {
      guard caret < count else { return }
      anchor = caret + 1
    }
    insert("")
  }

  /// Deletes the selection, or back to the start of the word before the caret
  /// (Ctrl+Backspace).
  public mutating func deleteWordBackward() {
    if !hasSelection { anchor = wordStart(before: caret) }
    insert("")
  }

  /// Moves the caret; with `extending` (Shift held) the selection grows or shrinks with it,
  /// without, the selection goes.
  public mutating func move(_ movement: Movement, extending: Bool = false) {
    let target: Int
    switch movement {
    case .left: target = hasSelection && !extending ? selection.lowerBound : caret - 1
    case .right: target = hasSelection && !extending ? selection.upperBound : caret + 1
    case .wordLeft: target = wordStart(before: caret)
    case .wordRight: target = wordEnd(after: caret)
    case .start: target = 0
    case .end: target = count
    }
    moveCaret(to: target, extending: extending)
  }

  /// Puts the caret at `position` (clamped to the text), as a press in the field does; with
  /// `extending` the selection runs from the anchor to it, as a drag selects.
  public mutating func moveCaret(to position: Int, extending: Bool = false) {
    caret = Swift.min(Swift.max(0, position), count)
    if !extending { anchor = caret }
  }

  /// Selects the whole text (Ctrl+A).
  public mutating func selectAll() {
    anchor = 0
    caret = count
  }

  /// Removes the selection and returns it (Ctrl+X); `nil` when nothing is selected.
  public mutating func cut() -> String? {
    guard hasSelection else { return nil }
    let taken = selectedText
    insert("")
    return taken
  }

  private func index(_ position: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: Swift.min(Swift.max(0, position), count))
  }

  /// Whether the character at `position` is part of a word: a letter, digit or mark.
  private func isWordCharacter(at position: Int) -> Bool {
    let c = text[index(position)]
    return c.isLetter || c.isNumber || c == "_"
  }

  /// The start of the word before `position`: spaces and punctuation skipped backwards,
  /// then the word's characters.
  private func wordStart(before position: Int) -> Int {
    var p = Swift.min(position, count)
    while p > 0 && !isWordCharacter(at: p - 1) { p -= 1 }
    while p > 0 && isWordCharacter(at: p - 1) { p -= 1 }
    return p
  }

  /// The end of the word after `position`.
  private func wordEnd(after position: Int) -> Int {
    var p = Swift.max(position, 0)
    while p < count && !isWordCharacter(at: p) { p += 1 }
    while p < count && isWordCharacter(at: p) { p += 1 }
    return p
  }

  /// `string` on one line: each line break a space, other control characters gone.
  static func singleLine(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      return string
    }
    var out = String.UnicodeScalarView()
    var afterReturn = false
    for s in string.unicodeScalars {
      // "\r\n" is one break.
      if s == "\n" && afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = s == "\r"
      if s == "\n" || s == "\r" || s == "\t" {
        out.append(" ")
      } else if s.properties.generalCategory != .control {
        out.append(s)
      }
    }
    return String(out)
  }
}
