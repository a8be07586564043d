import Compositor
import Testing

@testable import Controls

/// The field's undo keys and its mouse selection as a desktop user expects them: double-
/// and triple-click, Shift+click, the primary selection and a middle-click paste.
@Suite struct TextFieldSelectionTests {
  typealias Fixture = TextFieldTests.Fixture

  /// The x of the boundary before character `i` of a field whose text is all one width.
  static func x(_ f: Fixture, _ i: Double) -> Double {
    20 + TextField.inset + i * f.screen.textMetrics.advance(of: Text("a", fontSize: TextField.fontSize))
  }

  /// A click at `x`: a press and a release.
  static func click(_ f: Fixture, _ x: Double, _ modifiers: KeyModifiers = [], button: PointerButton = .primary) {
    for phase in [PointerPhase.down, .up] {
      f.clock.advance(by: 0.02)
      f.screen.deliver(
        .pointer(
          PointerEvent(phase, at: Point(x: x, y: 40), time: f.clock.now, button: button, modifiers: modifiers)))
    }
  }

  @Test func controlZUndoesAndShiftZOrYRedoes() {
    let f = Fixture()
    f.type("bakery note")
    f.key(.text("a"), .control)
    f.type("x")
    #expect(f.field.text == "x")
    f.key(.text("z"), .control)
    #expect(f.field.text == "bakery note")
    f.key(.text("Z"), [.control, .shift])
    #expect(f.field.text == "x")
    f.key(.text("z"), .control)
    f.key(.text("y"), .control)
    #expect(f.field.text == "x")
    f.key(.text("z"), .control)
    f.key(.text("z"), .control)
    #expect(f.field.text == "bakery ")
  }

  @Test func aDoubleClickSelectsAWordAndATripleClickTheLine() {
    let f = Fixture()
    f.field.text = "aaa bbb ccc"
    let inB = Self.x(f, 5.5)
    Self.click(f, inB)
    #expect(f.field.editor.caret == 5 || f.field.editor.caret == 6)
    Self.click(f, inB)
    #expect(f.field.editor.selectedText == "bbb")
    Self.click(f, inB)
    #expect(f.field.editor.selection == 0..<11)
    // A fourth click starts again: the caret alone.
    Self.click(f, inB)
    #expect(!f.field.editor.hasSelection)
    // Too slow for a double-click: two single clicks.
    f.clock.advance(by: 1)
    Self.click(f, inB)
    f.clock.advance(by: 0.5)
    Self.click(f, inB)
    #expect(!f.field.editor.hasSelection)
  }

  /// On a field not being edited the first click focuses it; the second of a double-click
  /// selects the word, and the tap that ends it does not put the caret back.
  @Test func aDoubleClickOnAFieldNotEditedSelectsTheWord() {
    let f = Fixture(focused: false)
    f.field.text = "Old Harbour"
    Self.click(f, Self.x(f, 6))
    #expect(f.field.isFocused)
    Self.click(f, Self.x(f, 6))
    #expect(f.field.editor.selectedText == "Harbour")
  }

  @Test func aShiftClickExtendsTheSelection() {
    let f = Fixture()
    f.field.text = "abcdefghij"
    Self.click(f, Self.x(f, 2))
    f.clock.advance(by: 1)
    Self.click(f, Self.x(f, 7), .shift)
    #expect(f.field.editor.selection == 2..<7)
    f.clock.advance(by: 1)
    Self.click(f, Self.x(f, 4), .shift)
    #expect(f.field.editor.selection == 2..<4)
  }

  @Test func aDragAfterADoubleClickSelectsWholeWords() {
    let f = Fixture()
    f.field.text = "aaa bbb ccc"
    Self.click(f, Self.x(f, 1))
    f.clock.advance(by: 0.02)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: Self.x(f, 1), y: 40), time: f.clock.now)))
    for i in [4.5, 8.5] {
      f.clock.advance(by: 0.02)
      f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: Self.x(f, i), y: 40), time: f.clock.now)))
    }
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: Self.x(f, 8.5), y: 40), time: f.clock.now)))
    #expect(f.field.editor.selection == 0..<11)
  }

  /// What is selected is offered as the primary selection; a middle click pastes it where
  /// it lands, and selects nothing by itself.
  @Test func theSelectionIsPrimaryAndAMiddleClickPastesIt() {
    let f = Fixture()
    let primary = MemoryClipboard()
    f.screen.primaryClipboard = primary
    f.field.text = "Old Harbour"
    Self.click(f, Self.x(f, 6))
    Self.click(f, Self.x(f, 6))
    #expect(primary.text == "Harbour")
    f.key(.left, .shift)
    #expect(primary.text == "Harbou")
    // Another field, not focused, takes the middle click: focus, caret there, the text in.
    let other = TextField(identifier: "other", frame: Rect(x: 20, y: 62, width: 200, height: 36))
    try? f.window.rootView.addSubview(other)
    other.text = "pier"
    f.clock.advance(by: 1)
    for phase in [PointerPhase.down, .up] {
      f.screen.deliver(
        .pointer(PointerEvent(phase, at: Point(x: Self.x(f, 0) + 0.5, y: 80), time: f.clock.now, button: .middle)))
    }
    #expect(other.isFocused)
    #expect(other.text == "Harboupier")
    #expect(other.editor.caret == 6)
    // The middle button's press is no tap: no other recognizer saw it.
    #expect(primary.text == "Harbou")
  }
}
