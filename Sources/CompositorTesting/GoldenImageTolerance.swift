/// How far a frame may stray from its reference image and still match.
///
/// A pixel differs when a channel differs by more than ``perPixelThreshold``; the frame
/// matches when at most ``maximumDifferingFraction`` of its pixels differ. The default
/// allows one pixel in 10 000 (30 of a 640×480 frame): rounding noise, never a missing
/// 36×5 grabber.
public struct GoldenImageTolerance: Hashable, Sendable {
  /// The per-channel difference (0–255) below which a pixel counts as equal.
  public var perPixelThreshold: Int
  /// The share of pixels (0–1) allowed to differ by more than the threshold.
  public var maximumDifferingFraction: Double

  /// Creates a tolerance; values are clamped to their ranges.
  public init(perPixelThreshold: Int = 2, maximumDifferingFraction: Double = 0.0001) {
    self.perPixelThreshold = Swift.min(255, Swift.max(0, perPixelThreshold))
    let f = maximumDifferingFraction.isFinite ? maximumDifferingFraction : 0
    self.maximumDifferingFraction = Swift.min(1, Swift.max(0, f))
  }

  /// Only identical pixels match.
  public static let exact = GoldenImageTolerance(perPixelThreshold: 0, maximumDifferingFraction: 0)
}
