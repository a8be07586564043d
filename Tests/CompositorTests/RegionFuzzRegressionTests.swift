import Testing

@testable import Compositor

/// Inputs the regions fuzzer (Fuzz/FuzzTargets/RegionsFuzzTarget.swift) found, kept as
/// tests; each is also in Fuzz/Corpus/regions.
@Suite struct RegionFuzzRegressionTests {
  /// Far from the origin, snapping outward to whole points could round a side to nothing
  /// (-1e300 - 8 is -1e300) and leave an empty rectangle in a region that then covered
  /// nothing but was not empty (crash-union-rounds-to-nothing). Clamped to the extent,
  /// such a rectangle adds nothing.
  @Test func aRectangleBeyondTheExtentAddsNothing() {
    var region = RectRegion()
    region.formUnion(Rect(x: -1e300, y: -1e300, width: -1e300, height: -8))
    #expect(region.isEmpty)
    #expect(region.rects.isEmpty)

    var damage = RectRegion(Rect(x: 0, y: 0, width: 10, height: 10))
    damage.formUnion(Rect(x: 1e300, y: 0, width: 8, height: 8), limit: Window.damageRectangleLimit)
    #expect(damage.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
    #expect(damage.area == 100)
  }

  /// A rectangle reaching from near the origin to -1e300 kept its far edge but lost its
  /// near one (-1e300 + 1e300 + 16 is 0, not 16), so its pieces overlapped the rectangles
  /// beside them (crash-union-overlaps-far-away). Clamped to ±2^40, every edge is exact.
  @Test func aRectangleReachingFarOutStaysDisjoint() {
    var region = RectRegion(Rect(x: 4, y: -3, width: 24, height: 11))
    region.formUnion(Rect(x: 27.5, y: 15.5, width: -1.25, height: -1e300))
    for (i, a) in region.rects.enumerated() {
      for b in region.rects[..<i] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
    }
    #expect(region.contains(Point(x: 27, y: 15.5)))
    #expect(region.contains(Point(x: 27, y: -1e9)))
    #expect(region.area == 24 * 11 + 2 * (16 + RectRegion.extent) - 2 * 11)
  }

  /// Subtracting or intersecting with a rectangle far out keeps the edges exact too, and a
  /// non-finite one removes nothing (or, intersected with, leaves nothing).
  @Test func cutsFarOutAreExact() {
    var region = RectRegion(Rect(x: -1_000_000, y: 0, width: 2_000_000, height: 10))
    region.subtract(Rect(x: 0.1, y: -1e300, width: 1e300, height: 2e300))
    // 0.1 is rounded inward, to the next 1/256 above it: less is removed, never more.
    #expect(region.rects == [Rect(x: -1_000_000, y: 0, width: 1_000_000.1015625, height: 10)])
    var kept = region
    kept.subtract(Rect(x: .nan, y: 0, width: 1, height: 1))
    #expect(kept == region)
    #expect(region.intersection(Rect(x: 0, y: .infinity, width: 1, height: 1)).isEmpty)
  }
}
