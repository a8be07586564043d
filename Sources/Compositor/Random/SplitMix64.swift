/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the
/// same numbers on every run and every machine, so generated scenes, maps, fuzz scripts
/// and benchmark queries replay exactly.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let x = random.double(in: 0...1)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in `range`.
  package mutating func double(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) * 0x1p-53
  }

  /// A uniform value in `range`, both ends included.
  package mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) * 0x1p-53
  }

  /// Whether an event of probability `p` happens.
  package mutating func chance(_ p: Double) -> Bool {
    Double(next() >> 11) * 0x1p-53 < p
  }

  /// A uniform integer in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }
}
