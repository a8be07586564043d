/// Something that happens to a sheet: an input, a request from the app, a change of
/// layout, or the passing of time. ``SheetState/handle(_:at:)`` takes one at a time.
///
/// Heights and velocities are in points, positive upward: a sheet grows as its height
/// rises. Pointer events name their pointer so that a second pointer can be told apart.
package enum SheetEvent: Hashable, Sendable {
  /// The app asks for the sheet to show (the `isPresented` binding became `true`).
  case present
  /// The app asks for the sheet to go (the `isPresented` binding became `false`).
  case dismiss
  /// The app selects a detent (the `selected` binding, or ``SheetOverlayContext/select(_:)``).
  case select(SheetOverlayDetent)
  /// A pointer went down on the sheet: a moving sheet stops where it is shown.
  case pointerDown(pointer: Int)
  /// The pointer passed the drag threshold: the sheet follows it from here.
  case dragBegan(pointer: Int)
  /// The dragging pointer asks the sheet to grow by `by` points (negative shrinks).
  case dragMoved(pointer: Int, by: Double)
  /// The dragging pointer lifted, moving at `velocity` points per second (positive up).
  /// With `mayDismiss` false (the app vetoed the dismissal), a release toward dismissal
  /// goes back to the smallest detent instead.
  case dragEnded(pointer: Int, velocity: Double, mayDismiss: Bool = true)
  /// Content handed the sheet a flick, as a list that glides into its top carries a
  /// downward fling on: a resting or settling sheet moves as if released where it is shown
  /// at `velocity`; `mayDismiss` as for ``dragEnded(pointer:velocity:mayDismiss:)``.
  case fling(velocity: Double, mayDismiss: Bool = true)
  /// The pointer lifted without dragging: a tap.
  case pointerUp(pointer: Int)
  /// The pointer's sequence was cancelled, as when the system takes input away.
  case pointerCancelled(pointer: Int)
  /// The resting heights changed: the container resized, its safe area or the content
  /// changed, or the sheet was reconfigured.
  case layoutChanged(SheetLayout, SheetLayoutChange)
  /// The rules changed (the sheet was reconfigured).
  case rulesChanged(SheetRules)
  /// A frame: the sheet advances its animation to the time given with the event.
  case tick
}
