import Compositor

/// What a benchmark run measures: scene sizes, windows, seed, queries, screen.
struct BenchmarkSettings: Hashable, Sendable {
  /// The scene sizes (views over all windows), measured in this order.
  var viewCounts: [Int]
  /// The number of windows in every scene.
  var windowCount: Int
  /// The seed scenes and queries derive from.
  var seed: UInt64
  /// Queries per set, or `nil` for the default that shrinks as scenes grow.
  var queriesPerSet: Int?
  /// The screen size.
  var screenSize: Size

  /// The scene sizes measured when none are given.
  static let defaultViewCounts = [10, 100, 1000, 10_000, 100_000]

  /// Creates settings; the defaults are those of the command line.
  init(
    viewCounts: [Int] = defaultViewCounts, windowCount: Int = 4, seed: UInt64 = 1, queriesPerSet: Int? = nil,
    screenSize: Size = Size(width: 1280, height: 800)
  ) {
    self.viewCounts = viewCounts
    self.windowCount = windowCount
    self.seed = seed
    self.queriesPerSet = queriesPerSet
    self.screenSize = screenSize
  }

  /// Queries per set for a scene of `views` views: as given, or 20 000 up to 100 000 views,
  /// then fewer (down to 2 000) so the naive walk, which visits every view in front of the
  /// answer, stays within seconds.
  func queries(forViews views: Int) -> Int {
    queriesPerSet ?? Swift.min(20_000, Swift.max(2_000, 2_000_000_000 / Swift.max(1, views)))
  }

  /// The scene configuration for `views` views.
  func scene(views: Int) -> SceneConfiguration {
    SceneConfiguration(viewCount: views, windowCount: windowCount, seed: seed, screenSize: screenSize)
  }
}
