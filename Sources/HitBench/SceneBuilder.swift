import Compositor

/// Builds a ``SyntheticScene``: splits the view budget between the windows and grows each
/// window's trees from a seeded generator.
struct SceneBuilder {
  /// The scene's parts, once built.
  struct Built {
    var screen: Screen
    var main: Window
    var overlay: Window
    var sheet: View
    var views: [View]
  }

  let configuration: SceneConfiguration
  var random: SplitMix64
  var views: [View] = []
  var counter = 0

  init(configuration: SceneConfiguration) {
    self.configuration = configuration
    random = SplitMix64(seed: configuration.seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(configuration.viewCount))
  }

  mutating func build() -> Built {
    let size = configuration.screenSize
    let screen = Screen(size: size, clock: ManualClock())
    let windows = Swift.max(2, configuration.windowCount)
    var remaining = Swift.max(configuration.viewCount, SceneConfiguration.minimumViewCount(windows: windows)) - windows

    // Budgets: the sheet takes up to 30 views, the other windows small shares, main the rest.
    let sheetBudget = Swift.min(30, Swift.max(1, remaining / 4))
    let hudBudget = windows >= 3 ? Swift.min(200, remaining / 50) : 0
    let alertBudget = windows >= 4 ? Swift.min(6, remaining / 10) : 0
    let layerBudget = Swift.min(100, remaining / 100)
    remaining -= sheetBudget + hudBudget + alertBudget + layerBudget * Swift.max(0, windows - 4)

    let main = Window(name: "main", frame: screen.bounds)
    main.recordsDamage = false
    views.append(main.rootView)
    growMain(main, budget: remaining)
    screen.addWindow(main)

    let overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
    overlay.recordsDamage = false
    views.append(overlay.rootView)
    let sheet = growSheet(in: overlay, budget: sheetBudget)
    screen.addWindow(overlay)

    if windows >= 3 {
      let hud = Window(name: "hud", level: .normal + 2, frame: screen.bounds, hitTestPolicy: .passthrough)
      hud.recordsDamage = false
      views.append(hud.rootView)
      growHUD(hud, budget: hudBudget)
      screen.addWindow(hud)
    }
    if windows >= 4 {
      let w = Swift.min(320, size.width)
      let h = Swift.min(160, size.height)
      let alert = Window(
        name: "alert", level: .alert,
        frame: Rect(
          x: random.double(in: 0..<Swift.max(1, size.width - w)),
          y: random.double(in: 0..<Swift.max(1, size.height - h)),
          width: w, height: h))
      alert.recordsDamage = false
      views.append(alert.rootView)
      alert.rootView.cornerRadii = CornerRadii(all: 14)
      var budget = alertBudget
      while budget > 0 {
        let button = makeView(
          in: alert, Rect(x: 16 + Double(budget % 2) * (w / 2), y: h - 56, width: w / 2 - 24, height: 40))
        button.cornerRadii = CornerRadii(all: 10)
        try! alert.rootView.addSubview(button)
        budget -= 1
      }
      screen.addWindow(alert)
    }
    for k in 4..<Swift.max(4, windows) {
      let layer = Window(
        name: "layer\(k - 3)", level: .normal + Double(k - 1), frame: screen.bounds, hitTestPolicy: .passthrough,
        isHidden: k % 2 == 1)
      layer.recordsDamage = false
      views.append(layer.rootView)
      if layerBudget > 0 {
        let panel = makeView(in: layer, randomRect(within: size, fraction: 0.2))
        panel.cornerRadii = CornerRadii(all: 8)
        try! layer.rootView.addSubview(panel)
        grow(panel, in: layer, budget: layerBudget - 1, depth: 1)
      }
      screen.addWindow(layer)
    }
    return Built(screen: screen, main: main, overlay: overlay, sheet: sheet, views: views)
  }

  // MARK: Windows

  /// The main window: a full-screen map with nested trees over it.
  private mutating func growMain(_ window: Window, budget: Int) {
    let map = makeView(in: window, window.bounds)
    try! window.rootView.addSubview(map)
    grow(map, in: window, budget: budget - 1, depth: 1)
  }

  /// The overlay: the sheet at its live position, with a grabber, a header, a scrolled list
  /// of rows, a button and a slop button, as far as `budget` allows.
  private mutating func growSheet(in window: Window, budget: Int) -> View {
    let size = configuration.screenSize
    let top = (size.height * 0.42).rounded()
    let sheet = makeView(
      in: window, Rect(x: 0, y: top, width: size.width, height: size.height - top + 40), role: "sheet")
    sheet.cornerRadii = CornerRadii(top: 16)
    sheet.clipsToBounds = true
    sheet.translation = Point(x: 0, y: random.double(in: -40..<40).rounded())
    try! window.rootView.addSubview(sheet)
    var left = budget - 1
    func take() -> Bool {
      guard left > 0 else { return false }
      left -= 1
      return true
    }
    let width = size.width
    if take() {
      let grabber = makeView(in: window, Rect(x: width / 2 - 18, y: 6, width: 36, height: 5), role: "grabber")
      grabber.cornerRadii = CornerRadii(all: 2.5)
      try! sheet.addSubview(grabber)
    }
    if take() {
      try! sheet.addSubview(makeView(in: window, Rect(x: 0, y: 16, width: width, height: 44), role: "header"))
    }
    if take() {
      let button = SlopButton(
        identifier: nextIdentifier(window, role: "close"), frame: Rect(x: width - 44, y: 18, width: 28, height: 28))
      button.cornerRadii = CornerRadii(all: 14)
      views.append(button)
      try! sheet.addSubview(button)
    }
    guard take() else { return sheet }
    let list = makeView(in: window, Rect(x: 0, y: 64, width: width, height: size.height - top - 64), role: "list")
    list.clipsToBounds = true
    list.bounds.origin = Point(x: 0, y: 96)
    try! sheet.addSubview(list)
    var row = 0
    while take() {
      let item = makeView(in: window, Rect(x: 0, y: Double(row) * 56, width: width, height: 56), role: "row")
      if row == 3 { item.isHidden = true }
      if row == 5 { item.isUserInteractionEnabled = false }
      try! list.addSubview(item)
      if take() {
        let icon = makeView(in: window, Rect(x: 16, y: 8, width: 40, height: 40), role: "icon")
        icon.cornerRadii = CornerRadii(all: 10)
        try! item.addSubview(icon)
      }
      if take() {
        try! item.addSubview(makeView(in: window, Rect(x: 68, y: 8, width: width - 100, height: 40), role: "label"))
      }
      row += 1
    }
    return sheet
  }

  /// The HUD: floating round buttons, some over the sheet's edge, and a small toolbar tree.
  private mutating func growHUD(_ window: Window, budget: Int) {
    let size = configuration.screenSize
    var left = budget
    let buttons = Swift.min(left, 6)
    for i in 0..<buttons {
      let d = 44.0
      let y = i % 2 == 0 ? size.height * 0.42 - d / 2 : random.double(in: 0..<Swift.max(1, size.height - d))
      let b = makeView(
        in: window, Rect(x: random.double(in: 0..<Swift.max(1, size.width - d)), y: y, width: d, height: d))
      b.cornerRadii = CornerRadii(all: d / 2)
      try! window.rootView.addSubview(b)
    }
    left -= buttons
    guard left > 0 else { return }
    let toolbar = makeView(in: window, Rect(x: 12, y: 12, width: Swift.min(420, size.width - 24), height: 52))
    toolbar.cornerRadii = CornerRadii(all: 12)
    toolbar.clipsToBounds = true
    try! window.rootView.addSubview(toolbar)
    grow(toolbar, in: window, budget: left - 1, depth: 1)
  }

  // MARK: Trees

  /// Adds `budget` descendants under `parent`: a random number of children of random sizes
  /// and positions (mostly inside, some overflowing), each with its share of the budget.
  /// Now and then the children are a list of rows in a scrolled, clipped container, or a
  /// layer of small pins.
  ///
  /// Subclass views (``SlopButton``) appear only under a clipping ancestor: the index must
  /// call a subclass's own hit test anywhere its clipping ancestors allow, so an unclipped
  /// one would be asked about every point.
  private mutating func grow(_ parent: View, in window: Window, budget: Int, depth: Int) {
    guard budget > 0 else { return }
    let size = parent.bounds.size
    let style = random.double(in: 0..<1)
    let count: Int
    if style < 0.04 {
      count = Swift.min(budget, random.int(in: 40...400))
    } else if style < 0.10 {
      count = Swift.min(budget, random.int(in: 8...40))
    } else if style < 0.18 {
      count = 1
    } else {
      count = Swift.min(budget, random.int(in: 2...7))
    }
    let shares = split(budget - count, into: count)
    let isList = style >= 0.04 && style < 0.10
    if isList {
      parent.clipsToBounds = true
    }
    let rowHeight = size.height / Double(count) * random.double(in: 1..<2.5)
    if isList { parent.bounds.origin = Point(x: 0, y: random.double(in: 0..<(rowHeight * Double(count) / 3))) }
    for i in 0..<count {
      let frame: Rect
      if style < 0.04 {
        let side = Swift.min(random.double(in: 10..<28), Swift.max(1, Swift.min(size.width, size.height) / 2))
        frame = Rect(
          x: random.double(in: 0..<Swift.max(1, size.width - side)),
          y: random.double(in: 0..<Swift.max(1, size.height - side)), width: side, height: side)
      } else if isList {
        frame = Rect(x: 0, y: Double(i) * rowHeight, width: size.width, height: rowHeight)
      } else {
        frame = childFrame(in: size, siblings: count)
      }
      let child: View
      if shares[i] == 0 && isUnderClip(parent) && random.chance(0.004) {
        child = SlopButton(identifier: nextIdentifier(window, role: "slop"), frame: frame)
        views.append(child)
      } else {
        child = makeView(in: window, frame)
      }
      decorate(child, isRow: isList)
      try! parent.addSubview(child)
      grow(child, in: window, budget: shares[i], depth: depth + 1)
    }
  }

  /// A child's frame: an area around `1 / siblings` of the parent's, a random aspect, a
  /// random place that mostly stays inside.
  private mutating func childFrame(in size: Size, siblings: Int) -> Rect {
    let area = size.width * size.height / Double(siblings) * random.double(in: 0.25..<1.3)
    let aspect = random.double(in: 0.3..<3.3)
    let width = Swift.max(0.5, Swift.min(size.width * 1.1, (area * aspect).squareRoot()))
    let height = Swift.max(0.5, Swift.min(size.height * 1.1, area / width))
    let x = random.double(in: -0.08 * width..<Swift.max(-0.08 * width + 0.5, size.width - 0.92 * width))
    let y = random.double(in: -0.08 * height..<Swift.max(-0.08 * height + 0.5, size.height - 0.92 * height))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Random flags: hidden, disabled, transparent, rounded, clipped, translated, scrolled.
  private mutating func decorate(_ view: View, isRow: Bool) {
    let side = Swift.min(view.bounds.width, view.bounds.height)
    if random.chance(0.025) { view.isHidden = true }
    if random.chance(0.025) { view.isUserInteractionEnabled = false }
    if random.chance(0.01) { view.alpha = 0.005 }
    if random.chance(0.2) {
      let r = random.double(in: 0..<(side / 2))
      view.cornerRadii = random.chance(0.3) ? CornerRadii(top: r) : CornerRadii(all: r)
    }
    if !isRow && random.chance(0.12) {
      view.clipsToBounds = true
      if random.chance(0.3) {
        view.bounds.origin = Point(x: random.double(in: -8..<8), y: random.double(in: 0..<(view.bounds.height / 2)))
      }
    }
    if random.chance(0.08) {
      view.translation = Point(x: random.double(in: -20..<20), y: random.double(in: -20..<20))
    }
  }

  /// `total` split into `parts` random shares.
  private mutating func split(_ total: Int, into parts: Int) -> [Int] {
    guard parts > 0 else { return [] }
    var weights: [Double] = []
    for _ in 0..<parts {
      let w = random.double(in: 0.1..<1)
      weights.append(w * w)
    }
    let sum = weights.reduce(0, +)
    var shares = weights.map { Int(Double(total) * $0 / sum) }
    var left = total - shares.reduce(0, +)
    while left > 0 {
      shares[random.int(in: 0...(parts - 1))] += 1
      left -= 1
    }
    return shares
  }

  // MARK: Views

  /// Whether `view` or one of its ancestors clips.
  private func isUnderClip(_ view: View) -> Bool {
    var v: View? = view
    while let current = v {
      if current.clipsToBounds { return true }
      v = current.superview
    }
    return false
  }

  /// A rectangle covering about `fraction` of the screen, somewhere on it.
  private mutating func randomRect(within size: Size, fraction: Double) -> Rect {
    let w = size.width * fraction.squareRoot()
    let h = size.height * fraction.squareRoot()
    return Rect(
      x: random.double(in: 0..<(size.width - w + 1)), y: random.double(in: 0..<(size.height - h + 1)), width: w,
      height: h)
  }

  /// A new plain view in `window`'s numbering.
  private mutating func makeView(in window: Window, _ frame: Rect, role: String = "") -> View {
    let v = View(identifier: nextIdentifier(window, role: role), frame: frame)
    views.append(v)
    return v
  }

  /// A unique identifier: the window's name, a running number and a role.
  private mutating func nextIdentifier(_ window: Window, role: String) -> String {
    counter += 1
    return role.isEmpty ? "\(window.name)/\(counter)" : "\(window.name)/\(counter)-\(role)"
  }
}
