import Rendering

/// How a frame compared with its reference image, when it did not fail.
public enum GoldenImageOutcome: Hashable, Sendable {
  /// Every pixel is identical (the fast path: no per-pixel comparison was needed).
  case matchedExactly
  /// Some pixels differ, within the tolerance.
  case matchedWithinTolerance(ImageDifference)
}
