import Compositor

/// One plane of the stack as a frame composites it: a window's own pixels (a run of its
/// root's subviews between layers) or a layer's store; where it lands, at what opacity,
/// what it needs blurred underneath, and what of it changed on screen this frame.
struct LayerSnapshot {
  /// Names the plane from frame to frame.
  let id: PlaneID
  /// The window the plane belongs to.
  let window: Window
  /// The plane's pixels.
  let buffer: PixelSurface
  /// Where the buffer lands on the screen, in pixels.
  let frame: PixelRect
  /// The part of ``frame`` the plane shows: inside its window.
  let visible: PixelRect
  /// The opacity the buffer is composited at.
  let alpha: Double
  /// The material views drawn in the plane, in paint order.
  let materials: [MaterialRegion]
  /// Whether the buffer is opaque everywhere, so nothing below it shows through.
  let isOpaque: Bool
  /// Where the plane changed on the screen this frame: its pixels drawn again, and for a
  /// layer that moved, faded, appeared or went, where it was and where it is, in screen
  /// pixels.
  let redrawn: [PixelRect]
  /// The view the plane's pixels were drawn from (a window's root, or the layer) and the
  /// part of its tree they hold, to draw the views behind a material again.
  let paintRoot: View
  let scope: ViewPainter.PaintScope
  /// The screen pixel of the paint root's coordinate origin.
  let rootOrigin: (x: Int, y: Int)
  /// The root pixel (root coordinates × scale) at the buffer's top-left corner: the grid
  /// the buffer's tiles are painted on.
  var bufferOrigin: (x: Int, y: Int) = (0, 0)

  /// Whether a window's buffer is opaque everywhere: a root view that fills the window
  /// with an opaque color or gradient, square corners, full opacity, and no material (a
  /// material leaves a hole for its backdrop); the window's size in pixels at `scale` is
  /// whole, so no pixel at its edge is covered in part.
  static func isOpaque(_ window: Window, materials: [MaterialRegion], scale: Double) -> Bool {
    let root = window.rootView
    let size = window.frame.size
    let w = size.width * scale
    let h = size.height * scale
    guard materials.isEmpty, !root.isHidden, root.alpha >= 1, root.cornerRadii.isZero,
      root.translation == .zero, root.bounds.origin == .zero, root.frame == Rect(origin: .zero, size: size),
      w.rounded() == w, h.rounded() == h
    else { return false }
    return ViewPainter.backgroundHidesUnderneath(root)
  }
}
