import Compositor
import Controls
import SheetOverlay

extension DemoScene {
  func buildMain() {
    map.background = .color(Color(hex: 0xEDE6DA))
    map.addGestureRecognizer(TapGestureRecognizer(name: "map.tap") { [unowned self] _ in self.countTap() })
    try? main.rootView.addSubview(map)
    mapFeatures.isUserInteractionEnabled = false
    try? map.addSubview(mapFeatures)
    buildMapFeatures()
    // An image from Assets/images, drawn by the renderer from its PNG.
    compass.content = .image("images/compass")
    compass.isUserInteractionEnabled = false
    try? map.addSubview(compass)
    for spot in Self.pinSpots {
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
          self.countTap()
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
      try? map.addSubview(pin)
      try? map.addSubview(label)
      pins.append(pin)
    }
    bar.background = .color(Color(white: 1, alpha: 0.92))
    bar.shadow = Shadow(color: Color.black.opacity(0.12), radius: 4, y: 1)
    try? main.rootView.addSubview(bar)
    // Filled buttons in the system blue; a press released on one also counts as a tap
    // that reached the main window (see the screen's delivery hook in `init`).
    for button in [showButton, styleButton, backgroundButton] {
      button.fontSize = 14
      try? bar.addSubview(button)
    }
    showButton.action = { [unowned self] in self.isPresented = true }
    styleButton.action = { [unowned self] in self.toggleStyle() }
    backgroundButton.action = { [unowned self] in self.cycleBackground() }
    map.accessibility = Accessibility(role: .group, label: "Map")
    updateButtonLabels()
    counter.isUserInteractionEnabled = false
    try? bar.addSubview(counter)
    help.isUserInteractionEnabled = false
    try? main.rootView.addSubview(help)
  }

  /// Water, parks, blocks and roads, placed by a seeded generator in unit coordinates and
  /// scaled to the screen in ``layout()``.
  func buildMapFeatures() {
    var rng = SplitMix64(seed: 7)
    func add(_ id: String, _ color: Color, radius: Double) {
      let v = View(identifier: id)
      v.background = .color(color)
      v.cornerRadii = CornerRadii(all: radius)
      v.isUserInteractionEnabled = false
      try? mapFeatures.addSubview(v)
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
    mapFeatureUnits = unit
  }

  func buildPlaces() {
    places.background = nil
    try? places.addSubview(search)
    try? places.addSubview(list)
    emptyState.isHidden = true
    emptyState.isUserInteractionEnabled = false
    try? places.addSubview(emptyState)
    search.onEdit = { [unowned self] field in self.searchDidEdit(field) }
    for (i, name) in Self.placeNames.enumerated() {
      let row = PlaceRow(index: i, name: name, height: Self.rowHeight)
      row.onSelect = { [unowned self] in self.selectPlace(i) }
      try? list.addSubview(row)
      rows.append(row)
    }
    list.contentSize = Size(width: 400, height: Double(Self.placeNames.count) * Self.rowHeight)
    list.accessibility = Accessibility(role: .list, label: "Places")
  }

  /// Marks a row of the list as selected, the content's own state, and presents that
  /// place's details over the list.
  func selectPlace(_ i: Int) {
    selectedPlace = i
    showDetails(i)
    highlightRow(i)
  }

  /// The list shows no place selected once its details have gone, as a map app's list
  /// does when the place card closes.
  func deselectPlace() {
    selectedPlace = nil
    highlightRow(nil)
  }

  /// Marks row `i` selected (tinted, and "selected" to assistive technology), and only it.
  func highlightRow(_ i: Int?) {
    for (j, row) in rows.enumerated() { row.isSelected = j == i }
  }
}
