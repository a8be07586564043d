import Compositor
import Foundation
import Rendering

/// Draws each frame of a headless run and writes it as `DIR/frame-NNNNN.png`.
final class FrameFiles {
  private let directory: String
  private let renderer: FrameRenderer
  private unowned let scene: DemoScene

  /// Creates the directory if needed; frames are drawn on up to `threads` threads.
  init(directory: String, scene: DemoScene, threads: Int? = nil) throws {
    self.directory = directory
    self.scene = scene
    renderer = FrameRenderer(assets: DemoAssets.catalog, threads: threads)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RuntimeError("cannot create directory \(directory)")
    }
  }

  /// Renders the screen's frame `screenFrame` and writes it as frame `n`.
  func write(frame n: Int, of screenFrame: ScreenFrame) throws {
    renderer.showsDamage = scene.showsDamage
    let frame = try renderer.render(screenFrame)
    let digits = String(n)
    let name = "frame-" + String(repeating: "0", count: Swift.max(0, 5 - digits.count)) + digits + ".png"
    try frame.surface.writePNG(to: directory + "/" + name)
  }
}
