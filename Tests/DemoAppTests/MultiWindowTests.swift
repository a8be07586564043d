import Compositor
import Foundation
import Rendering
import Testing
import X11Backend
import X11BackendTesting

@testable import DemoApp
@testable import SheetOverlay

/// Each compositor window as an X window of its own: the X server routes clicks by the
/// overlay's input shape exactly as `Screen.hitTest` answers, and the screen shows what
/// one X window shows.
@Suite(.serialized) struct MultiWindowTests {
  /// The demo scene in this process, shown on a private X server.
  final class Shown {
    let server: XvfbServer
    let clock = ManualClock()
    let scene: DemoScene
    let x11: X11Window
    let renderer = FrameRenderer(assets: DemoAssets.catalog)

    init(separate: Bool, size: Size = Size(width: 1280, height: 800), scale: Double = 1) throws {
      server = try XvfbServer(width: Int(size.width * scale), height: Int(size.height * scale))
      scene = DemoScene(size: size, clock: clock)
      scene.screen.scale = scale
      x11 = try X11Window(
        displayName: server.displayName, title: DemoMain.windowTitlePrefix + "main", size: size, scale: scale,
        clock: clock, separateWindows: separate, childTitlePrefix: DemoMain.windowTitlePrefix)
      try advance(1.5)
    }

    deinit {
      x11.close()
      server.stop()
    }

    /// Runs frames for `seconds`, drawing and presenting each.
    func advance(_ seconds: Double) throws {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        scene.screen.tick()
        try present()
      }
    }

    func present() throws {
      let screenFrame = scene.screen.takeFrame(includingShapes: x11.showsWindowsSeparately)
      let frame = try renderer.render(screenFrame)
      let s = frame.surface
      try x11.present(
        pixels: UnsafeRawPointer(s.pixels), width: s.width, height: s.height, stride: s.stride,
        damage: frame.damage.map(\.rect), frame: screenFrame)
    }

    func send(_ phase: PointerPhase, _ x: Double, _ y: Double) throws {
      scene.screen.deliver(.pointer(PointerEvent(phase, at: Point(x: x, y: y), time: clock.now)))
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
      try present()
    }
  }

  /// The pixels to ask about: a grid over the screen, every pixel near the bottom sheet's
  /// top edge, and every pixel at the sheet's rounded corners wherever it is.
  static func pixels(_ shown: Shown) -> [Point] {
    let scale = shown.x11.scale
    let width = Int(shown.scene.screen.size.width * scale)
    let height = Int(shown.scene.screen.size.height * scale)
    var pixels: [Point] = []
    for y in stride(from: 3, to: height, by: 23) {
      for x in stride(from: 5, to: width, by: 23) { pixels.append(Point(x: Double(x), y: Double(y))) }
    }
    let top = Int(((shown.scene.screen.size.height - shown.scene.presentation.height) * scale).rounded(.down))
    for y in (top - 6)...(top + 26) {
      for x in 0..<30 { pixels.append(Point(x: Double(x), y: Double(y))) }
      for x in (width - 30)..<width { pixels.append(Point(x: Double(x), y: Double(y))) }
    }
    for x in stride(from: 0, to: width, by: 7) {
      for dy in [-2, -1, 0, 1] { pixels.append(Point(x: Double(x), y: Double(top + dy))) }
    }
    // Every pixel of a 16-point square at each corner of the sheet where it is (a floating
    // card's corners are not at the screen's edges).
    let position = shown.scene.presentation.position
    let side = Int((16 * scale).rounded())
    let left = Int((position.x * scale).rounded(.down)) - 2
    let right = Int(((position.x + position.width) * scale).rounded(.up)) + 2 - side
    let upper = Int((position.top * scale).rounded(.down)) - 2
    let lower = Int(((position.top + position.height) * scale).rounded(.up)) + 2 - side
    for (cx, cy) in [(left, upper), (right, upper), (left, lower), (right, lower)] {
      for y in cy..<(cy + side) where (0..<height).contains(y) {
        for x in cx..<(cx + side) where (0..<width).contains(x) { pixels.append(Point(x: Double(x), y: Double(y))) }
      }
    }
    return pixels
  }

  /// The oracle: for every pixel the X server names an X window of the compositor window
  /// that `Screen.hitTest` answers for that pixel's centre in points, at rest, mid-drag
  /// and with the keyboard up, at scale 1, 1.5 and 2 (the input shapes in pixels).
  @Test(arguments: [1, 1.5, 2])
  func theXServerRoutesLikeTheScreensHitTest(scale: Double) throws {
    let shown = try Shown(separate: true, scale: scale)
    let inspector = try X11WindowInspector(displayName: shown.server.displayName)
    defer { inspector.close() }
    var checked = 0
    var wrong: [String] = []
    func check(_ state: String) {
      for p in Self.pixels(shown) {
        let expected = shown.scene.screen.hitTest(shown.x11.point(atPixel: p))?.window.name ?? "none"
        let named = inspector.windowName(at: p, below: shown.x11.windowID)
        let actual = named.map { String($0.dropFirst(DemoMain.windowTitlePrefix.count)) } ?? "?"
        checked += 1
        if actual != expected && wrong.count < 10 {
          wrong.append("scale \(scale) \(state) pixel \(p): X \(actual), hit test \(expected)")
        }
      }
    }
    check("at rest")
    // Mid-drag: the grabber held and pulled up in three steps, the sheet where the pointer is.
    let top = 800 - shown.scene.presentation.height
    try shown.send(.down, 640, top + 8)
    for (i, y) in [top - 40, top - 137.5, top - 260].enumerated() {
      try shown.send(.move, 640, y)
      check("mid-drag \(i)")
    }
    try shown.send(.up, 640, top - 260)
    try shown.advance(1.5)
    check("at rest again")
    // The keyboard: a tap on the search field raises it, in a window of its own.
    let field = try #require(
      shown.scene.screen.windows.last { $0.name == "overlay" }?.rootView.firstView(withIdentifier: "search"))
    let f = field.frameOnScreen
    try shown.send(.down, f.midX, f.midY)
    try shown.send(.up, f.midX, f.midY)
    try shown.advance(1)
    #expect(shown.scene.presentation.keyboard?.isShown == true)
    check("keyboard")
    #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    #expect(checked >= 10_000)
  }

  /// Each compositor window is an X window named after it, stacked in level order; a
  /// hidden one is unmapped.
  @Test func windowsAreNamedStackedAndUnmappedWhenHidden() throws {
    let shown = try Shown(separate: true)
    let inspector = try X11WindowInspector(displayName: shown.server.displayName)
    defer { inspector.close() }
    #expect(inspector.findWindow(titled: "sheet-demo: main") == shown.x11.windowID)
    #expect(inspector.findWindow(titled: "sheet-demo: overlay") != nil)
    #expect(inspector.findWindow(titled: "sheet-demo: keyboard") != nil)
    // Dismissed: the overlay is hidden and unmapped, so every point reaches the main window.
    shown.scene.places.isPresented = false
    try shown.advance(1.5)
    #expect(shown.scene.screen.window(named: "overlay")?.isHidden == true)
    #expect(inspector.windowName(at: Point(x: 640, y: 700), below: shown.x11.windowID) == "sheet-demo: main")
  }

  /// The screen looks the same as with one X window: the root windows' pixels differ by
  /// at most 1 on average, at rest and mid-drag.
  @Test func theScreenLooksAsWithOneWindow() throws {
    func capture(separate: Bool) throws -> [CapturedImage] {
      let shown = try Shown(separate: separate, size: Size(width: 800, height: 600))
      let inspector = try X11WindowInspector(displayName: shown.server.displayName)
      defer { inspector.close() }
      var images = [try inspector.captureRoot()]
      let top = 600 - shown.scene.presentation.height
      try shown.send(.down, 400, top + 8)
      try shown.send(.move, 400, top - 150)
      images.append(try inspector.captureRoot())
      return images
    }
    let multi = try capture(separate: true)
    let single = try capture(separate: false)
    for (a, b) in zip(multi, single) {
      #expect(a.width == b.width && a.height == b.height)
      var total = 0
      for (p, q) in zip(a.pixels, b.pixels) {
        for shift in [0, 8, 16] as [UInt32] { total += abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) }
      }
      let mean = Double(total) / Double(a.pixels.count * 3)
      #expect(mean <= 1, "mean absolute difference \(mean)")
    }
  }

  /// The cost of a drag frame, each compositor window in its own X window against one:
  /// frame time (render and present) and X requests, printed; nothing timed is asserted.
  @Test func dragFramesCostInBothModes() throws {
    var lines: [String] = []
    for separate in [true, false] {
      let shown = try Shown(separate: separate, size: Size(width: 1280, height: 800))
      // At 1280 points wide the sheet is the automatic placement's card: grab its grabber.
      let position = shown.scene.presentation.position
      let top = position.top
      let x = position.x + position.width / 2
      try shown.send(.down, x, top + 8)
      var requests: [Int] = []
      var times: [Double] = []
      let clock = ContinuousClock()
      for i in 0..<60 {
        let t0 = clock.now
        try shown.send(.move, x, top - Double(i * 6))
        let d = clock.now - t0
        times.append(Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
        requests.append(shown.x11.requestsInLastPresent)
      }
      #expect(requests.filter { $0 > 0 }.count > 50)
      let median = times.sorted()[times.count / 2]
      let medianRequests = requests.sorted()[requests.count / 2]
      lines.append(
        "\(separate ? "multi-window " : "single-window") median frame \(String(format: "%.2f", median)) ms, "
          + "\(medianRequests) X requests per drag frame")
    }
    print(lines.joined(separator: "\n"))
  }
}
