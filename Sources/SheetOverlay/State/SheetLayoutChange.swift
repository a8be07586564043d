/// Why the resting heights changed, which decides how a sheet moves onto the new ones.
package enum SheetLayoutChange: Hashable, Sendable {
  /// The container resized, as a window resized or a device rotated: a sheet at rest
  /// moves onto its detent's new height at once, and a drag in progress ends, as UIKit
  /// cancels a pan on rotation.
  case resize
  /// The safe area, the content's size or the sheet's configuration changed: a sheet at
  /// rest springs to its detent's new height, and a drag in progress goes on.
  case relayout
  /// The container resized across a placement's threshold, as a window widened past 700
  /// points turns a bottom sheet into a floating card: as on a resize, a drag in progress
  /// ends and a sheet past its new detents is brought within them, but a sheet at rest
  /// springs to its detent's new height, so the move is seen.
  case placement
}
