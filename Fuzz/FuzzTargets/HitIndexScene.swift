import Compositor

/// The screen, windows and views ``HitIndexFuzzTarget`` builds and changes from its bytes.
struct HitIndexScene {
  var bytes: FuzzBytes
  let screen = Screen(size: Size(width: 320, height: 240), clock: ManualClock())
  /// Every window made, on the screen or not.
  var windows: [Window] = []
  /// Every view made, in a window or not.
  var views: [View] = []

  init(_ bytes: FuzzBytes) {
    self.bytes = bytes
    for _ in 0...self.bytes.below(3) { addWindow() }
  }

  // MARK: Values

  /// A coordinate: mostly on a half-point lattice around the screen, sometimes just off
  /// one, huge, or beyond what the index trusts.
  mutating func coordinate() -> Double {
    switch bytes.below(16) {
    case 0: return bytes.pick([1e15, -1e15, 1e16, -1e300, 3e38])
    case 1: return (Double(bytes.below(400)) - 40).nextUp
    case 2: return (Double(bytes.below(400)) - 40).nextDown
    case 3: return Double(bytes.uint16()) * 0x1p-10 - 20
    default: return Double(bytes.below(800)) / 2 - 40
    }
  }

  /// A length: mostly small, sometimes zero, negative or huge.
  mutating func length() -> Double {
    switch bytes.below(16) {
    case 0: return 0
    case 1: return -Double(bytes.below(60))
    case 2: return bytes.pick([1e15, 1e16, 1e300])
    case 3: return Double(bytes.uint16()) * 0x1p-8
    default: return Double(bytes.below(300)) / 2
    }
  }

  /// A value that may not be finite, for the documented no-ops.
  mutating func wild() -> Double {
    bytes.pick([Double.nan, .infinity, -.infinity, 0, 1e308])
  }

  mutating func rect() -> Rect {
    Rect(x: coordinate(), y: coordinate(), width: length(), height: length())
  }

  // MARK: Building

  mutating func addWindow() {
    let policy: HitTestPolicy = bytes.bool() ? .opaque : .passthrough
    let w = Window(
      name: "w\(windows.count)", level: .normal + Double(bytes.below(3)),
      frame: bytes.below(4) == 0 ? rect() : Rect(x: 0, y: 0, width: 320, height: 240), hitTestPolicy: policy)
    w.recordsDamage = bytes.bool()
    w.verifiesHitTestIndexOnEveryUpdate = true
    windows.append(w)
    screen.addWindow(w)
  }

  /// A new view of one of the kinds, under a parent picked from the bytes.
  mutating func addView() {
    guard views.count < HitIndexFuzzTarget.maximumViews else { return }
    let id = "v\(views.count)"
    let frame = rect()
    let v: View
    switch bytes.below(12) {
    case 0: v = SlopView(identifier: id, frame: frame, slop: Double(bytes.below(20)) - 5)
    case 1: v = ForwardingView(identifier: id, frame: frame, target: anyView())
    case 2: v = ArmedView(identifier: id, frame: frame)
    case 3: v = ScrollView(identifier: id, frame: frame, contentSize: Size(width: length(), height: length()))
    default: v = View(identifier: id, frame: frame)
    }
    if bytes.below(4) == 0 { v.cornerRadii = corners() }
    if bytes.below(5) == 0 { v.clipsToBounds = true }
    views.append(v)
    let parent = anyParent()
    try? parent.insertSubview(v, at: bytes.below(parent.subviews.count + 1))
  }

  mutating func corners() -> CornerRadii {
    switch bytes.below(4) {
    case 0: return CornerRadii(all: Double(bytes.below(40)))
    case 1: return CornerRadii(top: Double(bytes.below(40)), bottom: Double(bytes.below(5)))
    case 2: return CornerRadii(all: wild())
    default:
      return CornerRadii(
        topLeft: Double(bytes.below(30)), topRight: -Double(bytes.below(3)), bottomLeft: 1e300,
        bottomRight: Double(bytes.below(90)) / 3)
    }
  }

  /// A window's root view or any view.
  mutating func anyParent() -> View {
    if views.isEmpty || bytes.below(4) == 0 { return windows[bytes.below(windows.count)].rootView }
    return views[bytes.below(views.count)]
  }

  mutating func anyView() -> View? {
    views.isEmpty ? nil : views[bytes.below(views.count)]
  }

  // MARK: Steps

  mutating func step(_ step: Int) throws(FuzzFailure) {
    switch bytes.below(16) {
    case 0, 1, 2: addView()
    case 3:
      anyView()?.removeFromSuperview()
    case 4:
      guard let v = anyView() else { return }
      let parent = anyParent()
      try? parent.insertSubview(v, at: bytes.below(parent.subviews.count + 1))
    case 5:
      guard let v = anyView() else { return }
      v.superview?.bringSubviewToFront(v)
    case 6:
      guard let v = anyView() else { return }
      v.frame = bytes.below(8) == 0 ? Rect(x: wild(), y: 0, width: 10, height: 10) : rect()
    case 7:
      guard let v = anyView() else { return }
      switch bytes.below(3) {
      case 0: v.bounds.origin = Point(x: coordinate() / 4, y: coordinate() / 4)
      case 1: v.translation = Point(x: coordinate() / 4, y: bytes.below(8) == 0 ? wild() : coordinate() / 4)
      default: (v as? ScrollView)?.contentOffset = Point(x: coordinate() / 4, y: coordinate() / 4)
      }
    case 8:
      guard let v = anyView() else { return }
      switch bytes.below(5) {
      case 0: v.isHidden.toggle()
      case 1: v.alpha = bytes.pick([0, 0.005, 0.0099, 0.01, 0.5, 1, .nan, -1, 2])
      case 2: v.isUserInteractionEnabled.toggle()
      case 3: v.clipsToBounds.toggle()
      default: v.cornerRadii = corners()
      }
    case 9:
      try changeWindow()
    case 10:
      guard let v = anyView() as? ArmedView else { return }
      arm(v)
      // Only finishing is asked of this query; the ones after it must agree again.
      _ = screen.hitTest(Point(x: coordinate(), y: coordinate()))
      v.change = nil
      try compare(latticePoints(), "after a query that changed things (step \(step))")
    case 11:
      windows[bytes.below(windows.count)].updateHitTestIndex()
      _ = windows[bytes.below(windows.count)].hitTestIndexStatistics
    default:
      var points = [Point(x: coordinate(), y: coordinate())]
      if let v = anyView() { points += edgePoints(of: v.frameOnScreen) }
      try compare(points, "step \(step)")
    }
  }

  mutating func changeWindow() throws(FuzzFailure) {
    let w = windows[bytes.below(windows.count)]
    switch bytes.below(7) {
    case 0: w.frame = rect()
    case 1: w.isHidden.toggle()
    case 2: w.hitTestPolicy = w.hitTestPolicy == .opaque ? .passthrough : .opaque
    case 3: w.level = .normal + (Double(bytes.below(4)) - 1)
    case 4:
      if w.screen == nil { screen.addWindow(w) } else { screen.removeWindow(w) }
    case 5:
      if windows.count < 5 { addWindow() }
    default: w.rootView.frame = rect()
    }
  }

  /// Arms `view` with one change to make from inside the next query that reaches it.
  mutating func arm(_ view: ArmedView) {
    let target = anyView()
    let parent = anyParent()
    let window = windows[bytes.below(windows.count)]
    let frame = rect()
    let index = bytes.below(8)
    let point = Point(x: coordinate(), y: coordinate())
    let screen = self.screen
    switch bytes.below(8) {
    case 0: view.change = { target?.removeFromSuperview() }
    case 1: view.change = { try? parent.insertSubview(View(identifier: "added", frame: frame), at: 0) }
    case 2: view.change = { target?.frame = frame }
    case 3: view.change = { target?.isHidden.toggle() }
    case 4: view.change = { [unowned view] in view.removeFromSuperview() }
    case 5:
      view.change = {
        if window.screen == nil { screen.addWindow(window) } else { screen.removeWindow(window) }
      }
    case 6:
      view.change = { [unowned view] in
        // A query inside the query is answered by the walk, which must agree with itself.
        let inner = screen.hitTest(point)
        let naive = screen.hitTestNaive(point)
        if inner?.view !== naive?.view { view.innerDisagreement = true }
        window.updateHitTestIndex()
      }
    default:
      view.change = {
        for i in 0..<index * 10 {
          let v = View(
            identifier: "burst\(i)", frame: Rect(x: Double(i * 7 % 300), y: Double(i % 200), width: 9, height: 9))
          try? window.rootView.addSubview(v)
        }
        _ = window.hitTestIndexStatistics
      }
    }
  }

  // MARK: Checking

  /// A lattice of points over the screen and a little beyond.
  func latticePoints() -> [Point] {
    var points: [Point] = []
    var y = -10.0
    while y < 260 {
      var x = -10.0
      while x < 340 {
        points.append(Point(x: x, y: y))
        x += 23.5
      }
      y += 19.5
    }
    return points
  }

  /// Points on and just either side of `r`'s edges and corners.
  func edgePoints(of r: Rect) -> [Point] {
    guard r.isFinite else { return [] }
    var points: [Point] = []
    for x in [r.minX, r.minX.nextDown, r.maxX, r.maxX.nextDown, r.midX] {
      for y in [r.minY, r.minY.nextDown, r.maxY, r.maxY.nextDown, r.midY] { points.append(Point(x: x, y: y)) }
    }
    return points
  }

  /// Fails unless the index and the walk give the same window, view and location at each point.
  func compare(_ points: [Point], _ context: @autoclosure () -> String) throws(FuzzFailure) {
    for p in points {
      let fast = screen.hitTest(p)
      let naive = screen.hitTestNaive(p)
      let sameLocation =
        fast?.location.x.bitPattern == naive?.location.x.bitPattern
        && fast?.location.y.bitPattern == naive?.location.y.bitPattern
      if fast?.window !== naive?.window || fast?.view !== naive?.view || !sameLocation {
        throw FuzzFailure(
          "\(context()): at \(p) the index gives \(describe(fast)), the walk \(describe(naive))")
      }
    }
    for case let v as ArmedView in views where v.innerDisagreement {
      throw FuzzFailure("\(context()): a query inside a query disagreed with the walk")
    }
  }

  func describe(_ r: HitTestResult?) -> String {
    guard let r else { return "nothing" }
    return "\(r.window.name)/\(r.view.identifier) at \(r.location)"
  }
}
