import Compositor

/// A view with a ``Fill/material(_:)`` background, as the compositor sees it: where on the
/// screen its backdrop must be blurred, and how.
struct MaterialRegion {
  /// The view that has the material.
  let view: View
  /// The view's rounded shape, in screen pixels.
  let shape: RoundedRectShape
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

  /// Every material view `scope` paints under `root`, in paint order: `origin` is the screen
  /// pixel of the root's coordinate origin, `clip` the area (root coordinates, points) the
  /// plane shows, `alpha` the opacity the plane is composited at, `scale` the pixels per
  /// point.
  static func collect(
    root: View, scope: ViewPainter.PaintScope, origin: (x: Int, y: Int), clip: Rect, alpha: Double, scale: Double
  ) -> [MaterialRegion] {
    var found: [MaterialRegion] = []
    var painted: [Rect] = []
    let place = Placement(origin: origin, scale: scale)
    visit(
      root, parentOffset: .zero, clip: clip, alpha: alpha, painted: &painted, found: &found, place: place,
      root: scope)
    return found
  }

  /// How root coordinates (points) land on the screen (pixels).
  private struct Placement {
    let origin: (x: Int, y: Int)
    let scale: Double

    func screen(_ rect: Rect) -> Rect {
      rect.scaled(by: scale).offsetBy(dx: Double(origin.x), dy: Double(origin.y))
    }
  }

  /// Visits `view`'s subtree; `root` is the paint scope when `view` is the plane's root.
  private static func visit(
    _ view: View, parentOffset: Point, clip: Rect, alpha: Double, painted: inout [Rect], found: inout [MaterialRegion],
    place: Placement, root: ViewPainter.PaintScope? = nil
  ) {
    let asLayer = root?.rootIsLayer ?? false
    guard !view.isHidden, view.alpha > 0 || asLayer else { return }
    let b = view.bounds
    let offset = asLayer ? parentOffset : parentOffset + view.offsetInSuperview
    let inWindow = b.offsetBy(dx: offset.x, dy: offset.y)
    let opacity = asLayer ? alpha : alpha * view.alpha
    let drawsItself = root?.paintsRoot ?? true
    if drawsItself, case .material(let material) = view.background, !inWindow.isEmpty {
      let visible = inWindow.intersection(clip)
      if !visible.isEmpty {
        let screenShape = RoundedRectShape(
          rect: place.screen(inWindow), radii: view.cornerRadii.scaled(by: place.scale))
        found.append(
          MaterialRegion(
            view: view, shape: screenShape, area: PixelRect(roundingOut: place.screen(visible)), material: material,
            alpha: opacity, hasContentBehind: painted.contains { $0.intersects(visible) }))
      }
    }
    if drawsItself && (view.shadow != nil || view.content != .none || view.background != nil) {
      painted.append(view.ownVisualRect(offset: offset).intersection(clip))
    }
    let inner = view.clipsToBounds ? clip.intersection(inWindow) : clip
    guard !inner.isEmpty else { return }
    let range = root?.rootSubviews ?? view.subviews.indices
    for i in range where view.subviews.indices.contains(i) {
      visit(
        view.subviews[i], parentOffset: offset, clip: inner, alpha: opacity, painted: &painted, found: &found,
        place: place)
    }
  }
}
