import Compositor
import Rendering

/// A headless scene for tests: a `Screen` on a `ManualClock` with a `FrameRenderer`,
/// input injection with timestamps, time that advances in 60 Hz frames, and golden-image
/// checks of what it draws — nothing depends on wall-clock time, so every run is the same.
///
/// ```swift
/// let harness = SceneHarness(size: Size(width: 400, height: 800))
/// harness.screen.addWindow(myWindow)
/// harness.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.25)
/// try harness.advance(by: 0.5)
/// try harness.verifySnapshot(named: "after-drag", golden: GoldenImage(directory: "goldens"))
/// ```
public final class SceneHarness {
  /// The clock the screen reads; only the harness (or the test) moves it.
  public let clock: ManualClock
  /// The screen under test.
  public let screen: Screen
  /// The renderer that draws the screen's frames.
  public let renderer: FrameRenderer
  /// The length of one frame in seconds: 1/60 by default.
  public var frameInterval: Double = 1.0 / 60
  /// The last frame rendered, if any.
  public private(set) var lastFrame: RenderedFrame?

  /// Wraps an existing screen; `clock` must be the screen's clock. The screen measures text
  /// with the renderer's `FontMetrics` from then on, so a caret lands between
  /// the glyphs the frames show.
  public init(screen: Screen, clock: ManualClock, renderer: FrameRenderer = FrameRenderer()) {
    self.screen = screen
    self.clock = clock
    self.renderer = renderer
    screen.textMetrics = FontMetrics()
  }

  /// Creates an empty screen of `size` on a new clock, with images from `assetDirectory`.
  public convenience init(size: Size, assetDirectory: String? = nil) {
    let clock = ManualClock()
    self.init(
      screen: Screen(size: size, clock: clock),
      clock: clock, renderer: FrameRenderer(assets: AssetCatalog(directory: assetDirectory)))
  }

  /// Drives a ``SampleSheetScene``.
  public convenience init(scene: SampleSheetScene, assetDirectory: String? = nil) {
    self.init(
      screen: scene.screen, clock: scene.clock, renderer: FrameRenderer(assets: AssetCatalog(directory: assetDirectory))
    )
  }

  /// Renders the screen as it is now: takes its frame and renders it.
  @discardableResult
  public func render() throws(RenderingError) -> RenderedFrame {
    let frame = try renderer.render(screen.takeFrame())
    lastFrame = frame
    return frame
  }

  /// Advances the clock by one frame and runs the screen's frame handlers.
  public func step() {
    clock.advance(by: frameInterval)
    screen.tick()
  }

  /// Advances time by `seconds` in frames of ``frameInterval`` (the last one shorter if need
  /// be), ticking the screen after each, then renders. With `renderingEachFrame`, every
  /// frame is rendered, as a display would; the final pixels are the same either way.
  ///
  /// A negative or non-finite duration advances nothing and just renders.
  @discardableResult
  public func advance(by seconds: Double, renderingEachFrame: Bool = false) throws(RenderingError) -> RenderedFrame {
    try forEachFrame(in: seconds) { () throws(RenderingError) in
      if renderingEachFrame { try render() }
    }
    return try render()
  }

  /// Advances the clock through `seconds` frame by frame, ticking the screen and then
  /// calling `body` after each frame.
  func forEachFrame(in seconds: Double, _ body: () throws(RenderingError) -> Void) throws(RenderingError) {
    guard seconds.isFinite, seconds > 0, frameInterval > 0 else { return }
    var remaining = seconds
    while remaining > 1e-9 {
      let length = Swift.min(frameInterval, remaining)
      clock.advance(by: length)
      screen.tick()
      remaining -= length
      try body()
    }
  }

  /// Renders and checks the frame against the reference called `name`.
  @discardableResult
  public func verifySnapshot(named name: String, golden: GoldenImage) throws -> GoldenImageOutcome {
    try golden.verify(render().surface, named: name)
  }
}
