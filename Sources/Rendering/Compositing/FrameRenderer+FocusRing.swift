import CCairo
import Compositor

extension FrameRenderer {
  /// The pixels the focus ring covers this frame and covered last frame, when it moved,
  /// appeared or went: they are recomposited, so the old ring leaves and the new one is
  /// drawn over fresh pixels.
  func focusRingDamage(_ ring: FocusRing?) -> [PixelRect] {
    guard ring != lastFocusRing else { return [] }
    return [lastFocusRing, ring].compactMap { $0.map(ringArea) }.filter { !$0.isEmpty }
  }

  /// Strokes the focus ring over the frame, inside the recomposited `rects` only (the rest
  /// of the frame still holds the ring drawn before), and remembers it.
  func drawFocusRing(_ ring: FocusRing?, over rects: [PixelRect], into frame: PixelSurface) {
    defer { lastFocusRing = ring }
    guard let ring else { return }
    let area = ringArea(ring)
    let parts = rects.map { $0.intersection(area) }.filter { !$0.isEmpty }
    guard !parts.isEmpty else { return }
    let cr = cairo_create(frame.cairoSurface)!
    defer { cairo_destroy(cr) }
    for p in parts { cairo_rectangle(cr, Double(p.x), Double(p.y), Double(p.width), Double(p.height)) }
    cairo_clip(cr)
    cairo_rectangle(cr, ring.clip.minX, ring.clip.minY, ring.clip.width, ring.clip.height)
    cairo_clip(cr)
    for shape in ring.clipShapes {
      CairoPath.addRoundedRect(cr, shape.rect, shape.radii)
      cairo_clip(cr)
    }
    CairoPath.addRoundedRect(cr, ring.rect, ring.radii)
    CairoPath.setColor(cr, FocusRing.color)
    cairo_set_line_width(cr, FocusRing.width)
    cairo_stroke(cr)
    cairo_surface_flush(frame.cairoSurface)
  }

  /// The whole pixels the ring may cover.
  private func ringArea(_ ring: FocusRing) -> PixelRect {
    PixelRect(enclosing: ring.bounds).intersection(screenBounds)
  }
}
