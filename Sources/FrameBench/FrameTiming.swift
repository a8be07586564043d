/// The timings of one kind of frame in a ``FrameBenchmarkReport``.
package struct FrameTiming: Codable, Hashable, Sendable {
  /// What was measured: `drag`, `drag-material`, `full` or `cold`.
  package let kind: String
  /// How many frames were timed.
  package let frames: Int
  /// The median frame time in milliseconds.
  package let medianMilliseconds: Double
  /// The 99th-percentile frame time in milliseconds.
  package let p99Milliseconds: Double
  /// The mean frame time in milliseconds.
  package let meanMilliseconds: Double
  /// The mean number of pixels recomposited per frame.
  package let meanDamagedPixels: Double
  /// The median of each frame's floor: one pixman `SRC` of what lies behind plus one `OVER`
  /// of the moving layer over the frame's damage; 0 when not measured.
  package let floorMedianMilliseconds: Double
  /// The median of the same floors on the renderer's threads, each rectangle cut into
  /// bands; 0 when measured on one thread only.
  package let parallelFloorMedianMilliseconds: Double

  /// Summarizes per-frame `milliseconds`, damaged pixel counts, floors and floors on
  /// several threads.
  package init(
    kind: String, milliseconds: [Double], damagedPixels: [Int], floorMilliseconds: [Double] = [],
    parallelFloorMilliseconds: [Double] = []
  ) {
    self.kind = kind
    frames = milliseconds.count
    let sorted = milliseconds.sorted()
    medianMilliseconds = Self.percentile(sorted, 0.5)
    p99Milliseconds = Self.percentile(sorted, 0.99)
    meanMilliseconds = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    meanDamagedPixels = damagedPixels.isEmpty ? 0 : Double(damagedPixels.reduce(0, +)) / Double(damagedPixels.count)
    floorMedianMilliseconds = Self.percentile(floorMilliseconds.sorted(), 0.5)
    parallelFloorMedianMilliseconds = Self.percentile(parallelFloorMilliseconds.sorted(), 0.5)
  }

  /// The nearest-rank percentile `p` (0–1) of ascending `values`; 0 when there are none.
  static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let rank = Int((p * Double(values.count)).rounded(.up))
    return values[Swift.min(values.count - 1, Swift.max(0, rank - 1))]
  }
}
