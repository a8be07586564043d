import Compositor

/// Runs the measurements on one scene size: builds the scene and its indexes, times the
/// naive and indexed paths on the query sets (checking every answer), then the cost of
/// keeping the index current.
struct HitBenchmark {
  /// What to measure.
  var settings: BenchmarkSettings
  /// Receives a short line before each step of a long run.
  var progress: (String) -> Void
  /// The clock overhead subtracted from each timed query, in ns.
  let clockOverhead: Double

  /// Creates a benchmark; measures the clock's overhead once.
  init(settings: BenchmarkSettings, progress: @escaping (String) -> Void = { _ in }) {
    self.settings = settings
    self.progress = progress
    clockOverhead = MonotonicClock.overhead()
  }

  /// What one scene size produced: the figures, the scene and queries for export, and every
  /// disagreement found (empty for a passing run).
  struct Outcome {
    /// The figures.
    var measurement: SceneMeasurement
    /// The scene, as it was when queried.
    var scene: SyntheticScene
    /// The query sets.
    var querySets: [QuerySet]
    /// The naive walk's answers to each set: the expected answers.
    var expectedAnswers: [[HitTestResult?]]
    /// The disagreements found, at most 20.
    var disagreements: [HitTestDisagreement]
  }

  /// Measures a scene of `views` views.
  func run(views: Int) -> Outcome {
    let tag = "\(views) views"
    progress("\(tag): building the scene")
    let heapBeforeScene = ResidentMemory.settledBytes()
    let scene = SyntheticScene(settings.scene(views: views))
    let heapAfterScene = ResidentMemory.bytes()
    let heapBeforeIndex = ResidentMemory.settledBytes()

    progress("\(tag): building the index")
    let buildStart = MonotonicClock.nanoseconds()
    scene.screen.updateHitTestIndexes()
    let buildNanoseconds = Double(MonotonicClock.nanoseconds() &- buildStart)
    let heapAfterIndex = ResidentMemory.bytes()
    let statistics = scene.screen.windows.map(\.hitTestIndexStatistics)

    let count = settings.queries(forViews: views)
    let sets = [
      QuerySet.uniform(count: count, in: scene, seed: settings.seed),
      QuerySet.clustered(count: count, in: scene, seed: settings.seed),
    ]
    var disagreements: [HitTestDisagreement] = []
    var setMeasurements: [QuerySetMeasurement] = []
    var expected: [[HitTestResult?]] = []
    for set in sets {
      progress("\(tag): \(set.points.count) \(set.name) queries, naive walk")
      for p in set.points.prefix(200) { _ = scene.screen.hitTestNaive(p) }  // warm-up
      let naive = timeEach(set.points) { scene.screen.hitTestNaive($0) }
      progress("\(tag): \(set.points.count) \(set.name) queries, index")
      _ = timeEach(set.points) { scene.screen.hitTest($0) }  // warm-up
      let indexed = timeEach(set.points) { scene.screen.hitTest($0) }
      var disagreeing = 0
      for (k, point) in set.points.enumerated() where HitAnswer(naive.answers[k]) != HitAnswer(indexed.answers[k]) {
        disagreeing += 1
        if disagreements.count < 20 {
          disagreements.append(
            HitTestDisagreement(
              views: views, context: set.name, point: point, naive: naive.answers[k], indexed: indexed.answers[k]))
        }
      }
      setMeasurements.append(
        QuerySetMeasurement(
          name: set.name, queries: set.points.count,
          naive: PathMeasurement(latency: naive.latency, queriesPerSecond: 1e9 / Swift.max(1, naive.latency.mean)),
          indexed: PathMeasurement(latency: indexed.latency, queriesPerSecond: throughput(set.points, scene.screen)),
          disagreements: disagreeing))
      expected.append(naive.answers)
    }

    progress("\(tag): index maintenance")
    var maintenance = measureMaintenance(scene)
    maintenance.buildNanoseconds = buildNanoseconds
    progress("\(tag): adding \(views) sibling views")
    measureSiblings(views, into: &maintenance)
    var recheck = 0
    for set in sets {
      for point in set.points.prefix(1000) {
        let naive = scene.screen.hitTestNaive(point)
        let indexed = scene.screen.hitTest(point)
        if HitAnswer(naive) != HitAnswer(indexed) {
          recheck += 1
          if disagreements.count < 20 {
            disagreements.append(
              HitTestDisagreement(
                views: views, context: "\(set.name) after maintenance", point: point, naive: naive, indexed: indexed))
          }
        }
      }
    }

    let measurement = SceneMeasurement(
      views: scene.views.count, maximumDepth: Self.maximumDepth(scene), sets: setMeasurements,
      maintenance: maintenance, sceneBytes: heapAfterScene - heapBeforeScene,
      indexBytes: heapAfterIndex - heapBeforeIndex, indexAccountedBytes: statistics.reduce(0) { $0 + $1.bytes },
      gridEntries: statistics.reduce(0) { $0 + $1.gridEntries }, disagreementsAfterMaintenance: recheck,
      directWalkWindows: statistics.filter(\.walksDirectly).count, windows: statistics.count)
    return Outcome(
      measurement: measurement, scene: scene, querySets: sets, expectedAnswers: expected, disagreements: disagreements)
  }

  // MARK: Timing

  /// Times `query` on each point on its own, returning the latencies and the answers.
  @inline(__always)
  private func timeEach(_ points: [Point], _ query: (Point) -> HitTestResult?) -> (
    latency: LatencySummary, answers: [HitTestResult?]
  ) {
    var samples: [Double] = []
    samples.reserveCapacity(points.count)
    var answers: [HitTestResult?] = []
    answers.reserveCapacity(points.count)
    for p in points {
      let t0 = MonotonicClock.nanoseconds()
      let r = query(p)
      let t1 = MonotonicClock.nanoseconds()
      samples.append(Swift.max(0, Double(t1 &- t0) - clockOverhead))
      answers.append(r)
    }
    return (LatencySummary(samples: samples), answers)
  }

  /// Indexed queries per second over `points`, in a tight loop of at least 100 ms.
  private func throughput(_ points: [Point], _ screen: Screen) -> Double {
    var answered = 0
    var done = 0
    let start = MonotonicClock.nanoseconds()
    var elapsed: UInt64 = 0
    repeat {
      for p in points where screen.hitTest(p) != nil { answered &+= 1 }
      done += points.count
      elapsed = MonotonicClock.nanoseconds() &- start
    } while elapsed < 100_000_000
    if answered < 0 { progress("") }  // keeps the loop's result observable
    return Double(done) / (Double(elapsed) / 1e9)
  }

  // MARK: Maintenance

  /// The cost of updating the index after a sheet drag frame, a subtree drag frame in the
  /// main window, and adding and removing a view. Leaves the scene as it found it.
  private func measureMaintenance(_ scene: SyntheticScene) -> MaintenanceMeasurement {
    let frames = 220
    let warmUp = 20
    // A drag of 8 points per frame (480 points/s at 60 Hz), ten frames each way.
    func drag(_ view: View, in window: Window) -> LatencySummary {
      window.updateHitTestIndex()
      var samples: [Double] = []
      for frame in 0..<frames {
        view.translation.y += (frame / 10) % 2 == 0 ? 8 : -8
        let t0 = MonotonicClock.nanoseconds()
        window.updateHitTestIndex()
        let t1 = MonotonicClock.nanoseconds()
        if frame >= warmUp { samples.append(Swift.max(0, Double(t1 &- t0) - clockOverhead)) }
      }
      return LatencySummary(samples: samples)
    }
    let sheetDrag = drag(scene.sheet, in: scene.overlay)

    // The main window's subtree closest to 30 views, dragged the same way.
    let mainViews = scene.viewsInPaintOrder(of: scene.main).dropFirst(2)
    var best: (view: View, size: Int)? = nil
    for v in mainViews where type(of: v) == View.self {
      var size = 0
      v.forEachInSubtree { _ in size += 1 }
      if best == nil || abs(size - 30) < abs(best!.size - 30) { best = (v, size) }
    }
    let subtree = best.map { drag($0.view, in: scene.main) } ?? LatencySummary(samples: [])

    // Add a small view to a random container, then remove it.
    var random = SplitMix64(seed: settings.seed ^ 0xADD)
    let containers = mainViews.filter { type(of: $0) == View.self && !$0.bounds.isEmpty }
    var adds: [Double] = []
    var removes: [Double] = []
    if !containers.isEmpty {
      scene.main.updateHitTestIndex()
      for round in 0..<frames {
        let container = containers[random.int(in: 0...(containers.count - 1))]
        let b = container.bounds
        let v = View(
          identifier: "added",
          frame: Rect(
            x: b.minX + random.double(in: 0..<1) * b.width, y: b.minY + random.double(in: 0..<1) * b.height,
            width: 24, height: 24))
        let t0 = MonotonicClock.nanoseconds()
        try? container.addSubview(v)
        scene.main.updateHitTestIndex()
        let t1 = MonotonicClock.nanoseconds()
        v.removeFromSuperview()
        scene.main.updateHitTestIndex()
        let t2 = MonotonicClock.nanoseconds()
        if round >= warmUp {
          adds.append(Swift.max(0, Double(t1 &- t0) - clockOverhead))
          removes.append(Swift.max(0, Double(t2 &- t1) - clockOverhead))
        }
      }
    }
    var sheetViews = 0
    scene.sheet.forEachInSubtree { _ in sheetViews += 1 }
    return MaintenanceMeasurement(
      buildNanoseconds: 0, sheetDrag: sheetDrag, sheetViews: sheetViews, subtreeMove: subtree,
      subtreeViews: best?.size ?? 0, addView: LatencySummary(samples: adds),
      removeView: LatencySummary(samples: removes))
  }

  /// Adds `count` views as siblings to a fresh window (a grid of 4×3-point views filling
  /// rows of 100), with damage tracked, then takes the damage and builds the index: the
  /// cost of building a large flat scene, which must grow in proportion to it.
  private func measureSiblings(_ count: Int, into m: inout MaintenanceMeasurement) {
    let screen = Screen(size: settings.screenSize, clock: ManualClock())
    let window = Window(name: "siblings", frame: Rect(x: 0, y: 0, width: 400, height: 3999))
    screen.addWindow(window)
    _ = window.takeDamage()
    let views = (0..<count).map { i in
      View(identifier: "s", frame: Rect(x: Double(i % 100) * 4, y: Double(i / 100) * 3, width: 4, height: 3))
    }
    let t0 = MonotonicClock.nanoseconds()
    for v in views { try? window.rootView.addSubview(v) }
    let damage = window.takeDamage()
    window.updateHitTestIndex()
    m.siblingsNanoseconds = Double(MonotonicClock.nanoseconds() &- t0)
    // The views tile without overlapping: they fill 12 square points each.
    m.siblingDamageRectangles = damage.rects.count
    m.siblingDamageIsExact = damage.area == Double(Swift.min(count, 133_300) * 12)
  }

  /// The depth of the deepest view below its window's root.
  static func maximumDepth(_ scene: SyntheticScene) -> Int {
    var deepest = 0
    func walk(_ v: View, _ depth: Int) {
      deepest = Swift.max(deepest, depth)
      for s in v.subviews { walk(s, depth + 1) }
    }
    for w in scene.screen.windows { walk(w.rootView, 0) }
    return deepest
  }
}
