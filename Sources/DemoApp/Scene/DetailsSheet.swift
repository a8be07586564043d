import Compositor
import Controls
import SheetOverlay

/// The details of one place, the sheet a tap on a row of the list presents over the list:
/// the place's name and hours, a close button, and a notes field. While a note holds text
/// the sheet refuses a person's dismissal (a drag, a tap on the dimming, Escape, ×) and
/// says why, as a form asks before discarding changes.
///
/// Each place keeps its own note: a tap on another row while the details show puts this
/// place's note aside and shows the other place's (empty until one is typed for it), and
/// coming back shows this one again. A note is never shown on a place it was not typed
/// for, and one put aside still holds the sheet: the hint names its place.
package final class DetailsSheet {
  /// The content, rebuilt at each presentation for the place then selected.
  let root = View(identifier: "details")
  let title = View(identifier: "details.title")
  let hours = View(identifier: "details.hours")
  let close = Button(identifier: "details.close", title: "✕", style: .tinted, tint: Color(white: 0.3))
  package let notes = TextField(identifier: "details.notes", placeholder: "Notes")
  let hint = View(identifier: "details.hint")
  /// The place shown.
  package private(set) var place: Int
  /// The notes of the places not shown, by place: only those that hold text.
  package private(set) var notesAside: [Int: String] = [:]

  /// The sheet's detents: a short card and half the screen.
  static let detents: [SheetOverlayDetent] = [.height(220), .medium]

  /// Builds the details of place `index`; `dismiss` closes the sheet.
  init(index: Int, dismiss: @escaping () -> Void) {
    place = index
    root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    title.isUserInteractionEnabled = false
    hours.isUserInteractionEnabled = false
    show(index: index)
    close.accessibilityLabel = "Close"
    close.action = dismiss
    hint.isUserInteractionEnabled = false
    hint.isHidden = true
    for v in [title, hours, close, notes, hint] { try? root.addSubview(v) }
    layout(width: 400)
  }

  /// Shows place `index`: its name, its hours and its own note. The note of the place
  /// shown before is put aside for it.
  func show(index: Int) {
    if index != place {
      if notes.text.isEmpty { notesAside[place] = nil } else { notesAside[place] = notes.text }
      place = index
      // Setting the text clears what the field could undo: Ctrl+Z never brings another
      // place's note back here.
      notes.text = notesAside.removeValue(forKey: index) ?? ""
      hint.isHidden = true
    }
    title.content = .text(Text(DemoScene.placeNames[index], fontSize: 20, isBold: true, color: Color(white: 0.1)))
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
    close.cornerRadius = 15
    notes.frame = Rect(x: 16, y: 64, width: Swift.max(0, width - 32), height: 38)
    hint.frame = Rect(x: 20, y: 108, width: Swift.max(0, width - 40), height: 18)
  }

  /// Every note, by place: the one shown and those put aside, each only when it holds text.
  var allNotes: [Int: String] {
    var all = notesAside
    if !notes.text.isEmpty { all[place] = notes.text }
    return all
  }

  /// Whether a person may dismiss the sheet: not while any note holds text.
  func mayDismiss() -> Bool { allNotes.isEmpty }

  /// A refused dismissal shows why: the note shown, or the places whose notes were put
  /// aside.
  func dismissalRefused() {
    showHint(
      notes.text.isEmpty
        ? "Clear the notes on \(namesAside) to close this sheet" : "Clear the notes to close this sheet")
  }

  /// A refused close of the window shows what a second close does.
  func closeRefused() {
    showHint("Notes are not kept: close again to quit without them")
  }

  /// The places whose notes were put aside, by name.
  private var namesAside: String {
    let places = notesAside.keys.sorted()
    return places.count == 1 ? DemoScene.placeNames[places[0]] : "\(places.count) places"
  }

  private func showHint(_ message: String) {
    hint.content = .text(Text(message, fontSize: 12, color: Color(hex: 0xC4314B)))
    hint.isHidden = false
  }
}
