import Compositor

/// The demo's map, the main window's background: water, parks, blocks and roads placed by
/// a seeded generator, a compass, and pins that Tab reaches and a tap selects. A tap
/// anywhere on it, a pin included, counts as a tap that reached the main window.
final class DemoMap {
  /// The map, under everything else in the main window.
  let view = View(identifier: "map")
  let compass = View(identifier: "map.compass")
  /// The water, parks, blocks and roads, in the order of ``featureUnits``.
  let features = View(identifier: "map.features")
  /// The pins, in the order of ``DemoScene/pinSpots``.
  private(set) var pins: [View] = []
  /// Where each feature lies, in unit coordinates of the map.
  private(set) var featureUnits: [Rect] = []
  /// The name of the pin selected last, if any.
  private(set) var selectedPin: String?
  /// Runs for every tap on the map, its pins included.
  var onTap: (() -> Void)?

  /// Builds the map.
  init() {
    view.background = .color(Color(hex: 0xEDE6DA))
    view.addGestureRecognizer(TapGestureRecognizer(name: "map.tap") { [unowned self] _ in self.onTap?() })
    features.isUserInteractionEnabled = false
    // New views are nobody's ancestors: adding cannot form a cycle.
    try? view.addSubview(features)
    buildFeatures()
    // An image from Assets/images, drawn by the renderer from its PNG.
    compass.content = .image("images/compass")
    compass.isUserInteractionEnabled = false
    try? view.addSubview(compass)
    for spot in DemoScene.pinSpots {
      let pin = View(identifier: "pin." + spot.name)
      pin.background = .color(Color(hex: 0xE5484D))
      pin.content = .stroke(.white, width: 3)
      let label = View(identifier: "pin." + spot.name + ".label")
      label.content = .text(
        Text(spot.name, fontSize: 13, isBold: true, color: Color(hex: 0x3A3A3C), alignment: .center))
      label.isUserInteractionEnabled = false
      pin.addGestureRecognizer(
        TapGestureRecognizer(name: "pin.tap") { [unowned self] _ in
          self.selectPin(spot.name)
          self.onTap?()
        })
      // Tab reaches the pins too: what a click can select, the keyboard can.
      pin.isFocusable = true
      pin.accessibility = Accessibility(
        role: .button, label: spot.name,
        actions: [
          AccessibilityAction(AccessibilityAction.activate) { [unowned self] in
            self.selectPin(spot.name)
            return true
          }
        ])
      try? view.addSubview(pin)
      try? view.addSubview(label)
      pins.append(pin)
    }
    view.accessibility = Accessibility(role: .group, label: "Map")
  }

  /// Water, parks, blocks and roads, placed by a seeded generator in unit coordinates and
  /// scaled to the map in ``layout(size:)``.
  private func buildFeatures() {
    var rng = SplitMix64(seed: 7)
    func add(_ id: String, _ color: Color, radius: Double) {
      let v = View(identifier: id)
      v.background = .color(color)
      v.cornerRadii = CornerRadii(all: radius)
      v.isUserInteractionEnabled = false
      try? features.addSubview(v)
    }
    for i in 0..<18 { add("map.block.\(i)", Color(hex: 0xE0D8CA), radius: 6) }
    add("map.water", Color(hex: 0xA9CFEF), radius: 60)
    for i in 0..<3 { add("map.park.\(i)", Color(hex: 0xBFDDB0), radius: 24) }
    for i in 0..<9 { add("map.road.\(i)", Color.white, radius: 0) }
    var unit: [Rect] = []
    for _ in 0..<18 {
      unit.append(
        Rect(
          x: rng.double(in: 0...0.9), y: rng.double(in: 0.1...0.9), width: rng.double(in: 0.05...0.14),
          height: rng.double(in: 0.05...0.12)))
    }
    unit.append(Rect(x: 0.68, y: 0.38, width: 0.45, height: 0.35))
    for _ in 0..<3 {
      unit.append(
        Rect(
          x: rng.double(in: 0...0.7), y: rng.double(in: 0.2...0.8), width: rng.double(in: 0.1...0.2),
          height: rng.double(in: 0.08...0.16)))
    }
    for i in 0..<5 { unit.append(Rect(x: 0, y: 0.16 + Double(i) * 0.19, width: 1, height: 0.012)) }
    for i in 0..<4 { unit.append(Rect(x: 0.08 + Double(i) * 0.27, y: 0, width: 0.009, height: 1)) }
    featureUnits = unit
  }

  /// Lays the map and its features out over `size`.
  func layout(size: Size) {
    let bounds = Rect(origin: .zero, size: size)
    view.frame = bounds
    features.frame = bounds
    for (v, u) in zip(features.subviews, featureUnits) {
      v.frame = Rect(
        x: u.minX * size.width, y: u.minY * size.height, width: Swift.max(1, u.width * size.width),
        height: Swift.max(1, u.height * size.height))
    }
  }

  /// Lays the pins and the compass out over `size`, with no pin's centre above `highest`:
  /// below the bar and the help line, even when the window is too short for the map's
  /// proportions to keep them clear.
  func layoutPins(size: Size, below highest: Double) {
    let w = size.width
    let h = size.height
    for (pin, spot) in zip(pins, DemoScene.pinSpots) {
      let y = Swift.max(spot.y * h, highest)
      pin.frame = Rect(x: spot.x * w - 14, y: y - 14, width: 28, height: 28)
      pin.cornerRadii = CornerRadii(all: 14)
      let label = view.firstView(withIdentifier: "pin." + spot.name + ".label")
      label?.frame = Rect(x: spot.x * w - 60, y: y + 16, width: 120, height: 18)
    }
    compass.frame = Rect(x: w - 64, y: 88, width: 44, height: 44)
  }

  /// Selects the pin called `name`: blue, the others red.
  func selectPin(_ name: String) {
    selectedPin = name
    for p in pins {
      let selected = p.identifier == "pin." + name
      p.background = .color(selected ? Color(hex: 0x007AFF) : Color(hex: 0xE5484D))
    }
  }
}
