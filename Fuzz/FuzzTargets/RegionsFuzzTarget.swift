import Compositor

/// Bytes as a sequence of ``RectRegion`` operations, checked after each against a bitmap of
/// quarter-point cells: unions, subtractions and intersections are exact; a union under a
/// rectangle limit (the damage cap of 64) may coarsen, but covers at least what was there
/// and what was added, stays within their bounding box and keeps to the limit; rectangles
/// stay disjoint, finite and non-empty; `area`, `bounds`, `isEmpty` and `contains` agree.
///
/// Rectangles on the grid have quarter-point edges in -4...28; other operations use wild
/// values (huge, NaN, infinite, negative sizes) on a copy and check only that the region
/// stays well formed and does not grow where it must not.
package enum RegionsFuzzTarget: FuzzTarget {
  /// The target\'s name.
  package static let name = "regions"

  /// The most operations an input runs.
  static let maximumOperations = 200

  /// Runs one input; throws when an invariant does not hold.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    var bytes = FuzzBytes(input)
    var region = RectRegion()
    var oracle = RegionBitmap()
    var step = 0
    while !bytes.isAtEnd && step < maximumOperations {
      step += 1
      let before = region
      switch bytes.below(9) {
      case 0, 1:
        let r = gridRect(&bytes)
        region.formUnion(r)
        if !r.isEmpty { oracle.fill(r.integral) }
        try oracle.expectEqual(region, "after union with \(r) (step \(step))", sample: step)
      case 2:
        let r = gridRect(&bytes)
        let limit = bytes.bool() ? Window.damageRectangleLimit : bytes.int(in: 0...70)
        region.formUnion(r, limit: limit)
        var wanted = oracle
        if !r.isEmpty { wanted.fill(r.integral) }
        try wanted.expectCovered(by: region, "after union with \(r) under limit \(limit) (step \(step))", sample: step)
        try RegionBitmap(region).expectEqual(region, "the union under limit \(limit) (step \(step))", sample: step)
        // Merged rectangles are snapped outward to whole points, as every union is.
        let box = (r.isEmpty ? before.bounds : before.bounds.union(r.integral)).integral
        for piece in region.rects where !box.contains(piece) {
          throw FuzzFailure("union under limit \(limit) covers \(piece), outside \(box) (step \(step))")
        }
        let cap = Swift.max(4, limit)
        guard region.rects.count <= cap else {
          throw FuzzFailure("union under limit \(limit) left \(region.rects.count) rectangles (step \(step))")
        }
        oracle = RegionBitmap(region)
      case 3:
        let r = gridRect(&bytes)
        region.subtract(r)
        oracle.clear(r)
        try oracle.expectEqual(region, "after subtracting \(r) (step \(step))", sample: step)
      case 4:
        let r = gridRect(&bytes)
        region = region.intersection(r)
        oracle.keepOnly(r)
        try oracle.expectEqual(region, "after intersecting with \(r) (step \(step))", sample: step)
      case 5:
        let count = bytes.int(in: 0...20)
        region.coarsen(to: count)
        try oracle.expectCovered(by: region, "after coarsening to \(count) (step \(step))", sample: step)
        try RegionBitmap(region).expectEqual(region, "the coarsened region (step \(step))", sample: step)
        for piece in region.rects where !before.bounds.integral.contains(piece) {
          throw FuzzFailure("coarsening to \(count) covers \(piece), outside \(before.bounds) (step \(step))")
        }
        oracle = RegionBitmap(region)
      case 6:
        let other = RectRegion(gridRect(&bytes)).union(gridRect(&bytes))
        region.formUnion(other)
        for r in other.rects { oracle.fill(r) }
        try oracle.expectEqual(region, "after union with the region \(other.rects) (step \(step))", sample: step)
      case 7:
        try wild(&bytes, on: region, step: step)
      default:
        if bytes.bool() {
          region.removeAll()
          oracle = RegionBitmap()
          try oracle.expectEqual(region, "after removing everything (step \(step))", sample: step)
        } else {
          region = RectRegion(region.bounds)
          oracle = RegionBitmap(region)
          try RegionBitmap(before).expectCovered(by: region, "after taking the bounds (step \(step))", sample: step)
        }
      }
    }
  }

  /// A rectangle with quarter-point edges in the grid, sometimes with a negative size.
  static func gridRect(_ bytes: inout FuzzBytes) -> Rect {
    func coordinate() -> Double { RegionBitmap.minimum + Double(bytes.below(RegionBitmap.cells + 1)) / 4 }
    let x0 = coordinate()
    let y0 = coordinate()
    let x1 = coordinate()
    let y1 = coordinate()
    // Written either way round, so negative sizes come too.
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// A value that is not on the grid: huge, tiny, NaN, infinite or any bit pattern.
  static func wildValue(_ bytes: inout FuzzBytes) -> Double {
    switch bytes.below(8) {
    case 0: return .nan
    case 1: return bytes.bool() ? .infinity : -.infinity
    case 2: return bytes.bool() ? 1e300 : -1e300
    case 3: return bytes.bool() ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    case 4: return Double(bytes.uint16()) * 0x1p-40
    case 5: return bytes.anyDouble()
    default: return RegionBitmap.minimum + Double(bytes.below(RegionBitmap.cells + 1)) / 4
    }
  }

  /// An operation with wild values, on a copy: every rectangle stays finite, non-empty and
  /// disjoint from the others; a union keeps what was covered, a subtraction and an
  /// intersection cover nothing new, and a non-finite or empty union changes nothing.
  static func wild(_ bytes: inout FuzzBytes, on region: RectRegion, step: Int) throws(FuzzFailure) {
    let r = Rect(x: wildValue(&bytes), y: wildValue(&bytes), width: wildValue(&bytes), height: wildValue(&bytes))
    var copy = region
    let operation = bytes.below(4)
    switch operation {
    case 0: copy.formUnion(r)
    case 1: copy.formUnion(r, limit: Window.damageRectangleLimit)
    case 2: copy.subtract(r)
    default: copy = copy.intersection(r)
    }
    let what = ["union", "capped union", "subtraction", "intersection"][operation] + " with \(r) (step \(step))"
    try RegionBitmap.expectFinite(copy, what)
    try RegionBitmap.expectDisjoint(copy, what)
    if operation < 2 {
      if !r.isFinite || r.isEmpty, copy != region {
        throw FuzzFailure("a \(what) changed the region from \(region.rects) to \(copy.rects)")
      }
      try RegionBitmap(region).expectCovered(by: copy, "after a \(what)", sample: step)
    } else {
      // What is left was there before: every piece lies inside a rectangle of the region.
      for piece in copy.rects where !region.rects.contains(where: { $0.contains(piece) }) {
        throw FuzzFailure("a \(what) left \(piece), which the region \(region.rects) did not cover")
      }
    }
  }
}
