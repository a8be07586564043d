import Compositor
import Testing

@testable import SheetOverlay

/// A text field in a sheet's content: who a drag over it belongs to (K6).
@Suite struct TextFieldInSheetTests {
  /// In a sheet, a drag over a field not being edited moves the sheet; once the field is
  /// edited, the same drag selects its text and the sheet stays.
  @Test func aDragOverAFieldMovesTheSheetUntilTheFieldIsEdited() {
    let h = SheetHarness(detent: .medium)
    let field = h.field!
    let y = field.frameOnScreen.midY
    let top = h.top
    h.drag(from: Point(x: 100, y: y), to: Point(x: 100, y: y - 300), duration: 0.3, hold: 0.1)
    h.advance(1)
    #expect(h.top < top - 200)
    #expect(!field.isFocused)
    field.text = "Riverside Park"
    field.focus()
    let raised = h.top
    let fy = field.frameOnScreen.midY
    h.drag(from: Point(x: field.frameOnScreen.minX + 2, y: fy), to: Point(x: 300, y: fy - 60), duration: 0.2)
    h.advance(1)
    #expect(h.top == raised)
    #expect(field.editor.selectedText == "Riverside Park")
  }
}
