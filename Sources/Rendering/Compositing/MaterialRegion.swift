import Compositor

/// A view with a ``Fill/material(_:)`` background, as the compositor sees it: where on the
/// screen its backdrop must be blurred, and how.
struct MaterialRegion {
  /// The view that has the material.
  let view: View
  /// The view's rounded shape, in screen coordinates.
  let shape: RoundedRect
  /// The pixels the backdrop may cover: the shape's bounds cut by the window and by every
  /// clipping ancestor.
  let area: PixelRect
  /// The material.
  let material: Material
  /// The product of the view's and its ancestors' opacity.
  let alpha: Double
  /// Whether views of the same window are painted behind it there; their pixels are then
  /// part of its backdrop, which can then not be shared with other views of the window.
  let hasContentBehind: Bool

  /// Every material view of `window`, in paint order, for a window whose top-left corner
  /// is at screen pixel `origin`.
  static func collect(in window: Window, origin: (x: Int, y: Int)) -> [MaterialRegion] {
    var found: [MaterialRegion] = []
    var painted: [Rect] = []
    let windowRect = Rect(origin: .zero, size: window.frame.size)
    visit(
      window.rootView, parentOffset: .zero, clip: windowRect, alpha: 1, painted: &painted, found: &found,
      origin: Point(x: Double(origin.x), y: Double(origin.y)))
    return found
  }

  private static func visit(
    _ view: View, parentOffset: Point, clip: Rect, alpha: Double, painted: inout [Rect], found: inout [MaterialRegion],
    origin: Point
  ) {
    guard !view.isHidden, view.alpha > 0 else { return }
    let b = view.bounds
    let offset = Point(
      x: parentOffset.x + view.frame.origin.x + view.translation.x - b.origin.x,
      y: parentOffset.y + view.frame.origin.y + view.translation.y - b.origin.y)
    let inWindow = b.offsetBy(dx: offset.x, dy: offset.y)
    let opacity = alpha * view.alpha
    if case .material(let material) = view.background, !inWindow.isEmpty {
      let visible = inWindow.intersection(clip)
      if !visible.isEmpty {
        let screenShape = RoundedRect(
          rect: inWindow.offsetBy(dx: origin.x, dy: origin.y), radii: view.cornerRadii)
        found.append(
          MaterialRegion(
            view: view, shape: screenShape,
            area: PixelRect(enclosing: visible.offsetBy(dx: origin.x, dy: origin.y)), material: material,
            alpha: opacity, hasContentBehind: painted.contains { $0.intersects(visible) }))
      }
    }
    if view.shadow != nil || view.content != .none || view.background != nil {
      painted.append(ViewPainter.ownVisualRect(view, offset: offset).intersection(clip))
    }
    let inner = view.clipsToBounds ? clip.intersection(inWindow) : clip
    guard !inner.isEmpty else { return }
    for sub in view.subviews {
      visit(sub, parentOffset: offset, clip: inner, alpha: opacity, painted: &painted, found: &found, origin: origin)
    }
  }
}
