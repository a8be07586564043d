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
    // Another row while the details show: the sheet shows that place.
    if detailsShown { detailsContent?.show(index: index, name: Self.placeNames[index]) }
    detailsShown = true
  }

  /// The details sheet's content for the selected place: its own detents, the list
  /// sheet's placement and motion, and the veto while the notes hold text.
  func buildDetails() -> SheetContent {
    let index = selectedPlace ?? 0
    // The close button is a person's dismissal: asked like a drag or Escape, so notes that
    // hold text refuse it and say why.
    let content = DetailsSheet(index: index, name: Self.placeNames[index]) { [unowned self] in
      self.details?.requestDismissal(.closeButton)
    }
    detailsContent = content
    content.notes.onEdit = { [unowned self] field in self.onTextEdit?(field.identifier, field.editor) }
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
        self.onDismissAttempt?(Self.detailsIdentifier, reason)
      }
      .sheetOverlayOnDismiss { [unowned self] in self.deselectPlace() }
  }

  /// Dismisses the top sheet as the Escape key does: the details over the list first; a
  /// sheet that refuses (its notes hold text) stays, and the one below is left alone.
  func dismissTopSheet() {
    presentation.topmostPresented.requestDismissal(.escapeKey)
  }

  /// Lays out the details content for the width its sheet has.
  func layoutDetails() {
    guard let d = details, let content = detailsContent, d.phase != .dismissed else { return }
    let width = d.position.width > 0 ? d.position.width : screen.size.width
    content.layout(width: width)
  }
}
