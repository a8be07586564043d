import Compositor

/// What the sheet remembers during one drag.
struct DragState {
  /// The unconstrained height the pointer asks for; the shown height rubber-bands it.
  var rawHeight: Double = 0
  /// The pointer's y at the last event.
  var lastY: Double = 0
  /// The scroll view under the pointer, which the drag scrolls when the sheet cannot move.
  weak var scrollView: ScrollView?
  /// Whether this drag only lowered the keyboard.
  var consumedByKeyboard = false
  /// Whether the latest movement scrolled content rather than moving the sheet.
  var lastMoveScrolled = false
  /// Whether the pointer caught a moving sheet on its way down.
  var caughtAnimation = false
}
