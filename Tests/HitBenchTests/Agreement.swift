import Testing

@testable import Compositor
@testable import HitBench

/// Checks that the index and the naive walk give the same window, view and local point for
/// every point; returns how many points hit something.
@discardableResult
func expectAgreement(
  _ screen: Screen, _ points: [Point], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  var hits = 0
  for p in points {
    let naive = screen.hitTestNaive(p)
    let indexed = screen.hitTest(p)
    if naive != nil { hits += 1 }
    if HitAnswer(naive) != HitAnswer(indexed) {
      let d = HitTestDisagreement(views: 0, context: context, point: p, naive: naive, indexed: indexed)
      Issue.record("\(d)", sourceLocation: sourceLocation)
      return hits
    }
  }
  return hits
}

/// Turns on full verification of every window's index after each update.
func verifyEveryUpdate(_ screen: Screen) {
  for w in screen.windows { w.hitTestIndex.verifiesEveryUpdate = true }
}

/// Points around `view`'s screen rectangle: its corners and edges exactly, an ulp off and a
/// point off, and its centre.
func pointsAround(_ view: View) -> [Point] {
  let r = view.frameOnScreen
  var points: [Point] = [r.center]
  for x in [r.minX, r.maxX, r.midX] {
    for y in [r.minY, r.maxY, r.midY] {
      points += [
        Point(x: x, y: y), Point(x: x.nextDown, y: y.nextDown), Point(x: x.nextUp, y: y.nextUp),
        Point(x: x - 1, y: y + 1), Point(x: x + 0.5, y: y - 0.5),
      ]
    }
  }
  return points
}
