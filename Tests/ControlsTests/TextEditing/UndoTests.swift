import Testing

@testable import Controls

/// Undo and redo in a line, grouped as GtkSourceView and GTK 4's entries group typing.
@Suite struct UndoTests {
  /// Types `text` one character at a time, as keys do.
  static func type(_ text: String, into line: inout LineEditor) {
    for c in text { line.insert(String(c)) }
  }

  @Test func typingIsGroupedByWords() {
    var line = LineEditor()
    Self.type("hello world", into: &line)
    line.undo()
    #expect(line.text == "hello ")
    line.undo()
    #expect(line.text.isEmpty)
    #expect(!line.canUndo && line.canRedo)
    line.redo()
    #expect(line.text == "hello ")
    line.redo()
    #expect(line.text == "hello world" && line.caret == 11)
    #expect(!line.canRedo)
  }

  @Test func aCaretMoveEndsAStep() {
    var line = LineEditor()
    Self.type("abc", into: &line)
    line.move(.left)
    line.move(.right)
    Self.type("de", into: &line)
    line.undo()
    #expect(line.text == "abc" && line.caret == 3)
    line.undo()
    #expect(line.text.isEmpty)
  }

  @Test func typingAndDeletingAreStepsOfTheirOwn() {
    var line = LineEditor()
    Self.type("abcd", into: &line)
    line.deleteBackward()
    line.deleteBackward()
    Self.type("xy", into: &line)
    #expect(line.text == "abxy")
    line.undo()
    #expect(line.text == "ab")
    line.undo()
    #expect(line.text == "abcd" && line.caret == 4)
    line.undo()
    #expect(line.text.isEmpty)
  }

  @Test func backspacesAcrossAWordStopAtTheSpace() {
    var line = LineEditor(text: "one two")
    for _ in 0..<7 { line.deleteBackward() }
    #expect(line.text.isEmpty)
    line.undo()
    #expect(line.text == "one ")
    line.undo()
    #expect(line.text == "one two")
  }

  @Test func deletesForwardJoin() {
    var line = LineEditor(text: "abcdef")
    line.moveCaret(to: 1)
    line.deleteForward()
    line.deleteForward()
    #expect(line.text == "adef")
    line.undo()
    #expect(line.text == "abcdef" && line.caret == 1)
  }

  /// Ctrl+A then a letter replaces the note; Ctrl+Z brings it back whole, selected as it was.
  @Test func aSelectAllAndALetterIsUndoable() {
    var line = LineEditor(text: "bakery note")
    line.selectAll()
    Self.type("xyz", into: &line)
    #expect(line.text == "xyz")
    line.undo()
    #expect(line.text == "bakery note")
    #expect(line.selection == 0..<11)
    line.redo()
    #expect(line.text == "xyz")
  }

  @Test func aPasteAndACutAreStepsOfTheirOwn() {
    var line = LineEditor()
    Self.type("ab", into: &line)
    line.insert("PASTED")
    Self.type("c", into: &line)
    line.undo()
    #expect(line.text == "abPASTED")
    line.undo()
    #expect(line.text == "ab")
    line.moveCaret(to: 0)
    line.moveCaret(to: 2, extending: true)
    _ = line.cut()
    line.undo()
    #expect(line.text == "ab" && line.selection == 0..<2)
  }

  @Test func aNewEditLeavesNothingToRedo() {
    var line = LineEditor()
    Self.type("ab", into: &line)
    line.undo()
    Self.type("c", into: &line)
    #expect(!line.canRedo)
    line.redo()
    #expect(line.text == "c")
  }

  /// Undo works in bytes, so an accent typed after its letter (one character with it) is
  /// taken back alone, and emoji and CJK come back whole.
  @Test func undoIsExactAcrossJoinedCharacters() {
    var line = LineEditor()
    Self.type("cafe", into: &line)
    line.insert("\u{301}")
    #expect(line.text == "café" && line.count == 4)
    line.move(.left)
    line.move(.right)
    line.insert("日本")
    line.insert("👨‍👩‍👧")
    line.undo()
    line.undo()
    #expect(line.text == "café")
    line.undo()
    #expect(line.text.isEmpty)
    line.redo()
    #expect(line.text == "café")
  }

  /// Setting the text is a fresh start, as Qt's `setText` is: nothing to undo, so Ctrl+Z
  /// never brings back the text it replaced (another place's note).
  @Test func settingTheTextClearsTheHistory() {
    var line = LineEditor()
    Self.type("bakery note", into: &line)
    line.setText("")
    #expect(!line.canUndo && !line.canRedo)
    line.undo()
    #expect(line.text.isEmpty)
    #expect(line.lastChange == LineEditor.Change(range: 0..<11, replacement: ""))
  }

  @Test func theLastChangeNamesWhatWasReplaced() {
    var line = LineEditor(text: "cat")
    line.deleteBackward()
    #expect(line.lastChange == LineEditor.Change(range: 2..<3, replacement: ""))
    line.insert("r")
    #expect(line.lastChange == LineEditor.Change(range: 2..<2, replacement: "r"))
    line.move(.start)
    #expect(line.lastChange == nil)
    line.undo()
    #expect(line.lastChange == LineEditor.Change(range: 2..<3, replacement: ""))
    #expect(line.text == "ca")
  }

  @Test func wordRangesAreWordsSpacesOrPunctuation() {
    let line = LineEditor(text: "Old Harbour,  pier 3")
    #expect(line.wordRange(at: 5) == 4..<11)
    #expect(line.wordRange(at: 11) == 11..<12)
    #expect(line.wordRange(at: 12) == 12..<14)
    #expect(line.wordRange(at: 99) == 19..<20)
    #expect(LineEditor().wordRange(at: 0) == 0..<0)
  }
}
