import Compositor

/// What a synthetic scene is made of: how many views and windows, on what screen, from
/// which seed.
struct SceneConfiguration: Hashable, Sendable {
  /// The number of views over all windows, root views included.
  var viewCount: Int
  /// The number of windows: main and the sheet's overlay, then a HUD, an alert and extra
  /// overlay layers.
  var windowCount: Int
  /// The seed every random choice derives from.
  var seed: UInt64
  /// The screen size in points.
  var screenSize: Size

  /// Creates a configuration.
  init(viewCount: Int, windowCount: Int = 4, seed: UInt64 = 1, screenSize: Size = Size(width: 1280, height: 800)) {
    self.viewCount = viewCount
    self.windowCount = windowCount
    self.seed = seed
    self.screenSize = screenSize
  }

  /// The fewest views a scene of `windows` windows can have: a root per window, the sheet
  /// and one view in the main window.
  static func minimumViewCount(windows: Int) -> Int { windows + 2 }

  /// The accepted window counts.
  static let windowCountRange = 2...16
}
