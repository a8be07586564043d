import Compositor

/// A hit test written straight from UIKit's rules, walking every window and view with no
/// index or shortcut, to check ``Screen/hitTest(_:)`` against.
///
/// Windows are tried front to back, skipping hidden ones; in each, subviews are tried last
/// first; a hidden view, a view with alpha below 0.01 or with interaction disabled answers
/// nothing, nor do its subviews; a view takes the point when it lies inside its shape
/// (`point(inside:)`), and its subviews may answer outside that shape unless it clips; a
/// passthrough window whose root view would answer lets the point through.
package enum ReferenceHitTest {
  /// The window and view hit at `point` in screen coordinates, or `nil`.
  package static func hit(_ screen: Screen, at point: Point) -> (window: Window, view: View)? {
    guard point.isFinite else { return nil }
    for window in screen.windows.reversed() where !window.isHidden {
      let local = Point(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
      guard let view = walk(window.rootView, pointInSuperview: local) else { continue }
      if view === window.rootView && window.hitTestPolicy == .passthrough { continue }
      return (window, view)
    }
    return nil
  }

  private static func walk(_ view: View, pointInSuperview p: Point) -> View? {
    if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return nil }
    // Into the view's own space: undo its position and translation, apply its bounds origin.
    let q = Point(
      x: p.x - view.frame.minX - view.translation.x + view.bounds.minX,
      y: p.y - view.frame.minY - view.translation.y + view.bounds.minY)
    let inside = view.point(inside: q)
    if view.clipsToBounds && !inside { return nil }
    for sub in view.subviews.reversed() {
      if let hit = walk(sub, pointInSuperview: q) { return hit }
    }
    return inside ? view : nil
  }
}
