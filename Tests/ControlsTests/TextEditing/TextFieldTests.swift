import Compositor
import Testing

@testable import Controls

/// The text field's keys, pointer, clipboard and sideways scroll, on a screen of its own.
@Suite struct TextFieldTests {
  /// A 400×100 screen whose window holds one 200-point field, focused.
  final class Fixture {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    let field = TextField(identifier: "field", frame: Rect(x: 20, y: 20, width: 200, height: 40), placeholder: "Search")
    var edits = 0

    init(focused: Bool = true) {
      screen = Screen(size: Size(width: 400, height: 100), clock: clock)
      window = Window(name: "main", frame: screen.bounds)
      try! window.rootView.addSubview(field)
      screen.addWindow(window)
      field.onEdit = { [unowned self] _ in self.edits += 1 }
      if focused { field.focus() }
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) {
      screen.deliver(.key(KeyEvent(key, modifiers: modifiers, time: clock.now)))
    }

    func type(_ text: String) {
      for c in text { key(.text(String(c))) }
    }

    func pointer(_ phase: PointerPhase, _ x: Double) {
      clock.advance(by: 0.02)
      screen.deliver(.pointer(PointerEvent(phase, at: Point(x: x, y: 40), time: clock.now)))
    }

    /// What the field draws.
    var drawn: EditableText? {
      if case .editableText(let e) = field.content { e } else { nil }
    }
  }

  @Test func keysTypeAndEditAtTheCaret() {
    let f = Fixture()
    f.type("cafe")
    f.key(.left)
    f.key(.left)
    f.type("X")
    #expect(f.field.text == "caXfe")
    f.key(.home)
    f.key(.delete)
    f.key(.end)
    f.key(.backspace)
    #expect(f.field.text == "aXf")
    #expect(f.field.accessibility?.value == "aXf")
    #expect(f.drawn?.caret == 3)
  }

  @Test func shiftSelectsAndTheSelectionIsDrawn() {
    let f = Fixture()
    f.type("hello")
    f.key(.left, .shift)
    f.key(.left, .shift)
    #expect(f.field.editor.selectedText == "lo")
    #expect(f.drawn?.selection == 3..<5)
    f.key(.home, .shift)
    #expect(f.field.editor.selectedText == "hello")
    f.type("J")
    #expect(f.field.text == "J")
  }

  @Test func commandKeysNeverTypeTheirLetters() {
    let f = Fixture()
    f.type("ab")
    f.key(.text("a"), .control)
    #expect(f.field.text == "ab")
    #expect(f.field.editor.selection == 0..<2)
    f.key(.text("q"), .control)
    f.key(.text("f"), .alt)
    f.key(.text("s"), .super)
    f.key(.text("Z"), [.control, .shift])
    #expect(f.field.text == "ab")
    // Shift alone types.
    f.key(.text("C"), .shift)
    #expect(f.field.text == "C")
  }

  @Test func copyCutAndPasteGoThroughTheScreensClipboard() {
    let f = Fixture()
    let clipboard = MemoryClipboard()
    f.screen.clipboard = clipboard
    f.type("Old Harbour")
    f.key(.left, [.control, .shift])
    f.key(.text("c"), .control)
    #expect(clipboard.text == "Harbour")
    #expect(f.field.text == "Old Harbour")
    f.key(.home)
    f.key(.text("v"), .control)
    #expect(f.field.text == "HarbourOld Harbour")
    f.key(.right, [.control, .shift])
    f.key(.text("x"), .control)
    #expect(clipboard.text == "Old")
    #expect(f.field.text == "Harbour Harbour")
    // Without a selection, copy and cut leave the clipboard alone.
    f.key(.text("x"), .control)
    f.key(.text("c"), .control)
    #expect(clipboard.text == "Old")
  }

  @Test func aPasteAnsweredLaterGoesWhereTheCaretIsThen() {
    final class Later: Clipboard {
      var pending: [(String?) -> Void] = []
      func setText(_ text: String) {}
      func readText(_ completion: @escaping (String?) -> Void) { pending.append(completion) }
    }
    let f = Fixture()
    let later = Later()
    f.screen.clipboard = later
    f.type("ab")
    f.key(.text("v"), .control)
    #expect(f.field.text == "ab")
    f.key(.left)
    later.pending.removeFirst()("日本")
    #expect(f.field.text == "a日本b")
    f.key(.text("v"), .control)
    later.pending.removeFirst()(nil)
    #expect(f.field.text == "a日本b")
  }

  @Test func longTextScrollsToKeepTheCaretInView() {
    let f = Fixture()
    let metrics = f.screen.textMetrics
    let visible = 200 - 2 * TextField.inset
    f.type(String(repeating: "w", count: 40))
    let caretX = metrics.advance(of: Text(f.field.text, fontSize: TextField.fontSize))
    #expect(caretX > visible)
    // The caret sits at the text area's right edge, not past it.
    #expect(abs(caretX - f.field.scrollOffset - visible) < 0.001)
    #expect(f.drawn?.scrollOffset == f.field.scrollOffset)
    f.key(.home)
    #expect(f.field.scrollOffset == 0)
    f.key(.end)
    #expect(abs(caretX - f.field.scrollOffset - visible) < 0.001)
    // Deleting back leaves no room after the text's end.
    for _ in 0..<30 { f.key(.backspace) }
    #expect(f.field.scrollOffset == 0)
  }

  @Test func aPressPlacesTheCaretAndADragSelects() {
    let f = Fixture(focused: false)
    f.field.text = "abcdefghij"
    let width = f.screen.textMetrics.advance(of: Text("a", fontSize: TextField.fontSize))
    let textX = 20 + TextField.inset
    // A tap on an unfocused field focuses it with the caret where it landed.
    f.pointer(.down, textX + 3 * width + 1)
    f.pointer(.up, textX + 3 * width + 1)
    #expect(f.field.isFocused)
    #expect(f.field.editor.caret == 3 && !f.field.editor.hasSelection)
    // Being edited, a press-drag from between b and c to between g and h selects "cdefg".
    f.pointer(.down, textX + 2 * width)
    #expect(f.field.editor.caret == 2)
    f.pointer(.move, textX + 4.4 * width)
    f.pointer(.move, textX + 7.2 * width)
    f.pointer(.up, textX + 7.2 * width)
    #expect(f.field.editor.selectedText == "cdefg")
    // Past the end selects to the end.
    f.pointer(.down, textX)
    f.pointer(.move, 390)
    f.pointer(.up, 390)
    #expect(f.field.editor.selection == 0..<10)
  }

  @Test func tabFocusSelectsTheWholeTextAsGTKDoes() {
    let f = Fixture(focused: false)
    f.field.text = "Museum"
    f.screen.moveFocus()
    #expect(f.field.isFocused)
    #expect(f.field.editor.selection == 0..<6)
    f.type("Park")
    #expect(f.field.text == "Park")
  }

  @Test func anUnfocusedFieldTakesNoKeysAndDrawsNoCaret() {
    let f = Fixture(focused: false)
    f.type("x")
    #expect(f.field.text.isEmpty)
    #expect(f.drawn?.caret == nil)
    #expect(f.drawn?.text.string == "Search")
    f.field.focus()
    #expect(f.drawn?.caret == 0)
    #expect(f.drawn?.text.string == "Search")
    f.key(.escape)
    #expect(!f.field.isFocused)
  }
}
