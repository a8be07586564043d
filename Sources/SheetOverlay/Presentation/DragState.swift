import Compositor

/// What the presentation remembers during one pointer sequence on the sheet, beside what
/// the sheet's state keeps.
struct DragState {
  /// The pointer's y at the last event.
  var lastY: Double = 0
  /// The scroll view under the pointer, which the drag scrolls when the sheet cannot move.
  weak var scrollView: ScrollView?
  /// Whether this drag only lowered the keyboard.
  var consumedByKeyboard = false
  /// Whether the latest movement scrolled content rather than moving the sheet.
  var lastMoveScrolled = false
}
