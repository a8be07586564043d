import Compositor
import Rendering
import Testing

@Suite struct MaterialTests {
  /// A main window split black | white at x = 100, and an overlay window with a material
  /// card over the middle; returns the frame.
  func frame(_ material: Material?, behindInSameWindow: Bool = false) throws -> PixelSurface {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 200, height: 120), clock: clock)
    let main = Window(name: "main", frame: screen.bounds)
    main.rootView.background = .color(.white)
    let overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
    let dark = box("dark", Rect(x: 0, y: 0, width: 100, height: 120), .black)
    if behindInSameWindow {
      try overlay.rootView.addSubview(dark)
      try overlay.rootView.addSubview(box("light", Rect(x: 100, y: 0, width: 100, height: 120), .white))
    } else {
      try main.rootView.addSubview(dark)
    }
    let card = View(identifier: "card", frame: Rect(x: 20, y: 30, width: 160, height: 60))
    card.cornerRadii = CornerRadii(all: 12)
    card.background = material.map { .material($0) }
    try overlay.rootView.addSubview(card)
    screen.addWindow(main)
    screen.addWindow(overlay)
    return try FrameRenderer().render(screen.takeFrame()).surface
  }

  /// Lightness along the row through the middle of the card.
  func row(_ s: PixelSurface) -> [Double] { (0..<200).map { lightness(s, $0, 60) } }

  /// How many pixels the edge takes to go from 10% to 90% of its rise.
  func transitionWidth(_ values: [Double]) -> Int {
    let lo = values[30]
    let hi = values[170]
    let first = values.firstIndex { $0 > lo + 0.1 * (hi - lo) } ?? 0
    let last = values.firstIndex { $0 >= lo + 0.9 * (hi - lo) } ?? 0
    return last - first
  }

  @Test func aMaterialBlursTheSharpEdgeBehindItIntoAGradient() throws {
    let sharp = row(try frame(nil))
    let blurred = row(try frame(.regular))
    #expect(transitionWidth(sharp) <= 1)
    #expect(transitionWidth(blurred) > 20)
    #expect(zip(blurred[40..<160], blurred[41..<161]).allSatisfy { $0 <= $1 + 1e-9 })
    // Outside the card the edge stays sharp.
    let above = (0..<200).map { lightness(try! frame(.regular), $0, 10) }
    #expect(transitionWidth(above) <= 1)
  }

  @Test func thickerMaterialsBlurWiderAndTintMore() throws {
    let rows = try Material.allCases.map { row(try frame($0)) }
    let widths = rows.map(transitionWidth)
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "widths \(widths)")
    // Over the black half, a more opaque (whiter) tint shows lighter.
    let darkSide = rows.map { $0[30] }
    #expect(zip(darkSide, darkSide.dropFirst()).allSatisfy { $0 < $1 }, "dark side \(darkSide)")
  }

  @Test(arguments: Material.allCases)
  func theBlurOfAStepEdgeIsAGaussianOfTheMaterialsRadius(material: Material) throws {
    // A step blurred by a Gaussian of deviation σ rises from 10 % to 90 % over 2.563 σ; the
    // tint is laid on linearly, so it does not change that width.
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 600, height: 40), clock: clock)
    let main = Window(name: "main", frame: screen.bounds)
    main.rootView.background = .color(.white)
    try main.rootView.addSubview(box("dark", Rect(x: 0, y: 0, width: 300, height: 40), .black))
    let overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
    overlay.rootView.background = .material(material)
    screen.addWindow(main)
    screen.addWindow(overlay)
    let s = try FrameRenderer().render(screen.takeFrame()).surface
    let values = (0..<600).map { lightness(s, $0, 20) }
    let lo = values[10]
    let hi = values[589]
    let first = try #require(values.firstIndex { $0 > lo + 0.1 * (hi - lo) })
    let last = try #require(values.firstIndex { $0 >= lo + 0.9 * (hi - lo) })
    let expected = 2.563 * material.blurRadius
    #expect(
      abs(Double(last - first) - expected) <= expected * 0.12, "10–90 % width \(last - first), Gaussian \(expected)")
    // Centered on the edge.
    #expect(abs(Double(first + last) / 2 - 300) <= 3)
  }

  @Test func theMaterialFollowsTheRoundedCorners() throws {
    let s = try frame(.thick)
    // Just outside the card's top-left corner the page is the sharp black half.
    #expect(lightness(s, 21, 31) < 0.01)
    #expect(lightness(s, 30, 40) > 0.5)
  }

  @Test func viewsBehindTheMaterialInTheSameWindowAreBlurredToo() throws {
    let blurred = row(try frame(.regular, behindInSameWindow: true))
    #expect(transitionWidth(blurred) > 20)
    #expect(blurred == row(try frame(.regular)))
  }
}
