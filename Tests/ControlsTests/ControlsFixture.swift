import Compositor
import CompositorTesting
import Foundation

@testable import Controls

/// A screen with one window for the controls under test, driven by a harness on a manual
/// clock: what a person's presses, drags and keys do to them.
final class ControlsFixture {
  let harness: SceneHarness
  let window: Window

  var screen: Screen { harness.screen }

  /// A screen of `size` with a main window filling it; the harness measures text with the
  /// renderer's fonts.
  init(size: Size = Size(width: 400, height: 300)) {
    harness = SceneHarness(size: size)
    window = Window(name: "main", frame: harness.screen.bounds)
    window.rootView.background = .color(.white)
    harness.screen.addWindow(window)
  }

  /// Adds `view` to the window at `frame` and runs the layout pass.
  @discardableResult
  func add<V: View>(_ view: V, at frame: Rect) throws -> V {
    view.frame = frame
    try window.rootView.addSubview(view)
    screen.layoutIfNeeded()
    return view
  }

  /// The centre of `view` on the screen.
  func center(of view: View) -> Point {
    let f = view.frameOnScreen
    return Point(x: f.midX, y: f.midY)
  }

  /// One frame: the clock moves on and the screen ticks (which lays out).
  func step() { harness.step() }

  /// The references of the controls' looks.
  static let golden = GoldenImage(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/goldens/controls").path)
}
