import Compositor
import SheetOverlay

/// The details of one place, the sheet a tap on a row of the list presents over the list:
/// the place's name and hours, a close button, and a notes field. While the notes hold
/// text the sheet refuses a person's dismissal (a drag, a tap on the dimming, Escape) and
/// says why, as a form asks before discarding changes.
final class DetailsSheet {
  /// The content, rebuilt at each presentation for the place then selected.
  let root = View(identifier: "details")
  let title = View(identifier: "details.title")
  let hours = View(identifier: "details.hours")
  let close = View(identifier: "details.close")
  let notes = TextField(identifier: "details.notes", placeholder: "Notes")
  let hint = View(identifier: "details.hint")

  /// The sheet's detents: a short card and half the screen.
  static let detents: [SheetOverlayDetent] = [.height(220), .medium]

  /// Builds the details of place `index` named `name`; `dismiss` closes the sheet.
  init(index: Int, name: String, dismiss: @escaping () -> Void) {
    root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    title.isUserInteractionEnabled = false
    hours.isUserInteractionEnabled = false
    show(index: index, name: name)
    close.background = .color(Color(white: 0.5, alpha: 0.18))
    close.content = .text(Text("✕", fontSize: 15, isBold: true, color: Color(white: 0.3), alignment: .center))
    close.makeButton(label: "Close", tapName: "details.close.tap", action: dismiss)
    hint.content = .text(Text("Clear the notes to close this sheet", fontSize: 12, color: Color(hex: 0xC4314B)))
    hint.isUserInteractionEnabled = false
    hint.isHidden = true
    for v in [title, hours, close, notes, hint] { try? root.addSubview(v) }
    layout(width: 400)
  }

  /// Shows place `index` named `name`.
  func show(index: Int, name: String) {
    title.content = .text(Text(name, fontSize: 20, isBold: true, color: Color(white: 0.1)))
    let tenths = (index % 7) * 4 + 3
    hours.content = .text(
      Text("\(tenths / 10).\(tenths % 10) km · open until \(17 + index % 6):00", fontSize: 13, color: Color(white: 0.4))
    )
  }

  /// Lays the content out `width` points wide.
  func layout(width: Double) {
    title.frame = Rect(x: 20, y: 4, width: Swift.max(0, width - 80), height: 28)
    hours.frame = Rect(x: 20, y: 34, width: Swift.max(0, width - 80), height: 18)
    close.frame = Rect(x: Swift.max(0, width - 48), y: 6, width: 30, height: 30)
    close.cornerRadii = CornerRadii(all: 15)
    notes.frame = Rect(x: 16, y: 64, width: Swift.max(0, width - 32), height: 38)
    hint.frame = Rect(x: 20, y: 108, width: Swift.max(0, width - 40), height: 18)
  }

  /// Whether a person may dismiss the sheet: not while the notes hold text.
  func mayDismiss() -> Bool { notes.text.isEmpty }

  /// A refused dismissal shows why.
  func dismissalRefused() { hint.isHidden = false }
}
