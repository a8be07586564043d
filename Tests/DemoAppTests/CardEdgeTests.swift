import Compositor
import Rendering
import Testing

@testable import SheetOverlay

/// The card's drawn edge and its hit edge follow one rule at fractional pixel positions:
/// every pixel the card draws with more than half coverage is one the hit test and the
/// window's input shape (`Window.hitRegion(scale:)`, which the X server is given) give the
/// sheet, and no other — along its straight edges and round its corners, at scales 1.25,
/// 1.5 and 2, with the card's frame between pixels, at rest and mid-spring.
@Suite struct CardEdgeTests {
  /// A white card with no shadow and no grabber over a black window, so that a pixel's red
  /// level is the card's coverage there.
  final class Scene {
    let clock = ManualClock()
    let screen: Screen
    let main: Window
    @State var shown = true
    @State var detent: SheetOverlayDetent
    var presentation: SheetOverlayPresentation!

    init(size: Size, scale: Double, detents: [SheetOverlayDetent], placement: SheetOverlayPlacement) {
      screen = Screen(size: size, clock: clock)
      screen.scale = scale
      main = Window(name: "main", frame: screen.bounds)
      main.rootView.background = .color(.black)
      screen.addWindow(main)
      _detent = State(wrappedValue: detents[0])
      let content = View(identifier: "content")
      presentation = try! main.sheetOverlay(isPresented: $shown, selected: $detent) { _ in
        content.sheetOverlayDetents(detents).sheetOverlayBackground(.color(.white)).sheetOverlayHideShadow()
          .sheetOverlayDragIndicator(.hidden).sheetOverlayPlacement(placement).sheetOverlayCornerRadius(20)
      }
      run(seconds: 2)
    }

    func run(seconds: Double) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        screen.tick()
      }
    }
  }

  /// What the pixels along the card's edges and round its corners disagree on, and how
  /// many corner pixels were too close to the curve to judge (the exact circle passes within
  /// 1/20 of a pixel of their centre, finer than cairo's sampling of coverage).
  static func disagreements(_ scene: Scene) throws -> (found: [String], close: Int, checked: Int) {
    let frame = try FrameRenderer().render(scene.screen.takeFrame()).surface
    let overlay = try #require(scene.presentation.overlayWindow)
    let scale = scene.screen.scale
    let region = overlay.inputShape(scale: scale)
    let card = scene.presentation.sheetView.frameOnScreen
    let shape = RoundedRectShape(rect: card, radii: scene.presentation.sheetView.cornerRadii)
    let px = Rect(x: card.minX * scale, y: card.minY * scale, width: card.width * scale, height: card.height * scale)
    let r = 20 * scale
    var found: [String] = []
    var close = 0
    var checked = 0
    let x0 = Int(px.minX) - 3
    let x1 = Int(px.maxX) + 3
    let y0 = Int(px.minY) - 3
    let y1 = Swift.min(Int(px.maxY) + 3, frame.height)
    for y in y0..<y1 {
      for x in x0..<x1 {
        // The band along each edge and the squares of the corners.
        let nearX = Double(x) < px.minX + r + 3 || Double(x) > px.maxX - r - 3
        let nearY = Double(y) < px.minY + r + 3 || Double(y) > px.maxY - r - 3
        let edge =
          abs(Double(x) - px.minX) < 3 || abs(Double(x) - px.maxX) < 3 || abs(Double(y) - px.minY) < 3
          || abs(Double(y) - px.maxY) < 3
        let centre = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        // Only the pixels of the window: those whose centres are on the screen.
        guard edge || (nearX && nearY), scene.screen.bounds.contains(centre), let value = frame.pixel(x: x, y: y)
        else { continue }
        // Too close to a corner's curve for the sampled coverage to tell.
        if nearX && nearY, Self.distanceToCurve(of: shape, from: centre) * scale < 0.05 {
          close += 1
          continue
        }
        checked += 1
        let covered = Double((value >> 16) & 0xFF) / 255 > 0.5
        let hit = scene.screen.hitTest(centre)?.window === overlay
        let inShape = region.contains { $0.x <= x && x < $0.maxX && $0.y <= y && y < $0.maxY }
        if covered != hit || hit != inShape {
          found.append("(\(x), \(y)): drawn \((value >> 16) & 0xFF)/255, hit \(hit), input shape \(inShape)")
        }
      }
    }
    return (found, close, checked)
  }

  /// How far `point` is from the circle of the corner whose square it is in; infinity
  /// outside every corner square.
  static func distanceToCurve(of shape: RoundedRectShape, from point: Point) -> Double {
    let rect = shape.rect
    let r = shape.radii
    let corners = [
      (rect.minX + r.topLeft, rect.minY + r.topLeft, r.topLeft),
      (rect.maxX - r.topRight, rect.minY + r.topRight, r.topRight),
      (rect.minX + r.bottomLeft, rect.maxY - r.bottomLeft, r.bottomLeft),
      (rect.maxX - r.bottomRight, rect.maxY - r.bottomRight, r.bottomRight),
    ]
    var best = Double.infinity
    for (cx, cy, radius) in corners where radius > 0 {
      let inSquare = abs(point.x - cx) <= radius + 1 && abs(point.y - cy) <= radius + 1
      guard inSquare else { continue }
      best = Swift.min(
        best, abs(((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot() - radius))
    }
    return best
  }

  /// A floating card whose top lands half a pixel off the grid (814 points at 1.25 is
  /// pixel 1017.5, as in the real window at 1920×1080), on containers and detents that put
  /// its frame between pixels at each scale; at rest, and caught mid-spring.
  @Test(arguments: [1.25, 1.5, 2.0])
  func theDrawnEdgeIsTheHitEdge(scale: Double) throws {
    let cases: [(Size, [SheetOverlayDetent], SheetOverlayPlacement)] = [
      (Size(width: 1920, height: 1080), [.height(250), .medium], .floating(edge: .leading, width: 400, margin: 16)),
      (
        Size(width: 1920.5, height: 1080.5), [.height(250.3), .medium],
        .floating(edge: .leading, width: 400.3, margin: 16.3)
      ),
      (
        Size(width: 1280, height: 800.7), [.height(233.1), .large],
        .floating(edge: .trailing, width: 399.9, margin: 15.5)
      ),
      (Size(width: 640.3, height: 800.3), [.height(250.1), .medium], .bottom),
    ]
    var closeTotal = 0
    var checkedTotal = 0
    for (size, detents, placement) in cases {
      let scene = Scene(size: size, scale: scale, detents: detents, placement: placement)
      var states: [String] = []
      func check(_ label: String) throws {
        let (found, close, checked) = try Self.disagreements(scene)
        closeTotal += close
        checkedTotal += checked
        states.append(label)
        #expect(found.isEmpty, "scale \(scale), \(size), \(label): \(found.prefix(8))")
      }
      try check("at rest on \(detents[0])")
      scene.detent = detents[1]
      scene.run(seconds: 0.1)
      try check("mid-spring toward \(detents[1])")
      scene.run(seconds: 2)
      try check("at rest on \(detents[1])")
    }
    // The pixels too close to call are a sliver of those checked.
    #expect(closeTotal * 50 < checkedTotal, "\(closeTotal) of \(checkedTotal)")
  }
}
