import Compositor
import Foundation
import Rendering
import Testing

/// One opaque window on a small screen, for drawing a few views and reading pixels back.
struct Canvas {
  let clock = ManualClock()
  let screen: Screen
  let window: Window
  let renderer: FrameRenderer

  init(width: Double = 100, height: Double = 100, background: Color = .white, assets: AssetCatalog = AssetCatalog()) {
    screen = Screen(size: Size(width: width, height: height), clock: clock)
    window = Window(name: "canvas", frame: screen.bounds)
    window.rootView.background = .color(background)
    renderer = FrameRenderer(assets: assets)
    screen.addWindow(window)
  }

  /// Adds `view` to the window's root.
  func add(_ view: View) {
    try! window.rootView.addSubview(view)
  }

  /// Renders and returns the frame's pixels.
  func render() throws -> PixelSurface {
    try renderer.render(screen.takeFrame()).surface
  }
}

/// A view with a frame and a solid background.
func box(_ identifier: String, _ rect: Rect, _ color: Color) -> View {
  let v = View(identifier: identifier, frame: rect)
  v.background = .color(color)
  return v
}

/// A fresh empty directory under the temporary directory.
func temporaryDirectory(_ label: String = #function) -> String {
  let clean = label.filter { $0.isLetter || $0.isNumber }
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "rendering-tests-\(clean)-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Whether two colors agree within `tolerance` (in 0...1) on every premultiplied channel.
func close(_ a: Color?, _ b: Color, within tolerance: Double = 2.5 / 255) -> Bool {
  guard let a else { return false }
  return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    && abs(a.alpha - b.alpha) <= tolerance
}

/// The perceived lightness of a pixel, 0 (black) to 1 (white), for opaque frames.
func lightness(_ surface: PixelSurface, _ x: Int, _ y: Int) -> Double {
  guard let c = surface.color(x: x, y: y) else { return .nan }
  return 0.3 * c.red + 0.59 * c.green + 0.11 * c.blue
}

/// Collects messages sent to a report function, for tests that check diagnostics.
final class MessageLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var messages: [String] { lock.withLock { stored } }

  func append(_ message: String) { lock.withLock { stored.append(message) } }
}

/// Renders with `live` (retained, damage-limited), then renders the same state cold with a
/// new renderer, and expects identical pixels; on a mismatch the three images are written
/// to the temporary directory for a look. Returns the retained frame.
@discardableResult
func expectRetainedEqualsCold(
  _ live: FrameRenderer, _ screen: Screen, _ step: String, cold: () -> FrameRenderer = { FrameRenderer() },
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> RenderedFrame {
  // The same frame for both: a fresh renderer draws everything whatever its damage says.
  let frame = screen.takeFrame()
  let limited = try live.render(frame)
  let full = try cold().render(frame).surface
  if !limited.surface.hasSamePixels(as: full) {
    let directory = temporaryDirectory("retained-\(step)")
    try limited.surface.writePNG(to: directory + "/retained.png")
    try full.writePNG(to: directory + "/cold.png")
    try ImageDifference.diffImage(reference: full, actual: limited.surface).writePNG(to: directory + "/diff.png")
    let difference = ImageDifference(reference: full, actual: limited.surface)
    Issue.record(
      Comment(rawValue: "step '\(step)': the retained frame differs from a cold one: \(difference); see \(directory)"),
      sourceLocation: sourceLocation)
  }
  return limited
}
