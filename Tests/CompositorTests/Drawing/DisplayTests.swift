import Testing

@testable import Compositor

/// A view that draws with code draws when a frame is taken and it needs it: the first time,
/// after `setNeedsDisplay()`, after a resize or a scale change, never after a move, a
/// scroll or a fade.
@Suite struct DisplayTests {
  /// A canvas in a scroll view in a window, drawn once; `draws` counts its closure's runs.
  final class Scene {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    let scroll = ScrollView(
      identifier: "scroll", frame: Rect(x: 0, y: 0, width: 300, height: 300), contentSize: Size(width: 300, height: 900)
    )
    let canvas: CanvasView
    var draws = 0

    init() {
      screen = Screen(size: Size(width: 300, height: 300), clock: clock)
      window = Window(name: "main", frame: screen.bounds)
      screen.addWindow(window)
      canvas = CanvasView(identifier: "canvas", frame: Rect(x: 20, y: 20, width: 100, height: 60))
      canvas.onDraw = { [unowned self] context, size in
        self.draws += 1
        context.fill(Path(ellipseIn: Rect(origin: .zero, size: size)), with: .color(.blue))
      }
      try! scroll.addSubview(canvas)
      try! window.rootView.addSubview(scroll)
      frame()
    }

    func frame() {
      clock.advance(by: 1.0 / 60)
      screen.tick()
      _ = screen.takeFrame()
    }
  }

  @Test func movedScrolledAndFadedFor100FramesItIsNeverDrawnAgain() {
    let s = Scene()
    #expect(s.draws == 1)
    #expect(s.canvas.drawing?.size == Size(width: 100, height: 60))
    for i in 0..<100 {
      s.canvas.frame.origin.x = 20 + Double(i % 7)
      s.canvas.translation.y = Double(i % 5)
      s.canvas.alpha = 0.5 + Double(i % 2) / 2
      s.scroll.contentOffset.y = Double(i * 3)
      s.frame()
    }
    #expect(s.draws == 0 + 1)
  }

  @Test func askingForARedrawDrawsOnceHoweverOftenAsked() {
    let s = Scene()
    s.canvas.setNeedsDisplay()
    s.canvas.setNeedsDisplay()
    #expect(s.draws == 1)
    s.frame()
    #expect(s.draws == 2)
    s.frame()
    #expect(s.draws == 2)
    // Its looks that are not drawn with code change without drawing again.
    s.canvas.background = .color(.white)
    s.canvas.cornerRadii = CornerRadii(all: 8)
    s.frame()
    #expect(s.draws == 2)
  }

  @Test func aSizeChangeAndAScaleChangeEachDrawOnce() {
    let s = Scene()
    s.canvas.frame.size = Size(width: 120, height: 60)
    s.frame()
    #expect(s.draws == 2)
    #expect(s.canvas.drawing?.size == Size(width: 120, height: 60))
    s.screen.scale = 2
    s.frame()
    #expect(s.draws == 3)
    #expect(s.canvas.drawing?.scale == 2)
    s.frame()
    #expect(s.draws == 3)
  }

  /// A drawing that changes is drawn again where the view is; one that comes out the same
  /// changes nothing.
  @Test func onlyAChangedDrawingDamages() {
    let s = Scene()
    _ = s.window.takeDamage()
    let generation = s.canvas.drawingGeneration
    s.canvas.setNeedsDisplay()
    _ = s.window.takeDamage()
    #expect(s.screen.takeFrame().windows[0].damage.isEmpty)
    #expect(s.canvas.drawingGeneration == generation)
    s.canvas.onDraw = { context, _ in context.fill(Path(Rect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red)) }
    _ = s.window.takeDamage()
    #expect(s.screen.takeFrame().windows[0].damage.bounds == Rect(x: 20, y: 20, width: 100, height: 60))
    #expect(s.canvas.drawingGeneration == generation + 1)
  }

  /// A subclass draws in `draw(in:)`; a view that draws nothing keeps no drawing, and a view
  /// that leaves its window drops its pixels but keeps what it drew.
  @Test func aSubclassDrawsAndAViewThatLeavesKeepsItsDrawing() {
    final class Dot: View {
      var draws = 0
      override func draw(in context: GraphicsContext) {
        draws += 1
        context.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
      }
    }
    let s = Scene()
    let dot = Dot(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    let plain = ScrollView(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    try! s.window.rootView.addSubview(dot)
    try! s.window.rootView.addSubview(plain)
    s.frame()
    #expect(dot.draws == 1)
    #expect(dot.drawing != nil)
    #expect(plain.drawing == nil)
    final class Pixels {}
    dot.retainedContents = Pixels()
    dot.removeFromSuperview()
    #expect(dot.retainedContents == nil)
    #expect(dot.drawing != nil)
    try! s.window.rootView.addSubview(dot)
    s.frame()
    #expect(dot.draws == 1)
  }

  /// Resizing a view that paints nothing of its own damages nothing, or only the strips
  /// its clip uncovers; one that paints is drawn again whole.
  @Test func aResizeDamagesOnlyWhatChanges() {
    let s = Scene()
    let container = View(identifier: "container", frame: Rect(x: 0, y: 0, width: 200, height: 100))
    try! s.window.rootView.addSubview(container)
    s.frame()
    _ = s.window.takeDamage()
    container.frame.size.height = 150
    #expect(s.window.takeDamage().isEmpty)
    container.clipsToBounds = true
    _ = s.window.takeDamage()
    container.frame.size.height = 180
    #expect(s.window.takeDamage().rects == [Rect(x: 0, y: 150, width: 200, height: 30)])
    container.background = .color(.white)
    _ = s.window.takeDamage()
    container.frame.size.height = 170
    #expect(s.window.takeDamage().bounds == Rect(x: 0, y: 0, width: 200, height: 180))
  }
}
