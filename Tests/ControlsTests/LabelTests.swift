import Compositor
import CompositorTesting
import Testing

@testable import Controls

/// A label shows its text on one line cut with an ellipsis, or wrapped to a number of
/// lines, and reports the size that fits it.
@Suite struct LabelTests {
  /// The lines of text `view` drew with code when the last frame was taken.
  static func drawnLines(_ view: View) -> [Text] {
    (view.drawing?.commands ?? []).compactMap { command in
      if case .text(let text, _) = command { text } else { nil }
    }
  }

  @Test func oneLineIsDrawnWithCodeAndKept() throws {
    let f = ControlsFixture()
    let label = Label("Trails nearby", fontSize: 20, isBold: true, color: .blue, alignment: .center)
    try f.add(label, at: Rect(x: 0, y: 0, width: 300, height: 40))
    try f.harness.render()
    #expect(
      Self.drawnLines(label) == [Text("Trails nearby", fontSize: 20, isBold: true, color: .blue, alignment: .center)])
    #expect(label.accessibility?.role == .staticText)
    #expect(label.accessibility?.label == "Trails nearby")
    #expect(!label.isUserInteractionEnabled, "text reads; presses reach what is behind")
    // Moved, it is composited again, not drawn.
    let drawn = label.drawingGeneration
    label.frame.origin.y += 30
    try f.harness.render()
    #expect(label.drawingGeneration == drawn)
    label.text = "Ridge path"
    try f.harness.render()
    #expect(label.drawingGeneration == drawn + 1)
  }

  @Test func oneLineTooLongIsCutWithAnEllipsisThatFits() throws {
    let f = ControlsFixture()
    let label = Label("Lakeshore loop along the northern shore of the lake", fontSize: 15)
    try f.add(label, at: Rect(x: 0, y: 0, width: 120, height: 20))
    try f.harness.render()
    let shown = try #require(Self.drawnLines(label).first)
    #expect(shown.string.hasSuffix("…"))
    #expect(shown.string.hasPrefix("Lakeshore"))
    #expect(f.screen.textMetrics.advance(of: shown) <= 120)
    // One more character would not fit.
    let full = Array(label.text)
    let kept = shown.string.dropLast().count
    var longer = shown
    longer.string = String(full[..<(kept + 1)]) + "…"
    #expect(f.screen.textMetrics.advance(of: longer) > 120)
    // Wide enough again, it shows the whole text.
    label.frame.size.width = 400
    try f.harness.render()
    #expect(Self.drawnLines(label).map(\.string) == [label.text])
    #expect(label.accessibility?.label == label.text, "assistive technology reads all of it")
  }

  @Test func itsSizeFitsItsTextWhateverItIsGiven() throws {
    let f = ControlsFixture()
    let label = Label("Ridge path · 7.8 km", fontSize: 17)
    try f.add(label, at: Rect(x: 0, y: 0, width: 50, height: 10))
    let expected = f.screen.textMetrics.size(of: Text("Ridge path · 7.8 km", fontSize: 17))
    #expect(label.sizeThatFits(Size(width: 50, height: 10)) == expected)
    let stack = VStack(alignment: .leading) { label }
    try f.add(stack, at: Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(label.frame.size == expected)
    label.text = "Ridge"
    f.screen.layoutIfNeeded()
    #expect(label.frame.width == f.screen.textMetrics.advance(of: Text("Ridge", fontSize: 17)))
  }

  @Test func wrappingLabelsTakeTheLinesTheirWidthNeeds() throws {
    let f = ControlsFixture()
    let text = "A loop around the lake through birch woods, with a view of the ridge from the old mill."
    let label = Label(text, lineLimit: nil)
    let stack = VStack(alignment: .fill) { label }
    try f.add(stack, at: Rect(x: 0, y: 0, width: 200, height: 300))
    let line = f.screen.textMetrics.lineHeight(of: Text(text))
    let lines = TextWrapping(label.styledText, metrics: f.screen.textMetrics).lines(width: 200, limit: nil)
    #expect(lines.count >= 3)
    #expect(lines.joined(separator: " ") == text, "every word, in order")
    for l in lines { #expect(f.screen.textMetrics.advance(of: Text(l)) <= 200) }
    #expect(label.frame.height == Double(lines.count) * line)
    try f.harness.render()
    #expect(Self.drawnLines(label).map(\.string) == lines)
    // Two lines at most: the second ends with an ellipsis.
    label.lineLimit = 2
    f.screen.layoutIfNeeded()
    #expect(label.frame.height == 2 * line)
    let cut = TextWrapping(label.styledText, metrics: f.screen.textMetrics).lines(width: 200, limit: 2)
    #expect(cut.count == 2)
    #expect(cut[1].hasSuffix("…"))
    #expect(f.screen.textMetrics.advance(of: Text(cut[1])) <= 200)
  }

  @Test func lineBreaksAndLongWordsWrapToo() {
    let metrics = EstimatedTextMetrics()
    // 0.6 × 10 = 6 points a character: 60 points hold 10 characters.
    let wrapping = TextWrapping(Text("ab cd\nefghijklmnopqrstuvwxyz", fontSize: 10), metrics: metrics)
    #expect(wrapping.lines(width: 60, limit: nil) == ["ab cd", "efghijklmn", "opqrstuvwx", "yz"])
    #expect(wrapping.lines(width: 60, limit: 2) == ["ab cd", "efghijklm…"])
    #expect(wrapping.truncated("abcdefghijkl", width: 60) == "abcdefghi…")
    #expect(wrapping.truncated("abc", width: 60) == "abc")
    #expect(wrapping.truncated("abcdef", width: 3) == "…")
  }
}
