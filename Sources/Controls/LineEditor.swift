/// A single line of text being edited, as a value: its characters, the caret and the
/// selection, with the edits and caret moves a desktop text field makes.
///
/// Positions count grapheme clusters (Swift's `Character`s), so the caret steps over `é`
/// (even as `e` and a combining accent), `日` or a flag in one move, and Backspace removes
/// each whole. The selection runs from ``anchor``, where it was started, to ``caret``,
/// which moves; they are equal when nothing is selected. Every edit replaces the selection
/// when there is one, as GTK's and UIKit's fields do.
///
/// Every edit can be taken back with ``undo()`` and made again with ``redo()``. Typing is
/// grouped as GtkSourceView and GTK 4's entries group it: consecutive characters typed at
/// the caret are one step, and so are consecutive Backspaces or Deletes; a step ends when
/// the caret moves or the selection changes other than by the edit, when typing turns to
/// deleting or back, and at a word boundary (a character that is not a space typed after a
/// space starts a new step, so "hello world" undoes as "world", then "hello "). A paste,
/// a cut, a word deleted with Ctrl+Backspace and a text typed at once by an input method
/// are a step each. Time plays no part, so the same keys always group alike.
///
/// ```swift
/// var line = LineEditor(text: "café")
/// line.move(.left, extending: true)     // "é" selected
/// line.insert("e")                      // "cafe", caret at the end
/// line.undo()                           // "café" again, "é" selected
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
  public internal(set) var text: String
  /// Where the selection started, in characters from the start.
  public internal(set) var anchor: Int
  /// Where the caret is, in characters from the start.
  public internal(set) var caret: Int
  /// The latest change of the text: which characters of the text before it were
  /// replaced, and with what; `nil` until the first edit, and after a move that changed
  /// only the caret or the selection. What a trace or an assistive technology records
  /// instead of the whole text.
  public internal(set) var lastChange: Change?
  /// The steps ``undo()`` takes back, oldest first.
  var undoSteps: [UndoStep] = []
  /// The steps ``redo()`` makes again, the next one last.
  var redoSteps: [UndoStep] = []

  /// Creates a line holding `text` with the caret at its end, nothing selected and nothing
  /// to undo.
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

  /// Replaces the whole text, leaving the caret at its end. As Qt's `QLineEdit.setText`
  /// does, it clears what there was to undo and redo: the new text is a fresh start, not
  /// an edit a person made.
  public mutating func setText(_ newText: String) {
    let old = text
    self = LineEditor(text: newText)
    if old != text { lastChange = Change(range: 0..<old.count, replacement: text) }
  }

  /// Types `string` at the caret, replacing the selection. Line breaks become spaces and
  /// other control characters are dropped: the line stays one line.
  ///
  /// One character typed where the last one went joins the step ``undo()`` takes back
  /// (see the grouping rule above); a longer text, such as a paste, is a step of its own.
  public mutating func insert(_ string: String) {
    let typed = Self.singleLine(string)
    guard hasSelection || !typed.isEmpty else { return }
    replace(selection, with: typed, as: typed.count == 1 ? .typing : .other)
  }

  /// Deletes the selection, or the character before the caret (Backspace).
  public mutating func deleteBackward() {
    if hasSelection {
      replace(selection, with: "", as: .other)
    } else if caret > 0 {
      replace(caret - 1..<caret, with: "", as: .deletingBackward)
    }
  }

  /// Deletes the selection, or the character after the caret (Delete).
  public mutating func deleteForward() {
    if hasSelection {
      replace(selection, with: "", as: .other)
    } else if caret < count {
      replace(caret..<caret + 1, with: "", as: .deletingForward)
    }
  }

  /// Deletes the selection, or back to the start of the word before the caret
  /// (Ctrl+Backspace).
  public mutating func deleteWordBackward() {
    let range = hasSelection ? selection : wordStart(before: caret)..<caret
    guard !range.isEmpty else { return }
    replace(range, with: "", as: .other)
  }

  /// Replaces the characters in `range` with `replacement` (already on one line), leaves
  /// the caret after it with nothing selected, and records the step for ``undo()``.
  mutating func replace(_ range: Range<Int>, with replacement: String, as kind: UndoStep.Kind) {
    let lower = index(range.lowerBound)
    let upper = index(range.upperBound)
    let offset = text.utf8.distance(from: text.startIndex, to: lower)
    let removed = String(text[lower..<upper])
    let head = String(text[..<lower]) + replacement
    let before = (anchor: anchor, caret: caret)
    text = head + String(text[upper...])
    // Counted with what came before: an accent typed after "e" joins it into one character.
    caret = Swift.min(head.count, text.count)
    anchor = caret
    lastChange = Change(range: range, replacement: replacement)
    record(
      UndoStep(
        kind: kind, offset: offset, removed: removed, inserted: replacement, before: before,
        after: (anchor, caret)))
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
    select(from: extending ? anchor : position, to: position)
  }

  /// Selects from `anchor` to `caret` (each clamped to the text): the caret ends at
  /// `caret`, where Shift and the arrows move it on from. A selection that changes ends
  /// the step ``undo()`` would take back, as a caret move does.
  public mutating func select(from anchor: Int, to caret: Int) {
    let newAnchor = Swift.min(Swift.max(0, anchor), count)
    let newCaret = Swift.min(Swift.max(0, caret), count)
    guard newAnchor != self.anchor || newCaret != self.caret else { return }
    self.anchor = newAnchor
    self.caret = newCaret
    lastChange = nil
    closeUndoStep()
  }

  /// Selects the whole text (Ctrl+A).
  public mutating func selectAll() {
    select(from: 0, to: count)
  }

  /// The characters of the word, the run of spaces or the run of other characters that
  /// the character at `position` belongs to: what a double-click selects, as GTK's
  /// entries select. A position at or past the end counts as the last character.
  public func wordRange(at position: Int) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let p = Swift.min(Swift.max(0, position), count - 1)
    let kind = characterKind(at: p)
    var lower = p
    var upper = p + 1
    while lower > 0 && characterKind(at: lower - 1) == kind { lower -= 1 }
    while upper < count && characterKind(at: upper) == kind { upper += 1 }
    return lower..<upper
  }

  /// Removes the selection and returns it (Ctrl+X); `nil` when nothing is selected.
  public mutating func cut() -> String? {
    guard hasSelection else { return nil }
    let taken = selectedText
    replace(selection, with: "", as: .other)
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

  /// What the character at `position` is, for ``wordRange(at:)``: 0 a word's, 1 a space,
  /// 2 anything else.
  private func characterKind(at position: Int) -> Int {
    if isWordCharacter(at: position) { return 0 }
    return text[index(position)].isWhitespace ? 1 : 2
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
