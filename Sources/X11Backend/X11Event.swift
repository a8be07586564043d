import Compositor

/// One input or window event, translated from X11 into Compositor terms; ``X11Host``
/// hands the screen their ``Compositor/HostEvent`` forms.
///
/// Coordinates are the top-level window's pixels; ``X11Host`` maps them to points at each
/// pixel's centre (``X11Window/point(atPixel:)``).
/// Timestamps are seconds on the clock given to ``X11Window``; see ``ServerTimeMapper``.
package enum X11Event: Equatable, Sendable {
  /// Button 1 went down, moved while down, or came up; with each compositor window shown
  /// as an X window of its own, `window` is the one whose X window the server delivered it
  /// to (for ``Compositor/HostEvent/pointer(_:window:)``), else `nil`. The location is in the
  /// top-level's pixels whichever it was.
  case pointer(PointerEvent, window: WindowID? = nil)
  /// The pointer moved with no button 1 held: where it is, and when (seconds).
  case hover(Point, time: Double)
  /// A wheel notch (buttons 4 to 7), ``X11Window/wheelNotchPoints`` points per notch.
  case wheel(WheelEvent)
  /// A key went down or up.
  case key(KeyEvent)
  /// The window's size changed; the caller re-lays out and presents a frame of this size.
  case resize(Size)
  /// Part of the window lost its contents and must be presented again.
  case expose(Rect)
  /// The window manager asked the window to close (`WM_DELETE_WINDOW`).
  case close
}
