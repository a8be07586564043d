import Testing

@testable import Compositor
@testable import HitBench

@Suite struct IndexAgreementTests {
  @Test(arguments: [(UInt64(1), 60), (2, 400), (3, 1500), (4, 3000)])
  func seededScenesAgreeOnUniformAndClusteredQueries(seed: UInt64, views: Int) {
    let scene = SyntheticScene(SceneConfiguration(viewCount: views, windowCount: 4 + Int(seed % 3), seed: seed))
    verifyEveryUpdate(scene.screen)
    let uniform = QuerySet.uniform(count: 400, in: scene, seed: seed)
    let clustered = QuerySet.clustered(count: 400, in: scene, seed: seed)
    let hits = expectAgreement(scene.screen, uniform.points + clustered.points, "seed \(seed)")
    #expect(hits > 0)
    for w in scene.screen.windows {
      w.updateHitTestIndex()
      w.hitTestIndex.verifyStructure()
    }
  }

  @Test(arguments: [UInt64(11), 12, 13, 14])
  func agreementSurvivesEveryKindOfChange(seed: UInt64) throws {
    let scene = SyntheticScene(SceneConfiguration(viewCount: 300, windowCount: 5, seed: seed))
    let screen = scene.screen
    verifyEveryUpdate(screen)
    var random = SplitMix64(seed: seed)
    let probes = QuerySet.uniform(count: 80, in: scene, seed: seed).points
    expectAgreement(screen, probes, "before changes")
    var added = 0
    for step in 0..<70 {
      let views = allViews(screen)
      let view = views[random.int(in: 0...(views.count - 1))]
      let change = try mutate(view, views: views, screen: screen, step: step, added: &added, random: &random)
      expectAgreement(screen, pointsAround(view) + probes.prefix(40), "seed \(seed), step \(step): \(change)")
    }
    expectAgreement(screen, probes, "after changes")
    for w in screen.windows {
      w.updateHitTestIndex()
      w.hitTestIndex.verifyStructure()
    }
  }

  @Test(arguments: [(6, 4), (10, 2), (90, 5), (301, 7), (2000, 16), (5000, 4)])
  func scenesHaveExactlyTheViewsAskedFor(views: Int, windows: Int) {
    let scene = SyntheticScene(SceneConfiguration(viewCount: views, windowCount: windows, seed: 3))
    var counted = 0
    for w in scene.screen.windows { w.rootView.forEachInSubtree { _ in counted += 1 } }
    #expect(scene.views.count == views)
    #expect(counted == views)
    #expect(scene.screen.windows.count == windows)
  }

  @Test func sheetDragKeepsAnswersExactAtEveryFrame() {
    let scene = SyntheticScene(SceneConfiguration(viewCount: 500, seed: 5))
    verifyEveryUpdate(scene.screen)
    var random = SplitMix64(seed: 5)
    for frame in 0..<40 {
      scene.sheet.translation.y += frame < 20 ? -7.25 : 7.25
      var points = pointsAround(scene.sheet)
      for _ in 0..<20 {
        let r = scene.sheet.frameOnScreen
        points.append(Point(x: random.double(in: r.minX..<r.maxX), y: random.double(in: (r.minY - 30)..<(r.minY + 30))))
      }
      expectAgreement(scene.screen, points, "frame \(frame)")
    }
    #expect(scene.screen.hitTest(scene.sheet.frameOnScreen.center)?.window === scene.overlay)
  }

  @Test func indexIsBuiltOnceAndThenKeptCurrent() throws {
    let scene = SyntheticScene(SceneConfiguration(viewCount: 800, seed: 9))
    scene.screen.updateHitTestIndexes()
    let before = scene.main.hitTestIndexStatistics
    #expect(before.rebuilds == 1)
    #expect(before.indexedViews > 700)
    let extra = View(identifier: "extra", frame: Rect(x: 10, y: 10, width: 30, height: 30))
    try scene.main.rootView.subviews[0].addSubview(extra)
    scene.sheet.translation.y -= 50
    let after = scene.main.hitTestIndexStatistics
    #expect(after.rebuilds == 1)
    #expect(after.indexedViews == before.indexedViews + 1)
    #expect(scene.main.hitTest(screenPoint: Point(x: 25, y: 25))?.view === extra)
    #expect(scene.main.hitTestNaive(screenPoint: Point(x: 25, y: 25))?.view === extra)
  }

  // MARK: Changes

  private func allViews(_ screen: Screen) -> [View] {
    var views: [View] = []
    for w in screen.windows { w.rootView.forEachInSubtree { views.append($0) } }
    return views
  }

  /// Applies one random change around `view`; returns its name.
  private func mutate(
    _ view: View, views: [View], screen: Screen, step: Int, added: inout Int, random: inout SplitMix64
  ) throws -> String {
    let isRoot = view.superview == nil
    switch random.int(in: 0...16) {
    case 0:
      view.frame.origin = Point(x: view.frame.origin.x + random.double(in: -40..<40), y: view.frame.origin.y + 13.5)
      return "move"
    case 1:
      view.frame.size = Size(width: random.double(in: 0..<200), height: random.double(in: 0..<120))
      return "resize"
    case 2:
      view.translation = Point(x: random.double(in: -30..<30), y: random.double(in: -30..<30))
      return "translate"
    case 3:
      view.bounds.origin = Point(x: random.double(in: -20..<20), y: random.double(in: 0..<60))
      return "scroll"
    case 4:
      view.isHidden.toggle()
      return "hide"
    case 5:
      view.alpha = view.alpha < 0.01 ? 1 : 0.004
      return "alpha"
    case 6:
      view.isUserInteractionEnabled.toggle()
      return "interaction"
    case 7:
      view.clipsToBounds.toggle()
      return "clip"
    case 8:
      view.cornerRadii = CornerRadii(
        topLeft: random.double(in: 0..<30), topRight: 0, bottomLeft: random.double(in: 0..<10), bottomRight: 40)
      return "radii"
    case 9:
      added += 1
      let v: View =
        random.chance(0.25)
        ? SlopButton(identifier: "new\(added)", frame: Rect(x: 5, y: 5, width: 20, height: 20))
        : View(identifier: "new\(added)", frame: Rect(x: random.double(in: -10..<100), y: 3, width: 40, height: 25))
      try view.insertSubview(v, at: random.int(in: 0...view.subviews.count))
      return "add"
    case 10:
      guard !isRoot else { return "none" }
      view.removeFromSuperview()
      return "remove"
    case 11:
      view.superview?.bringSubviewToFront(view)
      return "to front"
    case 12:
      guard !isRoot else { return "none" }
      let target = views[random.int(in: 0...(views.count - 1))]
      var a: View? = target
      while let c = a {
        if c === view { return "none" }
        a = c.superview
      }
      try target.addSubview(view)
      return "reparent"
    case 13:
      let w = screen.windows[random.int(in: 0...(screen.windows.count - 1))]
      w.frame = Rect(x: random.double(in: -20..<40), y: random.double(in: -20..<40), width: 1200, height: 780)
      return "window frame"
    case 14:
      let w = screen.windows[random.int(in: 0...(screen.windows.count - 1))]
      w.hitTestPolicy = w.hitTestPolicy == .opaque ? .passthrough : .opaque
      return "policy"
    case 15:
      let w = screen.windows[random.int(in: 0...(screen.windows.count - 1))]
      w.level = WindowLevel(rawValue: Double(random.int(in: 0...3)))
      return "level"
    default:
      let w = screen.windows[random.int(in: 0...(screen.windows.count - 1))]
      w.isHidden.toggle()
      return "window hidden"
    }
  }
}
