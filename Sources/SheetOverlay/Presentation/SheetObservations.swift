import Compositor

/// What a presentation last saw of its bindings and its container, and last reported of
/// its position and size: each acted on once per change.
struct SheetObservations {
  /// The `isPresented` binding's value the sheet last followed or wrote.
  var presented = Observed(false)
  /// The `selected` binding's value the sheet last followed or wrote.
  var selected = Observed<SheetOverlayDetent>()
  /// The container size the detents were last resolved for.
  var containerSize = Observed(Size.zero)
  /// The position last reported to `onPositionChange`.
  var position = Observed<SheetOverlayPosition>()
  /// The content size last reported to `onSizeChange` and the context.
  var contentSize = Observed<Size>()
  /// What the grabber's accessibility element was last built from.
  var grabberAccessibility = Observed<GrabberAccessibilityInputs>()
  /// The view that had the keyboard focus when the sheet was presented: where the focus
  /// goes back to when the sheet leaves holding it.
  weak var focusBeforePresentation: View?
  /// The content's measured height plus the grabber area, for `.fitContent`; a change of
  /// less than half a point is none.
  var contentFittingHeight = 0.0
}
