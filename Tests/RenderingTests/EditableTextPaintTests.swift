import Compositor
import Rendering
import Testing

/// Lines being edited: the caret and the selection land where ``FontMetrics`` says, and
/// characters DejaVu Sans lacks are drawn from a fallback face rather than as empty boxes.
@Suite struct EditableTextPaintTests {
  /// The columns of row `y` whose pixel is (nearly) `color`.
  static func columns(_ s: PixelSurface, y: Int, near color: Color, within tolerance: Double = 0.1) -> [Int] {
    (0..<s.width).filter { close(s.color(x: $0, y: y), color, within: tolerance) }
  }

  @Test func theCaretIsDrawnAtTheMeasuredAdvance() throws {
    let metrics = FontMetrics()
    for (string, caret) in [("café ñ 日本", 4), ("café ñ 日本", 9), ("Musée", 0)] {
      let canvas = Canvas(width: 240, height: 40)
      let field = View(identifier: "field", frame: Rect(x: 10, y: 0, width: 220, height: 40))
      let red = Color(red: 1, green: 0, blue: 0)
      field.content = .editableText(
        EditableText(Text(string, fontSize: 16, color: .black), caret: caret, inset: 10, caretColor: red))
      canvas.add(field)
      let s = try canvas.render()
      let expected = 20 + metrics.advance(of: Text(String(string.prefix(caret)), fontSize: 16))
      // Above the glyphs' tops nothing else is red: the caret's two columns straddle its x.
      let found = Self.columns(s, y: 13, near: red)
      #expect(found == [Int((expected - 1).rounded()), Int((expected - 1).rounded()) + 1], "\(string) \(caret)")
    }
  }

  @Test func theSelectionIsHighlightedBetweenItsEdges() throws {
    let metrics = FontMetrics()
    let canvas = Canvas(width: 240, height: 40)
    let field = View(identifier: "field", frame: Rect(x: 0, y: 0, width: 240, height: 40))
    let green = Color(red: 0, green: 1, blue: 0)
    field.content = .editableText(
      EditableText(Text("Old Harbour", fontSize: 16), selection: 4..<11, inset: 10, selectionColor: green))
    canvas.add(field)
    let s = try canvas.render()
    let from = 10 + metrics.advance(of: Text("Old ", fontSize: 16))
    let to = 10 + metrics.advance(of: Text("Old Harbour", fontSize: 16))
    // Row 12 runs above the lower-case letters, where only the "H" and "b" stems cross it.
    let highlighted = Self.columns(s, y: 12, near: green, within: 0.02)
    #expect(highlighted.first == Int(from.rounded(.up)))
    #expect(highlighted.last == Int(to.rounded(.down)) - 1)
    #expect(close(s.color(x: Int(from) - 2, y: 12), .white))
  }

  @Test func scrollingShiftsTheLineAndTheInsetStaysClear() throws {
    let canvas = Canvas(width: 120, height: 40)
    let field = View(identifier: "field", frame: Rect(x: 0, y: 0, width: 120, height: 40))
    let text = String(repeating: "W", count: 20)
    field.content = .editableText(EditableText(Text(text, fontSize: 16), scrollOffset: 100, inset: 10))
    canvas.add(field)
    let s = try canvas.render()
    for y in 0..<40 {
      // The inset's far columns show nothing of the text running under them.
      #expect(close(s.color(x: 3, y: y), .white) && close(s.color(x: 116, y: y), .white))
    }
    #expect((0..<40).contains { lightness(s, 60, $0) < 0.5 })
  }

  @Test func charactersDejaVuLacksComeFromAFallbackFace() throws {
    func draw(_ string: String) throws -> PixelSurface {
      let canvas = Canvas(width: 60, height: 40)
      let label = View(identifier: "label", frame: Rect(x: 0, y: 0, width: 60, height: 40))
      label.content = .text(Text(string, fontSize: 24))
      canvas.add(label)
      return try canvas.render()
    }
    // Missing glyphs would all be the same empty box.
    let sun = try draw("日")
    let book = try draw("本")
    #expect(!sun.hasSamePixels(as: book))
    let ink = (0..<60).flatMap { x in (0..<40).map { lightness(sun, x, $0) } }.filter { $0 < 0.5 }.count
    #expect(ink > 40)
    // Ideographs are set full width, as the fallback face's advance says.
    let metrics = FontMetrics()
    #expect(abs(metrics.advance(of: Text("日本", fontSize: 16)) - 32) < 0.5)
    #expect(
      metrics.advance(of: Text("café", fontSize: 16)) == metrics.advance(of: Text("caf", fontSize: 16))
        + metrics.advance(of: Text("é", fontSize: 16)))
  }
}
