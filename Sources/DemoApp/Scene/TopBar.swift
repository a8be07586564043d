import Compositor
import Controls

/// The demo's bar along the top of the main window and the help line below it: three
/// buttons (show the sheet, its style, its background), the count of taps that reached
/// the main window, and the keys the demo knows, each cut to what fits the window's width.
final class TopBar {
  /// The bar.
  let view = View(identifier: "bar")
  let showButton = Button(identifier: "button.show", title: "Show sheet")
  let styleButton = Button(identifier: "button.style")
  let backgroundButton = Button(identifier: "button.background")
  /// The count of taps that reached the main window.
  let counter = View(identifier: "label.taps")
  /// The help line, below the bar in the main window.
  let help = View(identifier: "label.help")
  /// How many taps reached the main window.
  private(set) var tapCount = 0

  /// The height of the bar.
  static let height = 52.0
  /// The help line's items, most useful first: a narrow window drops whole items from the
  /// end rather than cutting one.
  static let helpItems = [
    "Drag the sheet", "wheel scrolls", "Tab focus", "Esc dismiss", "1 2 3 detents", "M modal", "B background",
    "D damage", "Q quit",
  ]
  static let helpSeparator = " · "

  /// Builds the bar with its buttons in the system blue; the scene gives them their actions.
  init() {
    view.background = .color(Color(white: 1, alpha: 0.92))
    view.shadow = Shadow(color: Color.black.opacity(0.12), radius: 4, y: 1)
    // New views are nobody's ancestors: adding cannot form a cycle.
    for button in [showButton, styleButton, backgroundButton] {
      button.fontSize = 14
      try? view.addSubview(button)
    }
    counter.isUserInteractionEnabled = false
    try? view.addSubview(counter)
    help.isUserInteractionEnabled = false
  }

  /// The buttons and their widths, left to right.
  var buttons: [(button: Button, width: Double)] {
    [(showButton, 120), (styleButton, 130), (backgroundButton, 210)]
  }

  /// Shows the sheet's style and background on their buttons; a button's title is also its
  /// name to assistive technology.
  func showLabels(of settings: SheetSettings) {
    styleButton.title = "Style: " + settings.style.rawValue
    backgroundButton.title = "Background: " + SheetSettings.name(of: settings.background)
  }

  /// Counts a tap that reached the main window, and shows the count in `width`.
  func countTap(width: Double, metrics: any TextMetrics) {
    tapCount += 1
    layoutCounter(width: width, metrics: metrics)
  }

  /// Lays the bar and the help line out for a window `width` wide: the bar keeps the
  /// buttons that fit whole, the tap counter shortens or goes, the help line keeps the
  /// items that fit whole.
  func layout(width w: Double, metrics: any TextMetrics) {
    view.frame = Rect(x: 0, y: 0, width: w, height: Self.height)
    var x = 12.0
    var fits = true
    for (button, width) in buttons {
      fits = fits && x + width <= w - 12
      button.isHidden = !fits
      button.frame = Rect(x: x, y: 9, width: width, height: 34)
      x += width + 10
    }
    layoutCounter(width: w, metrics: metrics)
    let helpText = Self.fitting(Self.helpItems, separator: Self.helpSeparator, within: w - 24, metrics: metrics) {
      Self.helpStyle($0)
    }
    help.content = .text(Self.helpStyle(helpText))
    help.frame = Rect(x: 12, y: 56, width: Swift.max(0, w - 24), height: 20)
  }

  /// Shows the tap counter right of the buttons: "Taps on the map: 3" where it fits,
  /// "Taps: 3" where only that does, nothing where neither does.
  func layoutCounter(width w: Double, metrics: any TextMetrics) {
    let afterButtons = (buttons.last { !$0.button.isHidden }?.button.frame.maxX ?? 2) + 10
    let full = Self.counterStyle("Taps on the map: \(tapCount)")
    let short = Self.counterStyle("Taps: \(tapCount)")
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
  /// `separator`, joined; measured with `metrics` in the style `style` gives.
  static func fitting(
    _ items: [String], separator: String, within width: Double, metrics: any TextMetrics,
    style: (String) -> Text
  ) -> String {
    var shown = ""
    for item in items {
      let next = shown.isEmpty ? item : shown + separator + item
      guard metrics.advance(of: style(next)) <= width else { break }
      shown = next
    }
    return shown
  }

  private static func helpStyle(_ string: String) -> Text { Text(string, fontSize: 12, color: Color(white: 0.25)) }

  private static func counterStyle(_ string: String) -> Text {
    Text(string, fontSize: 14, isBold: true, color: .black)
  }
}
