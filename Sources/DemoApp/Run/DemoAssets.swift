import Foundation
import Rendering

/// Where the demo finds its images: `Assets/` of the working directory or beside the
/// executable's package, when present.
enum DemoAssets {
  static var catalog: AssetCatalog {
    let candidates = [
      "Assets",
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Assets").standardizedFileURL.path,
    ]
    let dir = candidates.first { FileManager.default.fileExists(atPath: $0) }
    return AssetCatalog(directory: dir)
  }
}
