import Compositor

/// A compositor window shown as an X window of its own: a child of the top-level X
/// window, stacked with its siblings in level order, with the SHAPE extension's input
/// region set to the window's hit region and its bounding region to the pixels it draws.
final class X11ChildWindow {
  /// The X window id.
  let id: UInt
  /// The compositor window it shows (its X window's `WM_NAME` is `<prefix><name>`).
  let windowID: WindowID
  /// Where the X window is, in the top-level's pixels.
  var frame = PixelRect(x: 0, y: 0, width: 0, height: 0)
  /// Whether the X window is mapped.
  var isMapped = false
  /// The input and bounding regions last set, in the window's own pixels.
  var input: [PixelRect]?
  var bounding: [PixelRect]?
  /// The smallest rectangle enclosing ``bounding``, in the top-level's pixels.
  var shownArea = PixelRect(x: 0, y: 0, width: 0, height: 0)

  init(id: UInt, windowID: WindowID) {
    self.id = id
    self.windowID = windowID
  }
}
