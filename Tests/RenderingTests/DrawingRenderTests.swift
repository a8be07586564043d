import Compositor
import CompositorTesting
import Foundation
import Testing

@testable import Rendering

/// Views drawn with code: kept in their retained pixels, composited wherever they move,
/// drawn again only when they ask, when they resize and when the scale changes.
@Suite struct DrawingRenderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let golden = GoldenImage(directory: root.appendingPathComponent("Assets/goldens/rendering").path)
  static var assets: AssetCatalog { AssetCatalog(directory: root.appendingPathComponent("Assets/images").path) }

  /// A harbour drawn with code: water in a linear gradient, a coast of curves, a dashed
  /// ferry route, docks in a rotated frame, a radial glow around a lighthouse cut to a
  /// circle, labels, an arc and the compass image.
  static func harbour(_ context: GraphicsContext, _ size: Size) {
    let all = Rect(origin: .zero, size: size)
    context.fill(
      Path(roundedRect: all, cornerRadius: 14),
      with: .linearGradient(
        Gradient(colors: [Color(hex: 0xBFE3F7), Color(hex: 0x6FB1DE)]), startPoint: .zero,
        endPoint: Point(x: 0, y: size.height)))
    var coast = Path()
    coast.move(to: Point(x: 0, y: 40))
    coast.addQuadCurve(to: Point(x: 120, y: 70), control: Point(x: 60, y: 0))
    coast.addCurve(to: Point(x: 240, y: 30), control1: Point(x: 160, y: 120), control2: Point(x: 200, y: -10))
    coast.addLine(to: Point(x: 240, y: 0))
    coast.addLine(to: Point(x: 0, y: 0))
    coast.closeSubpath()
    context.fill(coast, with: .color(Color(hex: 0xE4EBD8)))
    context.stroke(coast, with: .color(Color(hex: 0x8C6D46)), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
    var route = Path()
    route.move(to: Point(x: 30, y: 150))
    route.addCurve(to: Point(x: 210, y: 120), control1: Point(x: 80, y: 90), control2: Point(x: 150, y: 190))
    context.stroke(
      route, with: .color(.white), style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [8, 6], dashPhase: 2))
    context.withSavedState {
      context.translateBy(x: 70, y: 110)
      context.rotate(by: .degrees(-25))
      for i in 0..<3 {
        context.fill(
          Path(roundedRect: Rect(x: Double(i) * 14, y: 0, width: 8, height: 26), cornerRadius: 2),
          with: .color(Color(hex: 0x5C4B3B)))
      }
      context.draw(Text("Docks", fontSize: 11, isBold: true, color: Color(hex: 0x1C1C1E)), at: Point(x: 18, y: 36))
    }
    context.withSavedState {
      let light = Point(x: 190, y: 160)
      context.clip(to: Path(ellipseIn: Rect(x: light.x - 30, y: light.y - 30, width: 60, height: 60)))
      context.fill(
        Path(all),
        with: .radialGradient(
          Gradient(colors: [Color(hex: 0xFFF3B0), Color(hex: 0xFFF3B0, alpha: 0)]), center: light, startRadius: 2,
          endRadius: 30))
      context.opacity = 0.6
      context.fill(Path(Rect(x: light.x - 3, y: light.y - 40, width: 6, height: 80)), with: .color(.red))
    }
    var gauge = Path()
    gauge.addArc(center: Point(x: 40, y: 190), radius: 18, startAngle: .degrees(180), endAngle: .degrees(360))
    context.stroke(gauge, with: .color(Color(hex: 0x1C1C1E)), style: StrokeStyle(lineWidth: 4, lineCap: .round))
    context.withSavedState {
      context.scaleBy(x: 1.5, y: 1.5)
      context.draw(
        Text("Old Harbour", fontSize: 10, color: Color(hex: 0x0B3D5C), alignment: .center),
        in: Rect(x: 40, y: 52, width: 80, height: 14))
    }
    context.drawImage(named: "compass", in: Rect(x: size.width - 44, y: size.height - 44, width: 36, height: 36))
    context.drawImage(named: "missing", in: Rect(x: size.width - 80, y: size.height - 30, width: 24, height: 20))
  }

  /// A screen with the harbour drawn in a card in the middle, and a renderer for it.
  final class Scene {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    let scroll: ScrollView
    let canvas: CanvasView
    let renderer: FrameRenderer
    var draws = 0

    init(scale: Double = 1) {
      screen = Screen(size: Size(width: 280, height: 240), clock: clock)
      screen.scale = scale
      window = Window(name: "main", frame: screen.bounds)
      window.rootView.background = .color(Color(white: 0.95))
      scroll = ScrollView(
        identifier: "scroll", frame: screen.bounds, contentSize: Size(width: 280, height: 1000))
      canvas = CanvasView(identifier: "harbour", frame: Rect(x: 20, y: 10, width: 240, height: 220))
      renderer = FrameRenderer(assets: DrawingRenderTests.assets)
      canvas.cornerRadii = CornerRadii(all: 14)
      canvas.shadow = Shadow(color: .black.opacity(0.25), radius: 6, y: 2)
      canvas.onDraw = { [unowned self] context, size in
        self.draws += 1
        DrawingRenderTests.harbour(context, size)
      }
      try! scroll.addSubview(canvas)
      try! window.rootView.addSubview(scroll)
      screen.addWindow(window)
    }

    /// One frame, as a host runs it.
    @discardableResult
    func frame() throws -> RenderedFrame {
      clock.advance(by: 1.0 / 60)
      screen.tick()
      return try renderer.render(screen.takeFrame())
    }

    /// The same screen drawn afresh by a renderer that keeps nothing.
    func cold() throws -> PixelSurface {
      try FrameRenderer(assets: DrawingRenderTests.assets).render(screen.takeFrame()).surface
    }
  }

  @Test(arguments: [1.0, 2.0])
  func theHarbourLooksRight(scale: Double) throws {
    let scene = Scene(scale: scale)
    let frame = try scene.frame()
    // The missing image is drawn as the placeholder, and told once.
    #expect(Array(scene.renderer.painter.assets.unavailableImages.keys) == ["missing"])
    try Self.golden.verify(frame.surface, named: "drawing-harbour-\(Int(scale))x")
  }

  /// Moved, scrolled and faded for 100 frames, the view is not drawn, nor turned into
  /// pixels, again; every frame equals one drawn afresh.
  @Test func movedAndScrolledFor100FramesItIsDrawnZeroTimes() throws {
    let scene = Scene()
    try scene.frame()
    #expect(scene.draws == 1)
    let made = scene.renderer.painter.drawingsRasterized
    for i in 0..<100 {
      scene.canvas.frame.origin.x = 20 + Double(i % 9) * 0.5
      scene.scroll.contentOffset.y = Double(i % 40)
      scene.canvas.alpha = i % 10 == 5 ? 0.5 : 1
      let frame = try scene.frame()
      if i % 25 == 24 {
        #expect(
          ImageDifference(reference: try scene.cold(), actual: frame.surface).differingPixelCount == 0, "frame \(i)")
      }
    }
    #expect(scene.draws == 1)
    #expect(scene.renderer.painter.drawingsRasterized == made)
  }

  @Test func aRedrawASizeChangeAndAScaleChangeEachDrawOnce() throws {
    let scene = Scene()
    try scene.frame()
    var made = scene.renderer.painter.drawingsRasterized
    scene.canvas.setNeedsDisplay()
    scene.canvas.setNeedsDisplay()
    try scene.frame()
    #expect(scene.draws == 2)
    // The same drawing again: its pixels stand.
    #expect(scene.renderer.painter.drawingsRasterized == made)
    scene.canvas.frame.size.width = 230
    try scene.frame()
    #expect(scene.draws == 3)
    #expect(scene.renderer.painter.drawingsRasterized == made + 1)
    made += 1
    scene.screen.scale = 2
    let frame = try scene.frame()
    #expect(scene.draws == 4)
    #expect(scene.renderer.painter.drawingsRasterized == made + 1)
    #expect(frame.surface.width == 560)
    #expect(ImageDifference(reference: try scene.cold(), actual: frame.surface).differingPixelCount == 0)
    try scene.frame()
    #expect(scene.draws == 4)
  }

  /// A view that leaves its window lets its pixels go (the sanitizer run checks none
  /// leak), and its drawing is made into pixels again, without drawing, when it returns.
  @Test func aViewThatLeavesTheTreeReleasesItsPixels() throws {
    let scene = Scene()
    try scene.frame()
    weak let pixels = scene.canvas.retainedContents as? DrawnContents
    #expect(pixels?.surface?.width == 240)
    scene.canvas.removeFromSuperview()
    #expect(pixels == nil)
    try scene.frame()
    try scene.scroll.addSubview(scene.canvas)
    let made = scene.renderer.painter.drawingsRasterized
    try scene.frame()
    #expect(scene.draws == 1)
    #expect(scene.renderer.painter.drawingsRasterized == made + 1)
    #expect(scene.canvas.retainedContents != nil)
  }

  /// A drawing in a layer's store moves with the layer and is never drawn again.
  @Test func aDrawingInALayerMovesWithIt() throws {
    let scene = Scene()
    scene.canvas.removeFromSuperview()
    scene.canvas.isLayer = true
    try scene.window.rootView.addSubview(scene.canvas)
    try scene.frame()
    for i in 0..<30 {
      scene.canvas.translation.y = Double(i) * 1.5
      try scene.frame()
    }
    #expect(scene.draws == 1)
    #expect(ImageDifference(reference: try scene.cold(), actual: try scene.frame().surface).differingPixelCount == 0)
  }
}
