import Compositor
import Foundation
import Rendering
import Testing

/// Frames at ``Screen/scale`` pixels per point: views stay in points, the renderer draws at
/// pixel resolution, crisp rather than magnified.
@Suite struct ScaleTests {
  /// A frame has the screen's size in points times the scale, rounded up, in pixels.
  @Test(arguments: [(1.0, 100, 60), (1.25, 125, 75), (1.5, 150, 90), (2.0, 200, 120), (1.1, 110, 66)])
  func aFrameHasTheScreensSizeTimesTheScaleInPixels(scale: Double, width: Int, height: Int) throws {
    let canvas = Canvas(width: 100, height: 60)
    canvas.screen.scale = scale
    let frame = try canvas.renderer.render(canvas.screen.takeFrame())
    #expect(frame.surface.width == width && frame.surface.height == height)
    #expect(frame.scale == scale)
  }

  /// A view at (10, 10) of 20×20 points covers pixels 20..<60 at scale 2, 15..<45 at 1.5.
  @Test(arguments: [(2.0, 20, 60), (1.5, 15, 45), (1.0, 10, 30)])
  func aViewCoversItsFrameTimesTheScale(scale: Double, from: Int, to: Int) throws {
    let canvas = Canvas(width: 50, height: 50)
    canvas.add(box("box", Rect(x: 10, y: 10, width: 20, height: 20), Color(hex: 0xFF0000)))
    canvas.screen.scale = scale
    let s = try canvas.render()
    for (x, inside) in [(from - 1, false), (from, true), (to - 1, true), (to, false)] {
      #expect((s.pixel(x: x, y: from + 1) == 0xFFFF_0000) == inside, "x \(x) at scale \(scale)")
      #expect((s.pixel(x: from + 1, y: x) == 0xFFFF_0000) == inside, "y \(x) at scale \(scale)")
    }
  }

  /// Text, rounded corners, a gradient and a blurred shadow at scale 2 are the same pixels as
  /// the same scene twice as large at scale 1: drawn at the pixel size, not magnified.
  @Test func aSceneAtScaleTwoIsTheSceneTwiceAsLargeAtScaleOne() throws {
    let atTwo = Self.scene(factor: 1)
    atTwo.screen.scale = 2
    let doubled = Self.scene(factor: 2)
    let a = try atTwo.render()
    let b = try doubled.render()
    #expect(a.width == b.width && a.height == b.height)
    #expect(a.hasSamePixels(as: b), "\(ImageDifference(reference: b, actual: a))")
    // And not the scene at scale 1 magnified: its text has twice the detail.
    let once = try Self.scene(factor: 1).render()
    let magnified = try PixelSurface(width: once.width * 2, height: once.height * 2)
    magnified.withUnsafeMutableBytes { raw in
      for y in 0..<magnified.height {
        for x in 0..<magnified.width {
          raw.storeBytes(
            of: once.pixel(x: x / 2, y: y / 2)!, toByteOffset: y * magnified.stride + x * 4, as: UInt32.self)
        }
      }
    }
    #expect(!a.hasSamePixels(as: magnified))
  }

  /// The scene of the test above with every length in points multiplied by `factor`.
  static func scene(factor k: Double) -> Canvas {
    let canvas = Canvas(width: 120 * k, height: 80 * k, background: Color(hex: 0xEEEEEE))
    let card = View(identifier: "card", frame: Rect(x: 10 * k, y: 10 * k, width: 60 * k, height: 40 * k))
    card.background = .linearGradient(
      LinearGradient(
        stops: [.init(color: Color(hex: 0x3366CC), location: 0), .init(color: Color(hex: 0xCC6633), location: 1)],
        startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1)))
    card.cornerRadii = CornerRadii(all: 9 * k)
    card.shadow = Shadow(color: Color(white: 0, alpha: 0.4), radius: 6 * k, x: 0, y: 2 * k)
    canvas.add(card)
    let label = View(identifier: "label", frame: Rect(x: 8 * k, y: 56 * k, width: 104 * k, height: 20 * k))
    label.content = .text(Text("Crisp Gq 12", fontSize: 13 * k, isBold: true))
    canvas.add(label)
    return canvas
  }

  /// The focus ring's stroke is ``FocusRingGeometry/width`` points wide: that many pixels times the
  /// scale, measured as the ring's coverage across its left edge.
  @Test(arguments: [1.0, 1.5, 2.0])
  func theFocusRingIsDrawnAtThePixelWidth(scale: Double) throws {
    let canvas = Canvas(width: 80, height: 60)
    let button = box("button", Rect(x: 20, y: 20, width: 40, height: 20), Color(hex: 0x333333))
    button.isFocusable = true
    canvas.add(button)
    canvas.screen.scale = scale
    canvas.screen.moveFocus()
    let s = try canvas.render()
    let y = Int(30 * scale)
    // Over white, the ring's blue at coverage c and opacity a leaves red at 1 - c·a.
    let a = FocusRingGeometry.color.alpha
    let coverage = (0..<Int(20 * scale)).reduce(0.0) { sum, x in sum + (1 - (s.color(x: x, y: y)?.red ?? 1)) / a }
    #expect(abs(coverage - FocusRingGeometry.width * scale) < 0.1, "\(coverage) pixels at scale \(scale)")
  }

  /// From 1.5 pixels per point, an image comes in its `@2x` variant where the catalog has
  /// one; below, the plain image. The view's size is the same either way.
  @Test(arguments: [(1.0, false), (1.25, false), (1.5, true), (2.0, true), (3.0, true)])
  func theTwoTimesVariantIsTakenFromOnePointFive(scale: Double, variant: Bool) throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, color, side) in [("dot", 0xFFFF_0000 as UInt32, 8), ("dot@2x", 0xFF00_00FF, 16)] {
      let image = try PixelSurface(width: side, height: side)
      image.withUnsafeMutableBytes { raw in
        for i in 0..<(side * side) {
          raw.storeBytes(of: color, toByteOffset: i / side * image.stride + i % side * 4, as: UInt32.self)
        }
      }
      try image.writePNG(to: directory + "/" + name + ".png")
    }
    let canvas = Canvas(width: 40, height: 40, assets: AssetCatalog(directory: directory))
    let dot = View(identifier: "dot", frame: Rect(x: 10, y: 10, width: 8, height: 8))
    dot.content = .image("dot")
    canvas.add(dot)
    canvas.screen.scale = scale
    let s = try canvas.render()
    let centre = Int(14 * scale)
    #expect(s.pixel(x: centre, y: centre) == (variant ? 0xFF00_00FF : 0xFFFF_0000))
    // Both fill the view's 8 points and no more.
    #expect(s.pixel(x: Int(19 * scale), y: centre) == 0xFFFF_FFFF)
  }

  /// A scale outside ``Screen/scaleRange`` or not finite is refused; the scale stays.
  @Test func aScaleOutsideTheRangeIsRefused() {
    let canvas = Canvas()
    canvas.screen.scale = 1.5
    for bad in [0, -1, 9, .nan, .infinity] as [Double] {
      canvas.screen.scale = bad
      #expect(canvas.screen.scale == 1.5)
    }
  }

  /// A new scale redraws everything: no buffer drawn at the old one is reused.
  @Test func changingTheScaleRedrawsEverything() throws {
    let canvas = Self.scene(factor: 1)
    _ = try canvas.render()
    canvas.screen.scale = 2
    let frame = canvas.screen.takeFrame()
    let after = try canvas.renderer.render(frame)
    #expect(after.isFullFrame)
    let cold = try FrameRenderer().render(frame).surface
    #expect(after.surface.hasSamePixels(as: cold))
  }
}
