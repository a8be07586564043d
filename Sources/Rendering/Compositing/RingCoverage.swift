import CCairo
import Compositor

/// The focus ring's antialiased stroke as coverage, drawn once with cairo for one ring at
/// one scale and kept while the ring stays: the frame lays the ring's color through it with
/// pixman, over whatever the frame recomposited, so a ring repaired in pieces equals one
/// drawn whole.
final class RingCoverage {
  /// The ring and the pixels per point it was drawn at.
  let ring: FocusRingGeometry
  let scale: Double
  /// The screen pixels the coverage spans.
  let area: PixelRect
  let mask: AlphaMask

  /// The coverage of `ring` at `scale`, over `area` (the ring's bounds in pixels, cut to
  /// the screen).
  init(ring: FocusRingGeometry, scale: Double, area: PixelRect) {
    self.ring = ring
    self.scale = scale
    self.area = area
    mask = AlphaMask(width: area.width, height: area.height)
    mask.draw { cr in
      cairo_translate(cr, Double(-area.x), Double(-area.y))
      cairo_scale(cr, scale, scale)
      cairo_rectangle(cr, ring.clip.minX, ring.clip.minY, ring.clip.width, ring.clip.height)
      cairo_clip(cr)
      // Cut like the view: by the rounded shapes of its clipping ancestors.
      for shape in ring.clipShapes {
        CairoPath.addRoundedRect(cr, shape.rect, shape.radii)
        cairo_clip(cr)
      }
      CairoPath.addRoundedRect(cr, ring.rect, ring.radii)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_set_line_width(cr, FocusRingGeometry.width)
      cairo_stroke(cr)
    }
  }
}
