import Compositor
import Rendering

/// Draws a headless run as an animated GIF: every third frame of the 60 Hz replay (20 frames
/// a second), at half size on frames wider than 960 pixels, written when the run ends.
final class AnimationFile {
  /// Frames of the replay per frame of the animation.
  static let frameStep = 3
  /// Hundredths of a second each animation frame shows: 3 replay frames at 60 Hz.
  static let frameDelay = 5

  private let path: String
  private let renderer: FrameRenderer
  private var gif: AnimatedGIF?

  init(path: String, threads: Int? = nil) {
    self.path = path
    renderer = FrameRenderer(assets: DemoAssets.catalog, threads: threads)
  }

  /// Renders the screen's frame `screenFrame`, and adds it as frame `n` of the run when it
  /// is one the animation keeps. Every frame is rendered: what changed in a frame left out
  /// still shows in the next one kept.
  func add(frame n: Int, of screenFrame: ScreenFrame) throws {
    let frame = try renderer.render(screenFrame)
    guard n % Self.frameStep == 0 else { return }
    if gif == nil {
      let s = frame.surface
      let scale = s.width > 960 ? 2 : 1
      gif = try AnimatedGIF(width: s.width / scale, height: s.height / scale, frameDelay: Self.frameDelay)
    }
    try gif?.add(frame.surface)
  }

  /// Encodes and writes the GIF; returns its frame count and size in bytes.
  func finish() throws -> (frames: Int, bytes: Int) {
    guard let gif else { throw RuntimeError("\(path): the replay drew no frame") }
    let bytes = try gif.write(to: path)
    return (gif.frameCount, bytes)
  }
}
