import Compositor

/// One visible window as a frame composites it: its buffer, where it lands, what it
/// needs blurred underneath, and what of it was redrawn this frame.
struct LayerSnapshot {
  /// The window.
  let window: Window
  /// The window's pixels.
  let buffer: PixelSurface
  /// Where the buffer lands on the screen, in pixels.
  let frame: PixelRect
  /// The window's material views, in paint order.
  let materials: [MaterialRegion]
  /// Whether the buffer is opaque everywhere, so nothing below it shows through.
  let isOpaque: Bool
  /// The parts of the buffer redrawn this frame, in screen pixels.
  let redrawn: [PixelRect]

  /// Whether a window's buffer is opaque everywhere: a root view that fills the window
  /// with an opaque color or gradient, square corners, full opacity, and no material (a
  /// material leaves a hole for its backdrop).
  static func isOpaque(_ window: Window, materials: [MaterialRegion]) -> Bool {
    let root = window.rootView
    let size = window.frame.size
    guard materials.isEmpty, !root.isHidden, root.alpha >= 1, root.cornerRadii.isZero,
      root.translation == .zero, root.bounds.origin == .zero, root.frame == Rect(origin: .zero, size: size),
      size.width.rounded() == size.width, size.height.rounded() == size.height
    else { return false }
    return ViewPainter.backgroundHidesUnderneath(root)
  }
}
