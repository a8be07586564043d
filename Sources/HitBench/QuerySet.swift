import Compositor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A named list of screen points to hit-test.
struct QuerySet: Sendable {
  /// `"uniform"` or `"clustered"`.
  var name: String
  /// The points, in screen coordinates.
  var points: [Point]

  /// Creates a query set.
  init(name: String, points: [Point]) {
    self.name = name
    self.points = points
  }

  /// `count` points uniformly over the screen.
  static func uniform(count: Int, in scene: SyntheticScene, seed: UInt64) -> QuerySet {
    var random = SplitMix64(seed: seed ^ 0x5EED_0001)
    let size = scene.configuration.screenSize
    var points: [Point] = []
    points.reserveCapacity(count)
    for _ in 0..<count {
      points.append(Point(x: random.double(in: 0..<size.width), y: random.double(in: 0..<size.height)))
    }
    return QuerySet(name: "uniform", points: points)
  }

  /// `count` points on the hard cases: the sheet's edges and rounded corners (exactly on
  /// them and an ulp away), the edges and rounded corners of random views, and places where
  /// siblings overlap.
  static func clustered(count: Int, in scene: SyntheticScene, seed: UInt64) -> QuerySet {
    var random = SplitMix64(seed: seed ^ 0x5EED_0002)
    let sheetRect = scene.sheet.frameOnScreen
    let sheetRadius = RoundedRectShape(rect: scene.sheet.bounds, radii: scene.sheet.cornerRadii).radii.topLeft
    let visible = scene.views.filter { $0.window != nil && $0.isVisibleInTree && !$0.bounds.isEmpty }
    let overlapping = visible.filter { v in
      guard let parent = v.superview, let i = parent.subviews.firstIndex(where: { $0 === v }), i > 0 else {
        return false
      }
      return parent.subviews[i - 1].frame.intersects(v.frame)
    }
    var points: [Point] = []
    points.reserveCapacity(count)
    while points.count < count {
      switch random.int(in: 0...9) {
      case 0, 1, 2:
        points.append(nearEdge(of: sheetRect, radius: sheetRadius, topOnly: true, &random))
      case 3, 4, 5:
        guard let v = visible.randomElement(using: &random) else { continue }
        let shape = RoundedRectShape(rect: v.bounds, radii: v.cornerRadii)
        let radius = Swift.max(
          shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomLeft, shape.radii.bottomRight)
        points.append(nearEdge(of: v.frameOnScreen, radius: radius, topOnly: false, &random))
      default:
        guard let v = overlapping.randomElement(using: &random) ?? visible.randomElement(using: &random),
          let parent = v.superview, let i = parent.subviews.firstIndex(where: { $0 === v })
        else { continue }
        let other = i > 0 ? parent.subviews[i - 1].frameOnScreen : v.frameOnScreen
        let shared = v.frameOnScreen.intersection(other)
        let area = shared.isEmpty ? v.frameOnScreen : shared
        points.append(
          Point(
            x: area.minX + random.double(in: 0..<1) * area.width, y: area.minY + random.double(in: 0..<1) * area.height)
        )
      }
    }
    return QuerySet(name: "clustered", points: points)
  }

  /// A point on or next to `rect`'s outline: on an edge (exactly, an ulp off or a little
  /// off) or on the rim of a rounded corner of `radius`.
  private static func nearEdge(of rect: Rect, radius: Double, topOnly: Bool, _ random: inout SplitMix64) -> Point {
    let jitters: [Double] = [0, 0, 1e-9, -1e-9, 0.5, -0.5, 2, -2]
    let jitter = jitters[random.int(in: 0...(jitters.count - 1))]
    if radius > 0 && random.chance(0.4) {
      // A rounded corner: a point on the arc, nudged in or out.
      let corner = topOnly ? random.int(in: 0...1) : random.int(in: 0...3)
      let cx = corner % 2 == 0 ? rect.minX + radius : rect.maxX - radius
      let cy = corner < 2 ? rect.minY + radius : rect.maxY - radius
      let base = [Double.pi, 1.5 * .pi, 0.5 * .pi, 0][corner]
      let angle = base + random.double(in: 0..<(0.5 * .pi))
      let r = radius + jitter
      return Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
    }
    let along = random.double(in: 0..<1)
    switch topOnly ? 0 : random.int(in: 0...3) {
    case 0: return Point(x: rect.minX + along * rect.width, y: exactOrNudged(rect.minY, jitter))
    case 1: return Point(x: rect.minX + along * rect.width, y: exactOrNudged(rect.maxY, jitter))
    case 2: return Point(x: exactOrNudged(rect.minX, jitter), y: rect.minY + along * rect.height)
    default: return Point(x: exactOrNudged(rect.maxX, jitter), y: rect.minY + along * rect.height)
    }
  }

  /// `value` moved by `jitter`, where a jitter of ±1e-9 means one ulp.
  private static func exactOrNudged(_ value: Double, _ jitter: Double) -> Double {
    if jitter == 1e-9 { return value.nextUp }
    if jitter == -1e-9 { return value.nextDown }
    return value + jitter
  }
}
