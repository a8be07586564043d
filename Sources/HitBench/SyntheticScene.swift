import Compositor

/// A seeded scene on the real compositor types: a main window with nested trees of views of
/// random sizes and positions, a passthrough overlay holding a rounded, clipped sheet (as
/// SheetOverlay builds it), and, with more windows, a passthrough HUD, an opaque alert and
/// extra overlay layers. Some views are hidden, transparent, disabled, rounded, clipped,
/// translated, scrolled, or a ``SlopButton`` subclass.
final class SyntheticScene {
  /// What the scene was built from.
  let configuration: SceneConfiguration
  /// The screen holding the windows.
  let screen: Screen
  /// The main window, at `.normal`, opaque.
  let main: Window
  /// The sheet's window, at `.normal + 1`, passthrough.
  let overlay: Window
  /// The sheet: rounded top corners, clipping its content.
  let sheet: View
  /// Every view of every window, root views included, in creation order.
  private(set) var views: [View] = []

  /// Builds the scene for `configuration`; the same configuration builds the same scene.
  init(_ configuration: SceneConfiguration) {
    self.configuration = configuration
    var builder = SceneBuilder(configuration: configuration)
    let built = builder.build()
    screen = built.screen
    main = built.main
    overlay = built.overlay
    sheet = built.sheet
    views = built.views
  }

  /// The views of `window`, root included, in paint order (pre-order).
  func viewsInPaintOrder(of window: Window) -> [View] {
    var result: [View] = []
    window.rootView.forEachInSubtree { result.append($0) }
    return result
  }
}
