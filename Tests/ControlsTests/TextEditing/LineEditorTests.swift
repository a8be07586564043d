import Testing

@testable import Controls

/// The editing rules of a single-line field, by grapheme cluster.
@Suite struct LineEditorTests {
  @Test func typingInsertsAtTheCaretAndTheCaretFollows() {
    var line = LineEditor()
    for piece in ["c", "a", "f", "é", " ", "ñ", " ", "日本"] { line.insert(piece) }
    #expect(line.text == "café ñ 日本")
    #expect(line.caret == 9)
    line.move(.start)
    line.insert("«")
    line.move(.end)
    line.insert("»")
    #expect(line.text == "«café ñ 日本»")
    #expect(line.caret == 11)
  }

  @Test func theCaretMovesByGraphemeCluster() {
    // "e" with a combining acute, a flag, and a family emoji: one character each.
    var line = LineEditor(text: "e\u{301}🇫🇷👨‍👩‍👧x")
    #expect(line.count == 4)
    line.move(.left)
    line.move(.left)
    #expect(line.caret == 2)
    line.deleteBackward()
    #expect(line.text == "e\u{301}👨‍👩‍👧x")
    line.move(.start)
    line.deleteForward()
    #expect(line.text == "👨‍👩‍👧x")
    #expect(line.caret == 0)
  }

  @Test func anAccentTypedAfterItsLetterJoinsIt() {
    var line = LineEditor(text: "cafe")
    line.insert("\u{301}")
    #expect(line.text == "café")
    #expect(line.count == 4 && line.caret == 4)
  }

  @Test func leftAndRightStopAtTheEnds() {
    var line = LineEditor(text: "ab")
    line.move(.right)
    #expect(line.caret == 2)
    line.move(.start)
    line.move(.left)
    #expect(line.caret == 0)
    line.deleteBackward()
    #expect(line.text == "ab")
    line.move(.end)
    line.deleteForward()
    #expect(line.text == "ab")
  }

  @Test func shiftExtendsTheSelectionAndAnEditReplacesIt() {
    var line = LineEditor(text: "hello world")
    line.move(.left, extending: true)
    line.move(.left, extending: true)
    #expect(line.selection == 9..<11)
    #expect(line.selectedText == "ld")
    line.move(.start, extending: true)
    #expect(line.selection == 0..<11 && line.anchor == 11 && line.caret == 0)
    line.move(.right, extending: true)
    #expect(line.selectedText == "ello world")
    line.insert("J")
    #expect(line.text == "hJ")
    #expect(!line.hasSelection && line.caret == 2)
  }

  @Test func arrowsWithoutShiftCollapseTheSelectionToItsEdge() {
    var line = LineEditor(text: "abcdef")
    line.moveCaret(to: 2)
    line.moveCaret(to: 4, extending: true)
    line.move(.left)
    #expect(line.caret == 2 && !line.hasSelection)
    line.moveCaret(to: 4, extending: true)
    line.move(.right)
    #expect(line.caret == 4 && !line.hasSelection)
  }

  @Test func backspaceAndDeleteTakeTheSelectionWhenThereIsOne() {
    var line = LineEditor(text: "abcdef")
    line.moveCaret(to: 1)
    line.moveCaret(to: 3, extending: true)
    line.deleteBackward()
    #expect(line.text == "adef" && line.caret == 1)
    line.moveCaret(to: 3, extending: true)
    line.deleteForward()
    #expect(line.text == "af" && line.caret == 1)
  }

  @Test func selectAllAndCut() {
    var line = LineEditor(text: "Musée")
    #expect(line.cut() == nil)
    line.selectAll()
    #expect(line.selectedText == "Musée")
    #expect(line.cut() == "Musée")
    #expect(line.text.isEmpty && line.caret == 0)
  }

  @Test func wordMovesSkipSpacesAndPunctuation() {
    var line = LineEditor(text: "Old Harbour, pier 3")
    line.move(.wordLeft)
    #expect(line.caret == 18)
    line.move(.wordLeft)
    #expect(line.caret == 13)
    line.move(.wordLeft)
    #expect(line.caret == 4)
    line.move(.wordRight)
    #expect(line.caret == 11)
    line.deleteWordBackward()
    #expect(line.text == "Old , pier 3")
  }

  @Test func pastedLinesBecomeOneLine() {
    var line = LineEditor()
    line.insert("one\ntwo\r\nthree\tfour\u{7}")
    #expect(line.text == "one two three four")
  }

  @Test func moveCaretClampsToTheText() {
    var line = LineEditor(text: "abc")
    line.moveCaret(to: 99)
    #expect(line.caret == 3)
    line.moveCaret(to: -5, extending: true)
    #expect(line.selection == 0..<3)
  }
}
