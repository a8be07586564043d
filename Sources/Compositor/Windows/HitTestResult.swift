/// The answer to "what is under this point?": a window and a view in it.
public struct HitTestResult {
  /// The window that answered.
  public let window: Window
  /// The frontmost view under the point that accepts hits.
  public let view: View
  /// The point in `view`'s coordinate space.
  public let location: Point

  /// The hit a window's hit test found: `view` in `window`, at `location` in the view's
  /// coordinates.
  package init(view: View, in window: Window, at location: Point) {
    self.window = window
    self.view = view
    self.location = location
  }
}
