import Compositor
import SheetOverlay

extension DemoScene {
  /// The identifier of the details sheet: its overlay window is `overlay.details`.
  static let detailsIdentifier = "details"

  /// The scene's sheets, bottom first, with their identifiers: the list sheet, and the
  /// details sheet once a row was tapped.
  var sheets: [(id: String, presentation: SheetOverlayPresentation)] {
    [(presentation.identifier, presentation)] + (placeDetails.presentation.map { [($0.identifier, $0)] } ?? [])
  }

  /// Presents the details of place `index` over the list, creating the stacked sheet the
  /// first time.
  func showDetails(_ index: Int) {
    places.selectedPlace = index
    if placeDetails.presentation == nil {
      placeDetails.presentation = try? presentation.sheetOverlay(
        identifier: Self.detailsIdentifier, isPresented: placeDetails.$isPresented, selected: placeDetails.$detent
      ) { [unowned self] _ in self.buildDetails() }
    }
    // Another row while the details show, or while they slide out and are turned round:
    // the content on screen shows that place, with its own note. Once they are gone the
    // next presentation builds it for the place.
    if let d = placeDetails.presentation, d.phase != .dismissed { placeDetails.content?.show(index: index) }
    placeDetails.isPresented = true
  }

  /// The details sheet's content for the selected place: its own detents, the list
  /// sheet's placement and motion, and the veto while the notes hold text.
  func buildDetails() -> SheetOverlayContent {
    let index = places.selectedPlace ?? 0
    // The close button is a person's dismissal: asked like a drag or Escape, so notes that
    // hold text refuse it and say why.
    let content = DetailsSheet(index: index) { [unowned self] in
      self.placeDetails.presentation?.dismiss(reason: .closeButton)
    }
    placeDetails.content = content
    content.notes.onEdit = { [unowned self] field in
      // An edit since a refused close asks again at the next one.
      self.placeDetails.closeRefused = false
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
    guard let d = placeDetails.presentation, d.isPresented, let content = placeDetails.content, !content.mayDismiss()
    else { return true }
    if placeDetails.closeRefused { return true }
    placeDetails.closeRefused = true
    content.closeRefused()
    onDismissAttempt?(Self.detailsIdentifier, how)
    return false
  }

  /// Lays out the details content for the width its sheet has.
  func layoutDetails() {
    guard let d = placeDetails.presentation, let content = placeDetails.content, d.phase != .dismissed else { return }
    let width = d.position.width > 0 ? d.position.width : screen.size.width
    content.layout(width: width)
  }
}
