import Compositor
import SheetOverlay

/// The details sheet stacked over the places sheet once a row was tapped: its presentation
/// and state, the content now shown (which keeps each place's note), and whether a close of
/// the app was refused for a note.
package final class PlaceDetails {
  /// The details sheet, created the first time a place is selected.
  package internal(set) var presentation: SheetOverlayPresentation?
  /// The details sheet's `isPresented` state.
  @State var isPresented = false
  /// The details sheet's `selected` state.
  @State var detent: SheetOverlayDetent = .height(220)
  /// The content of the details sheet now shown, if any.
  package internal(set) var content: DetailsSheet?
  /// Whether a close of the app was refused since the notes were last edited: the next
  /// close quits.
  var closeRefused = false
}
