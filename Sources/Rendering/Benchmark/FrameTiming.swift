/// The timings of one kind of frame in a ``FrameBenchmarkReport``.
public struct FrameTiming: Codable, Hashable, Sendable {
  /// What was measured: `full`, `drag`, `drag-material` or `drag-material-cold`.
  public let kind: String
  /// How many frames were timed.
  public let frames: Int
  /// The median frame time in milliseconds.
  public let medianMilliseconds: Double
  /// The 99th-percentile frame time in milliseconds.
  public let p99Milliseconds: Double
  /// The mean frame time in milliseconds.
  public let meanMilliseconds: Double
  /// The mean number of pixels recomposited per frame.
  public let meanDamagedPixels: Double

  /// Summarizes per-frame `milliseconds` and damaged pixel counts.
  public init(kind: String, milliseconds: [Double], damagedPixels: [Int]) {
    self.kind = kind
    frames = milliseconds.count
    let sorted = milliseconds.sorted()
    medianMilliseconds = Self.percentile(sorted, 0.5)
    p99Milliseconds = Self.percentile(sorted, 0.99)
    meanMilliseconds = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    meanDamagedPixels = damagedPixels.isEmpty ? 0 : Double(damagedPixels.reduce(0, +)) / Double(damagedPixels.count)
  }

  /// The nearest-rank percentile `p` (0–1) of ascending `values`; 0 when there are none.
  static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let rank = Int((p * Double(values.count)).rounded(.up))
    return values[Swift.min(values.count - 1, Swift.max(0, rank - 1))]
  }
}
