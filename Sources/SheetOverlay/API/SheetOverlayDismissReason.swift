/// What asked a sheet to go, when a person did: the reasons a dismissal may be vetoed, as
/// UIKit asks `presentationControllerShouldDismiss` for the gestures it owns.
///
/// The app's own dismissals (writing `false` to `isPresented`, ``SheetOverlayContext/dismiss()``,
/// ``SheetOverlayPresentation/dismiss()``) are never vetoed.
public enum SheetOverlayDismissReason: String, Hashable, Sendable, CaseIterable {
  /// A drag or a flick released toward dismissal, or a list's fling carried into the sheet.
  case drag
  /// A tap on the dimming behind a modal sheet.
  case dimmingTap
  /// The Escape key, on the focused grabber or as the app's dismiss key, or assistive
  /// technology's dismiss action on the grabber.
  case escapeKey
  /// A close button in the sheet's content that the app routes through the veto with
  /// ``SheetOverlayPresentation/dismiss(reason:)``: a person's dismissal, asked like
  /// the others, so typed text is never dropped without a refusal or a choice.
  case closeButton
}
