import Testing

@testable import Compositor

/// A graphics context records what is drawn, keeps its state with saves and restores, and
/// refuses what cannot be drawn with a diagnostic.
@Suite struct GraphicsContextTests {
  @Test func itRecordsInOrderAndTracksTheTransform() {
    let context = GraphicsContext(size: Size(width: 100, height: 50), scale: 2)
    let box = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    context.fill(box, with: .color(.red))
    context.withSavedState {
      context.translateBy(x: 10, y: 5)
      context.opacity = 0.5
      #expect(context.transform.apply(to: .zero) == Point(x: 10, y: 5))
      context.stroke(box, with: .color(.black), lineWidth: 2)
    }
    #expect(context.transform == .identity)
    #expect(context.opacity == 1)
    context.draw(Text("Dock"), at: Point(x: 50, y: 25))
    #expect(
      context.finish() == [
        .fill(box, .color(.red), .nonZero), .save, .concatenate(Transform(translationX: 10, y: 5)), .opacity(0.5),
        .stroke(box, .color(.black), StrokeStyle(lineWidth: 2)), .restore,
        .textAt(Text("Dock"), point: Point(x: 50, y: 25), anchor: Point(x: 0.5, y: 0.5)),
      ])
  }

  @Test func unmatchedSavesAreClosedAndExtraRestoresIgnored() {
    let context = GraphicsContext(size: Size(width: 10, height: 10))
    let (_, messages) = Diagnostics.collecting {
      context.restoreState()
      context.saveState()
      context.clip(to: Path(Rect(x: 0, y: 0, width: 5, height: 5)))
    }
    #expect(messages.count == 1)
    let commands = context.finish()
    #expect(commands.filter { $0 == .save }.count == commands.filter { $0 == .restore }.count)
  }

  @Test func whatCannotBeDrawnIsSkippedWithADiagnostic() {
    let context = GraphicsContext(size: Size(width: 10, height: 10))
    var bad = Path()
    bad.addLines([Point(x: 0, y: 0), Point(x: .infinity, y: 0)])
    let (_, messages) = Diagnostics.collecting {
      context.fill(bad, with: .color(.black))
      context.scaleBy(x: 0, y: 1)
      context.stroke(Path(Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black), style: StrokeStyle(dash: [-1]))
      context.fill(
        Path(Rect(x: 0, y: 0, width: 1, height: 1)),
        with: .linearGradient(Gradient(colors: [.red]), startPoint: Point(x: .nan, y: 0), endPoint: .zero))
      context.drawImage(named: "x", in: Rect(x: 0, y: 0, width: .nan, height: 1))
      context.opacity = .nan
    }
    #expect(messages.count == 6)
    #expect(context.finish().isEmpty)
    let (_, late) = Diagnostics.collecting {
      context.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
    }
    #expect(late.count == 1)
    #expect(context.commands.isEmpty)
  }

  @Test func textMeasuresWithTheContextsMetrics() {
    let context = GraphicsContext(size: Size(width: 10, height: 10), textMetrics: EstimatedTextMetrics())
    #expect(context.measure(Text("abc", fontSize: 10)) == Size(width: 18, height: 10 * 1.164))
  }
}
