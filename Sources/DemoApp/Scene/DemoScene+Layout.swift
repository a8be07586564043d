import Compositor

extension DemoScene {
  /// The help line's items, most useful first: a narrow window drops whole items from the
  /// end rather than cutting one.
  static let helpItems = [
    "Drag the sheet", "wheel scrolls", "Tab focus", "Esc dismiss", "1 2 3 detents", "M modal", "B background",
    "D damage", "Q quit",
  ]
  static let helpSeparator = " · "

  /// The bar's buttons and their widths, left to right.
  var barButtons: [(button: View, width: Double)] {
    [(showButton, 120), (styleButton, 130), (backgroundButton, 210)]
  }

  /// Lays the main window out for the screen's size. In a narrow window the bar keeps the
  /// buttons that fit whole, the tap counter shortens or goes, the help line keeps the items
  /// that fit whole, and the pins stay below the bar and the help line.
  func layout() {
    laidOutSize = screen.size
    let w = screen.size.width
    let h = screen.size.height
    main.frame = screen.bounds
    map.frame = screen.bounds
    mapFeatures.frame = screen.bounds
    for (v, u) in zip(mapFeatures.subviews, mapFeatureUnits) {
      v.frame = Rect(x: u.minX * w, y: u.minY * h, width: Swift.max(1, u.width * w), height: Swift.max(1, u.height * h))
    }
    bar.frame = Rect(x: 0, y: 0, width: w, height: Self.barHeight)
    var x = 12.0
    var fits = true
    for (button, width) in barButtons {
      fits = fits && x + width <= w - 12
      button.isHidden = !fits
      button.frame = Rect(x: x, y: 9, width: width, height: 34)
      x += width + 10
    }
    layoutCounter()
    let helpText = fitting(Self.helpItems, separator: Self.helpSeparator, within: w - 24) { self.helpStyle($0) }
    help.content = .text(helpStyle(helpText))
    help.frame = Rect(x: 12, y: 56, width: Swift.max(0, w - 24), height: 20)
    // Below the bar and the help line, even when the window is too short for the map's
    // proportions to keep them clear.
    let highest = help.frame.maxY + 18
    for (pin, spot) in zip(pins, Self.pinSpots) {
      let y = Swift.max(spot.y * h, highest)
      pin.frame = Rect(x: spot.x * w - 14, y: y - 14, width: 28, height: 28)
      pin.cornerRadii = CornerRadii(all: 14)
      let label = map.firstView(withIdentifier: "pin." + spot.name + ".label")
      label?.frame = Rect(x: spot.x * w - 60, y: y + 16, width: 120, height: 18)
    }
    compass.frame = Rect(x: w - 64, y: 88, width: 44, height: 44)
  }

  /// Shows the tap counter right of the buttons: "Taps on the map: 3" where it fits,
  /// "Taps: 3" where only that does, nothing where neither does.
  func layoutCounter() {
    let w = screen.size.width
    let afterButtons = (barButtons.last { !$0.button.isHidden }?.button.frame.maxX ?? 2) + 10
    let full = counterStyle("Taps on the map: \(mainTapCount)")
    let short = counterStyle("Taps: \(mainTapCount)")
    let metrics = screen.textMetrics
    let x = Swift.max(afterButtons, w - 200)
    counter.isHidden = false
    if x + metrics.advance(of: full) <= w - 8 {
      counter.content = .text(full)
      counter.frame = Rect(x: x, y: 9, width: Swift.min(190, w - x), height: 34)
    } else if afterButtons + metrics.advance(of: short) <= w - 8 {
      counter.content = .text(short)
      counter.frame = Rect(x: afterButtons, y: 9, width: w - afterButtons, height: 34)
    } else {
      counter.isHidden = true
    }
  }

  /// The leading items of `items` that fit whole within `width` when joined by
  /// `separator`, joined; measured in the style `style` gives.
  func fitting(_ items: [String], separator: String, within width: Double, style: (String) -> Text) -> String {
    var shown = ""
    for item in items {
      let next = shown.isEmpty ? item : shown + separator + item
      guard screen.textMetrics.advance(of: style(next)) <= width else { break }
      shown = next
    }
    return shown
  }

  private func helpStyle(_ string: String) -> Text { Text(string, fontSize: 12, color: Color(white: 0.25)) }

  private func counterStyle(_ string: String) -> Text { Text(string, fontSize: 14, isBold: true, color: .black) }
}
