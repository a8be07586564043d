import Compositor
import Controls

/// One row of the demo's list of places: the place's name and its distance and hours in
/// two labels over a hairline, a control that selects the place when a press is released
/// on it, when Return or Space is pressed while it has the focus, or when assistive
/// technology activates it. Tab stops at each row, and assistive technology reads it as a
/// row named by its place, "selected" while the place is.
final class PlaceRow: Control {
  /// The place's name.
  let title: Label
  /// How far the place is and when it closes.
  let detail: Label
  /// The hairline under the row.
  let separator: View
  /// Runs when a person presses or activates the row.
  var onSelect: (() -> Void)?

  /// Whether the row shows its place selected: tinted, and "selected" to assistive
  /// technology.
  var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      background = isSelected ? .color(Color(hex: 0x007AFF, alpha: 0.14)) : nil
      accessibility?.value = isSelected ? "selected" : nil
    }
  }

  /// Creates row `index` of the list for the place `name`, `height` points tall.
  init(index: Int, name: String, height: Double) {
    title = Label(identifier: "place.\(index).title", name, fontSize: 16, isBold: true, color: Color(white: 0.1))
    let tenths = (index % 7) * 4 + 3  // 0.3 km to 2.7 km in whole tenths, so no float noise shows
    detail = Label(
      identifier: "place.\(index).detail", "\(tenths / 10).\(tenths % 10) km · open until \(17 + index % 6):00",
      fontSize: 12, color: Color(white: 0.4))
    separator = View(identifier: "place.\(index).separator", frame: Rect(x: 20, y: 55, width: 2000, height: 1))
    super.init(identifier: "place.\(index)", frame: Rect(x: 0, y: Double(index) * height, width: 400, height: height))
    title.frame = Rect(x: 20, y: 8, width: 320, height: 22)
    detail.frame = Rect(x: 20, y: 30, width: 320, height: 18)
    separator.background = .color(Color(white: 0, alpha: 0.08))
    separator.isUserInteractionEnabled = false
    for label in [title, detail] {
      // The row reads its place's name; its labels need not read again.
      label.isAccessibilityElement = false
    }
    // New views are nobody's ancestors: adding cannot form a cycle.
    for v in [title, detail, separator] { try? addSubview(v) }
    accessibility = Accessibility(role: .row, label: name, actions: [activateAction])
  }

  /// Selects the row's place.
  override func performPrimaryAction() {
    onSelect?()
  }
}
