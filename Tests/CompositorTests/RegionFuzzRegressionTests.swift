import Testing

@testable import Compositor

/// Inputs the regions fuzzer (Fuzz/FuzzTargets/RegionsFuzzTarget.swift) found, kept as
/// tests; each is also in Fuzz/Corpus/regions.
@Suite struct RegionFuzzRegressionTests {
  /// Far from the origin, snapping outward to whole points can round a side to nothing
  /// (-1e300 - 8 is -1e300): such a rectangle adds nothing, rather than an empty
  /// rectangle that makes the region non-empty with no area
  /// (crash-union-rounds-to-nothing).
  @Test func aRectangleThatRoundsToNothingAddsNothing() {
    var region = Region()
    region.formUnion(Rect(x: -1e300, y: -1e300, width: -1e300, height: -8))
    #expect(region.isEmpty)
    #expect(region.rects.isEmpty)

    var damage = Region(Rect(x: 0, y: 0, width: 10, height: 10))
    damage.formUnion(Rect(x: 1e300, y: 0, width: 8, height: 8), limit: Window.damageRectangleLimit)
    #expect(damage.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
    #expect(damage.area == 100)
  }
}
