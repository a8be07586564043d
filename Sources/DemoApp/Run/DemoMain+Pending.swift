import Compositor

// Replaced when the renderer lands.
extension DemoMain {
  static func bench(_ options: CommandLineOptions) throws -> Int32 { runtimeError }
  static func window(_ options: CommandLineOptions) throws -> Int32 { runtimeError }
}

final class FrameFiles {
  init(directory: String, scene: DemoScene) throws {}
  func write(frame n: Int) throws {}
}
