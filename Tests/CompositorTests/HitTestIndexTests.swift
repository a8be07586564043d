import Testing

@testable import Compositor

/// A view that takes hits 10 points beyond its edges, as a "hit slop" does.
final class SlopView: View {
  override func point(inside point: Point) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// A view whose hit test sends every hit inside it to a chosen target view.
final class ForwardingView: View {
  var target: View?
  override func hitTest(_ point: Point) -> View? {
    guard let hit = super.hitTest(point) else { return nil }
    return target ?? hit
  }
}

/// A view whose hit test asks the screen a question while a query is running.
final class ReentrantView: View {
  weak var screen: Screen?
  var innerAnswer: String?
  private var isAsking = false
  override func hitTest(_ point: Point) -> View? {
    // The inner query visits this view again (as the naive walk would); ask only once.
    if !isAsking {
      isAsking = true
      innerAnswer = screen?.hitTest(Point(x: 5, y: 5))?.view.identifier
      isAsking = false
    }
    return super.hitTest(point)
  }
}

/// A view whose hit test changes the tree and asks for the index while a query runs:
/// it adds views (enough to make the grid grow), updates the index and reads its figures.
final class MutatingView: View {
  var added = 0
  var isArmed = true
  override func hitTest(_ point: Point) -> View? {
    if isArmed, let w = window {
      for i in 0..<50 {
        let v = View(
          identifier: "added\(added)", frame: Rect(x: Double(i * 7 % 700), y: Double(i * 13 % 500), width: 9, height: 9)
        )
        try? w.rootView.addSubview(v)
        added += 1
      }
      w.updateHitTestIndex()
      _ = w.hitTestIndexStatistics
    }
    return super.hitTest(point)
  }
}

/// Checks that the indexed and naive hit tests agree on `points`, and returns the answers.
@discardableResult
func expectIndexAgrees(
  _ screen: Screen, _ points: [Point], sourceLocation: SourceLocation = #_sourceLocation
) -> [String?] {
  for w in screen.windows { w.hitTestIndex.verifiesEveryUpdate = true }
  var answers: [String?] = []
  for p in points {
    let indexed = screen.hitTest(p)
    let naive = screen.hitTestNaive(p)
    #expect(indexed?.window === naive?.window, "window at \(p)", sourceLocation: sourceLocation)
    #expect(indexed?.view === naive?.view, "view at \(p)", sourceLocation: sourceLocation)
    #expect(indexed?.location == naive?.location, "location at \(p)", sourceLocation: sourceLocation)
    answers.append(indexed?.view.identifier)
  }
  for w in screen.windows {
    w.updateHitTestIndex()
    w.hitTestIndex.verifyStructure()
  }
  return answers
}

/// Every point of a lattice over `rect`, plus its edges exactly and just inside.
func probePoints(in rect: Rect, step: Double) -> [Point] {
  var points: [Point] = []
  var y = rect.minY
  while y <= rect.maxY {
    var x = rect.minX
    while x <= rect.maxX {
      points.append(Point(x: x, y: y))
      x += step
    }
    y += step
  }
  return points
}

/// Points on and around the edges of `rect` (screen space): exactly on, one ulp off.
func edgePoints(of rect: Rect) -> [Point] {
  var points: [Point] = []
  for x in [rect.minX, rect.maxX, rect.midX] {
    for y in [rect.minY, rect.maxY, rect.midY] {
      for (dx, dy) in [(0.0, 0.0), (1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
        let px = dx == 0 ? x : (dx > 0 ? x.nextUp : x.nextDown)
        let py = dy == 0 ? y : (dy > 0 ? y.nextUp : y.nextDown)
        points.append(Point(x: px, y: py))
      }
    }
  }
  return points
}

/// Points on the rim of a circle of `radius` around `center`, just inside and just outside.
func arcPoints(center: Point, radius: Double) -> [Point] {
  var points: [Point] = []
  for k in 0..<32 {
    let a = Double(k) * .pi / 16
    for r in [radius, radius.nextDown, radius.nextUp, radius - 0.01, radius + 0.01] {
      points.append(Point(x: center.x + r * cos(a), y: center.y + r * sin(a)))
    }
  }
  return points
}

private func cos(_ a: Double) -> Double { sinCos(a).cos }
private func sin(_ a: Double) -> Double { sinCos(a).sin }

/// Sine and cosine by Taylor series (the tests avoid Foundation); accurate to ~1e-12 here.
private func sinCos(_ a: Double) -> (sin: Double, cos: Double) {
  var x = a.truncatingRemainder(dividingBy: 2 * .pi)
  if x > .pi { x -= 2 * .pi }
  var s = 0.0
  var c = 0.0
  var term = x
  var n = 1.0
  for _ in 0..<20 {
    s += term
    term *= -x * x / ((n + 1) * (n + 2))
    n += 2
  }
  term = 1
  n = 0
  for _ in 0..<20 {
    c += term
    term *= -x * x / ((n + 1) * (n + 2))
    n += 2
  }
  return (s, c)
}

@Suite struct HitTestIndexTests {
  @Test func fixtureAnswersAgreeEverywhere() {
    let f = OverlayFixture()
    let answers = expectIndexAgrees(f.screen, probePoints(in: Rect(x: -20, y: -20, width: 440, height: 840), step: 7))
    #expect(answers.contains("sheet") && answers.contains("row") && answers.contains("button"))
    #expect(answers.contains(nil))  // beyond the windows' roots
  }

  @Test func passthroughOverlayFallsThroughOutsideTheSheet() {
    let f = OverlayFixture()
    #expect(expectIndexAgrees(f.screen, [Point(x: 200, y: 100), Point(x: 200, y: 520)]) == ["map", "sheet"])
    f.overlay.hitTestPolicy = .opaque
    #expect(expectIndexAgrees(f.screen, [Point(x: 200, y: 100)]) == ["overlay.root"])
  }

  @Test func roundedCornersAreExactOnTheArc() {
    let f = OverlayFixture()
    // The sheet's top corners have radius 20, centred 20 in from the top corners.
    let left = arcPoints(center: Point(x: 20, y: 520), radius: 20)
    let right = arcPoints(center: Point(x: 380, y: 520), radius: 20)
    let answers = expectIndexAgrees(f.screen, left + right + edgePoints(of: f.sheet.frameOnScreen))
    #expect(answers.contains("sheet") && answers.contains("map"))
  }

  @Test func roundedClippingAncestorCutsDescendants() throws {
    let f = OverlayFixture()
    f.sheet.clipsToBounds = true
    let corner = View(identifier: "corner", frame: Rect(x: -10, y: -10, width: 60, height: 60))
    try f.sheet.addSubview(corner)
    let answers = expectIndexAgrees(
      f.screen, arcPoints(center: Point(x: 20, y: 520), radius: 20) + edgePoints(of: corner.frameOnScreen))
    #expect(answers.contains("corner") && answers.contains("map"))
    #expect(f.screen.hitTest(Point(x: 2, y: 502))?.view.identifier == "map")
  }

  @Test func unclippedDescendantsAreHitOutsideTheirParent() throws {
    let f = OverlayFixture()
    let box = View(identifier: "box", frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let child = View(identifier: "child", frame: Rect(x: 40, y: 40, width: 50, height: 50))
    let grandchild = View(identifier: "grandchild", frame: Rect(x: 45, y: 45, width: 20, height: 20))
    try f.main.rootView.addSubview(box)
    try box.addSubview(child)
    try child.addSubview(grandchild)
    #expect(expectIndexAgrees(f.screen, [Point(x: 180, y: 180), Point(x: 200, y: 200)]) == ["child", "grandchild"])
    box.clipsToBounds = true
    #expect(expectIndexAgrees(f.screen, [Point(x: 180, y: 180), Point(x: 145, y: 145)]) == ["map", "child"])
    expectIndexAgrees(f.screen, edgePoints(of: box.frameOnScreen) + edgePoints(of: grandchild.frameOnScreen))
  }

  @Test func nestedScrollOffsetsAndTranslationsMoveHits() throws {
    let f = OverlayFixture()
    // A vertically scrolled list, clipped with rounded corners, holding a horizontally
    // scrolled strip of chips: two scroll offsets and two translations on the way down.
    let list = View(identifier: "list", frame: Rect(x: 8, y: 110, width: 384, height: 160))
    list.clipsToBounds = true
    list.cornerRadii = CornerRadii(all: 18)
    list.bounds.origin = Point(x: 0, y: 40.5)
    let strip = View(identifier: "strip", frame: Rect(x: 0, y: 60, width: 384, height: 64))
    strip.clipsToBounds = true
    strip.bounds.origin = Point(x: 120.25, y: 0)
    try f.sheet.addSubview(list)
    try list.addSubview(strip)
    var chips: [View] = []
    for i in 0..<8 {
      let chip = View(identifier: "chip\(i)", frame: Rect(x: Double(i) * 90, y: 8, width: 80, height: 48))
      chip.cornerRadii = CornerRadii(all: 24)
      try strip.addSubview(chip)
      chips.append(chip)
    }
    // Chip 2 spans x 180..260 in the strip's content: 59.75..139.75 on screen after the
    // scroll by 120.25 and the list's 8; y 8..56 in the strip, at 19.5 in the list's view.
    #expect(expectIndexAgrees(f.screen, [Point(x: 100, y: 660), Point(x: 148, y: 660)]) == ["chip2", "strip"])
    strip.translation = Point(x: -3.3, y: 0.4)
    f.sheet.translation = Point(x: 0.7, y: -200.25)
    list.bounds.origin.y = 12.125
    var points: [Point] = []
    for chip in chips { points += edgePoints(of: chip.frameOnScreen) }
    points += arcPoints(
      center: Point(x: chips[2].frameOnScreen.minX + 24, y: chips[2].frameOnScreen.minY + 24), radius: 24)
    let answers = expectIndexAgrees(f.screen, points + edgePoints(of: list.frameOnScreen))
    #expect(answers.contains("chip3") && answers.contains("strip") && answers.contains("list"))
  }

  @Test func hiddenTransparentAndDisabledSubtreesAreSkipped() throws {
    let f = OverlayFixture()
    let inner = View(identifier: "inner", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    try f.sheetRow.addSubview(inner)
    let p = Point(x: 15, y: 575)
    #expect(expectIndexAgrees(f.screen, [p]) == ["inner"])
    f.sheetRow.isUserInteractionEnabled = false
    #expect(expectIndexAgrees(f.screen, [p]) == ["sheet"])
    f.sheetRow.isUserInteractionEnabled = true
    f.sheetRow.alpha = 0.005
    #expect(expectIndexAgrees(f.screen, [p]) == ["sheet"])
    f.sheetRow.alpha = 0.5
    #expect(expectIndexAgrees(f.screen, [p]) == ["inner"])
    f.sheet.isHidden = true
    #expect(expectIndexAgrees(f.screen, [p]) == ["map"])
    f.sheet.isHidden = false
    inner.isHidden = true
    #expect(expectIndexAgrees(f.screen, [p]) == ["row"])
  }

  @Test func laterSiblingsAndReordersWin() throws {
    let f = OverlayFixture()
    let a = View(identifier: "a", frame: Rect(x: 200, y: 100, width: 50, height: 50))
    let b = View(identifier: "b", frame: Rect(x: 220, y: 120, width: 50, height: 50))
    try f.main.rootView.addSubview(a)
    try f.main.rootView.addSubview(b)
    let p = Point(x: 230, y: 130)
    #expect(expectIndexAgrees(f.screen, [p]) == ["b"])
    f.main.rootView.bringSubviewToFront(a)
    #expect(expectIndexAgrees(f.screen, [p]) == ["a"])
    try f.main.rootView.insertSubview(a, at: 0)
    #expect(expectIndexAgrees(f.screen, [p]) == ["b"])
    b.removeFromSuperview()
    #expect(expectIndexAgrees(f.screen, [p]) == ["map"])  // `a` is now behind the map
  }

  @Test func reparentingAcrossWindowsMovesTheSubtree() throws {
    let f = OverlayFixture()
    let card = View(identifier: "card", frame: Rect(x: 10, y: 200, width: 100, height: 100))
    let label = View(identifier: "label", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    try card.addSubview(label)
    try f.main.rootView.addSubview(card)
    let p = Point(x: 25, y: 215)
    #expect(expectIndexAgrees(f.screen, [p]) == ["label"])
    try f.overlay.rootView.addSubview(card)
    #expect(expectIndexAgrees(f.screen, [p]) == ["label"])
    #expect(f.screen.hitTest(p)?.window === f.overlay)
    try f.sheet.addSubview(card)  // now under the sheet, far below
    #expect(expectIndexAgrees(f.screen, [p, Point(x: 25, y: 715)]) == ["map", "label"])
    #expect(f.main.hitTestIndexStatistics.indexedViews == 3)
    #expect(f.overlay.hitTestIndexStatistics.indexedViews == 5)
  }

  @Test func subclassesAnswerForTheirSubtrees() throws {
    let f = OverlayFixture()
    let slop = SlopView(identifier: "slop", frame: Rect(x: 200, y: 200, width: 20, height: 20))
    try f.main.rootView.addSubview(slop)
    #expect(expectIndexAgrees(f.screen, [Point(x: 195, y: 195), Point(x: 185, y: 185)]) == ["slop", "map"])

    let forward = ForwardingView(identifier: "forward", frame: Rect(x: 250, y: 250, width: 60, height: 60))
    let inside = View(identifier: "inside", frame: Rect(x: 5, y: 5, width: 10, height: 10))
    try forward.addSubview(inside)
    try f.main.rootView.addSubview(forward)
    #expect(expectIndexAgrees(f.screen, [Point(x: 257, y: 257), Point(x: 290, y: 290)]) == ["inside", "forward"])
    forward.target = f.button
    #expect(expectIndexAgrees(f.screen, [Point(x: 257, y: 257)]) == ["button"])
    // Changes inside a subclass's subtree are its own business, and still agree.
    inside.frame.origin = Point(x: 30, y: 30)
    forward.target = nil
    #expect(expectIndexAgrees(f.screen, [Point(x: 285, y: 285)]) == ["inside"])
    #expect(f.main.hitTestIndexStatistics.indexedViews == 5)
  }

  @Test func aQueryFromInsideAQueryIsAnswered() throws {
    let f = OverlayFixture()
    let v = ReentrantView(identifier: "reentrant", frame: Rect(x: 300, y: 300, width: 40, height: 40))
    v.screen = f.screen
    try f.main.rootView.addSubview(v)
    #expect(expectIndexAgrees(f.screen, [Point(x: 310, y: 310)]) == ["reentrant"])
    #expect(v.innerAnswer == "map")
  }

  /// An update asked for during a query waits until the query ends: the query keeps
  /// reading the buffers it started with (the sanitizer run checks no freed memory is
  /// read), and the next query sees every view the hit test added.
  @Test func anUpdateDuringAQueryWaitsForItsEnd() throws {
    let f = OverlayFixture()
    let v = MutatingView(identifier: "mutating", frame: Rect(x: 300, y: 300, width: 40, height: 40))
    try f.main.rootView.addSubview(v)
    f.main.recordsDamage = false  // only the index matters here
    for _ in 0..<6 {
      #expect(f.screen.hitTest(Point(x: 310, y: 310))?.view.identifier == "mutating")
    }
    #expect(v.added >= 300)
    // The views added during the last query joined after it.
    let statistics = f.main.hitTestIndexStatistics
    #expect(statistics.indexedViews >= v.added)
    v.isArmed = false
    #expect(expectIndexAgrees(f.screen, probePoints(in: Rect(x: 0, y: 0, width: 700, height: 500), step: 37)).count > 0)
  }

  /// A window of a few views is walked front to back instead of through the grid, with
  /// the same answers; past 24 views the grid takes over.
  @Test func aFewViewsAreWalkedDirectly() throws {
    let f = OverlayFixture()
    #expect(f.main.hitTestIndexStatistics.walksDirectly)
    let points = probePoints(in: Rect(x: 0, y: 0, width: 800, height: 600), step: 23)
    let before = expectIndexAgrees(f.screen, points)
    for i in 0..<30 {
      let v = View(identifier: "extra\(i)", frame: Rect(x: Double(i * 20), y: 580, width: 15, height: 15))
      try f.main.rootView.addSubview(v)
    }
    #expect(!f.main.hitTestIndexStatistics.walksDirectly)
    let after = expectIndexAgrees(f.screen, points)
    #expect(before.count == after.count)
  }

  @Test func movingWindowsAndResizingThemKeepsAnswersRight() throws {
    let f = OverlayFixture()
    let dialog = Window(name: "dialog", level: .alert, frame: Rect(x: 50, y: 50, width: 100, height: 80))
    let ok = View(identifier: "ok", frame: Rect(x: 10, y: 40, width: 80, height: 30))
    try dialog.rootView.addSubview(ok)
    f.screen.addWindow(dialog)
    #expect(expectIndexAgrees(f.screen, [Point(x: 60, y: 95), Point(x: 60, y: 55)]) == ["ok", "dialog.root"])
    dialog.frame = Rect(x: 200.5, y: 300.25, width: 150, height: 90)
    expectIndexAgrees(f.screen, probePoints(in: Rect(x: 190, y: 290, width: 170, height: 110), step: 3.3))
    dialog.isHidden = true
    #expect(expectIndexAgrees(f.screen, [Point(x: 220, y: 350)]) == ["map"])
  }

  @Test func hugeCoordinatesAreStillExact() throws {
    let f = OverlayFixture()
    let far = View(identifier: "far", frame: Rect(x: 1e16, y: 1e16, width: 1e3, height: 1e3))
    let near = View(identifier: "near", frame: Rect(x: -1e16 + 40, y: -1e16 + 40, width: 10, height: 10))
    try f.main.rootView.addSubview(far)
    try far.addSubview(near)
    let answers = expectIndexAgrees(
      f.screen, [Point(x: 1e16 + 1, y: 1e16 + 1), Point(x: 44, y: 44), Point(x: 1e300, y: 3), Point(x: 300, y: 300)])
    #expect(answers == ["far", "near", nil, "map"])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFinitePointsHitNothing(_ v: Double) {
    let f = OverlayFixture()
    #expect(expectIndexAgrees(f.screen, [Point(x: v, y: 10), Point(x: 10, y: v)]) == [nil, nil])
  }

  @Test func manyViewsStayExactThroughEveryKindOfChange() throws {
    let f = OverlayFixture()
    var views: [View] = []
    var state: UInt64 = 7
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    for i in 0..<300 {
      let parent = views.isEmpty || next(4) == 0 ? f.main.rootView : views[next(views.count)]
      let v = View(
        identifier: "v\(i)",
        frame: Rect(x: Double(next(300)) - 20, y: Double(next(600)) - 20, width: Double(next(120)), height: 30.5))
      if next(5) == 0 { v.cornerRadii = CornerRadii(all: Double(next(20))) }
      if next(6) == 0 { v.clipsToBounds = true }
      try parent.addSubview(v)
      views.append(v)
    }
    let grid = probePoints(in: Rect(x: -30, y: -30, width: 460, height: 860), step: 13.7)
    expectIndexAgrees(f.screen, grid)
    for round in 0..<40 {
      let v = views[next(views.count)]
      switch round % 8 {
      case 0: v.frame.origin.x += 7.3
      case 1: v.isHidden.toggle()
      case 2: v.isUserInteractionEnabled.toggle()
      case 3: v.superview?.bringSubviewToFront(v)
      case 4:
        let target = views[next(views.count)]
        if !isAncestor(v, of: target) { try target.addSubview(v) }
      case 5: v.removeFromSuperview()
      case 6: v.bounds.origin = Point(x: 3, y: -4)
      default: v.cornerRadii = CornerRadii(top: 9)
      }
      expectIndexAgrees(f.screen, Array(grid[(round * 37 % 200)...].prefix(400)) + edgePoints(of: v.frameOnScreen))
    }
  }
}

/// Whether `a` is `b` or one of its ancestors.
private func isAncestor(_ a: View, of b: View) -> Bool {
  var v: View? = b
  while let c = v {
    if c === a { return true }
    v = c.superview
  }
  return false
}
