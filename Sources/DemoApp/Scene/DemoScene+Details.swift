import Compositor
import SheetOverlay

extension DemoScene {
  /// The identifier of the details sheet: its overlay window is `overlay.details`.
  static let detailsIdentifier = "details"

  /// The scene's sheets, bottom first, with their identifiers: the list sheet, and the
  /// details sheet once a row was tapped.
  var sheets: [(id: String, presentation: SheetOverlayPresentation)] {
    [(presentation.identifier, presentation)] + (details.map { [($0.identifier, $0)] } ?? [])
  }

  /// Presents the details of place `index` over the list, creating the stacked sheet the
  /// first time.
  func showDetails(_ index: Int) {
    selectedPlace = index
    if details == nil {
      details = try? presentation.sheetOverlay(
        identifier: Self.detailsIdentifier, isPresented: $detailsShown, selected: $detailsDetent
      ) { [unowned self] _ in self.buildDetails() }
    }
    // Another row while the details show, or while they slide out and are turned round:
    // the content on screen shows that place, with its own note. Once they are gone the
    // next presentation builds it for the place.
    if let d = details, d.phase != .dismissed { detailsContent?.show(index: index) }
    detailsShown = true
  }

  /// The details sheet's content for the selected place: its own detents, the list
  /// sheet's placement and motion, and the veto while the notes hold text.
  func buildDetails() -> SheetOverlayContent {
    let index = selectedPlace ?? 0
    // The close button is a person's dismissal: asked like a drag or Escape, so notes that
    // hold text refuse it and say why.
    let content = DetailsSheet(index: index) { [unowned self] in
      self.details?.dismiss(reason: .closeButton)
    }
    detailsContent = content
    content.notes.onEdit = { [unowned self] field in
      // An edit since a refused close asks again at the next one.
      self.closeRefused = false
      self.onTextEdit?(field.identifier, field.editor)
    }
    let s = settings
    return content.root.sheetOverlayDetents(DetailsSheet.detents)
      .sheetOverlayStyle(.transition)
      .sheetOverlayPlacement(s.placement)
      .sheetOverlayMotion(s.motion)
      .sheetOverlayKeyboardPolicy(s.keyboardPolicy)
      .sheetOverlayBackground(.color(Color(white: 0.98)))
      .sheetOverlayAccessibility(label: Self.detailsSheetLabel)
      .sheetOverlayShouldDismiss { [weak content] _ in content?.mayDismiss() ?? true }
      .sheetOverlayOnDismissAttempt { [unowned self, weak content] reason in
        content?.dismissalRefused()
        self.onDismissAttempt?(Self.detailsIdentifier, reason.rawValue)
      }
      .sheetOverlayOnDismiss { [unowned self] in self.deselectPlace() }
  }

  /// Dismisses the top sheet as the Escape key does: the details over the list first; a
  /// sheet that refuses (its notes hold text) stays, and the one below is left alone.
  func dismissTopSheet() {
    presentation.topmostPresented.dismiss(reason: .escapeKey)
  }

  /// Whether the app may quit now, asked by the window manager's close (`how` is
  /// `"windowClose"`) or the Q key (`"quitKey"`): yes when no note holds text. With a note,
  /// the first close is refused as a person's dismissal is, the hint saying that a second
  /// close quits, and `onDismissAttempt` hears of it; a second close with no edit between
  /// is the person's choice, and quits.
  func mayQuit(_ how: String) -> Bool {
    guard let d = details, d.isPresented, let content = detailsContent, !content.mayDismiss() else { return true }
    if closeRefused { return true }
    closeRefused = true
    content.closeRefused()
    onDismissAttempt?(Self.detailsIdentifier, how)
    return false
  }

  /// Lays out the details content for the width its sheet has.
  func layoutDetails() {
    guard let d = details, let content = detailsContent, d.phase != .dismissed else { return }
    let width = d.position.width > 0 ? d.position.width : screen.size.width
    content.layout(width: width)
  }
}
