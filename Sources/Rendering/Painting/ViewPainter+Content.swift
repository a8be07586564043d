import CCairo
import Compositor

extension ViewPainter {
  /// Draws the view's ``View/content`` over its background, cut to its rounded shape; an
  /// image comes in the variant for `scale` pixels per point where the catalog has one.
  func drawContent(of view: View, _ cr: OpaquePointer, scale: Double) {
    let b = view.bounds
    guard !b.isEmpty else { return }
    switch view.content {
    case .none:
      return
    case .text(let text):
      drawText(text, in: b, radii: view.cornerRadii, cr)
    case .editableText(let edited):
      drawEditableText(edited, in: b, radii: view.cornerRadii, cr)
    case .image(let name):
      switch assets.image(named: name, scale: scale) {
      case .success(let image): drawImage(image, in: b, radii: view.cornerRadii, cr)
      case .failure: drawPlaceholder(in: b, radii: view.cornerRadii, cr)
      }
    case .stroke(let color, let width):
      guard width.isFinite, width > 0, color.alpha > 0 else { return }
      // The line lies inside the bounds, so it never spills past the view's damage area.
      let w = Swift.min(width, Swift.min(b.width, b.height) / 2)
      let half = w / 2
      let r = view.cornerRadii
      let inner = CornerRadii(
        topLeft: Swift.max(0, r.topLeft - half), topRight: Swift.max(0, r.topRight - half),
        bottomLeft: Swift.max(0, r.bottomLeft - half), bottomRight: Swift.max(0, r.bottomRight - half))
      CairoPath.addRoundedRect(cr, b.insetBy(dx: half, dy: half), inner)
      cairo_set_line_width(cr, w)
      CairoPath.setColor(cr, color)
      cairo_stroke(cr)
    }
  }

  /// One line of text in DejaVu Sans, centered vertically, aligned as asked, cut to the view.
  func drawText(_ text: Text, in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    guard !text.string.isEmpty, text.color.alpha > 0 else { return }
    // The restore that drops the scaled font is inside the lock too.
    CairoTextLock.withLock { drawTextUnlocked(text, in: b, radii: radii, cr) }
  }

  private func drawTextUnlocked(_ text: Text, in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPath.addRoundedRect(cr, b, radii)
    cairo_clip(cr)
    TextLine.setFont(of: text, options: fontOptionsForText, cr)
    var font = cairo_font_extents_t()
    cairo_font_extents(cr, &font)
    let line = TextLine(text.string, isBold: text.isBold, cr)
    let x: Double
    switch text.alignment {
    case .leading: x = b.minX
    case .center: x = b.midX - line.advance / 2
    case .trailing: x = b.maxX - line.advance
    }
    let baseline = b.midY + (font.ascent - font.descent) / 2
    CairoPath.setColor(cr, text.color)
    line.show(x: x, baseline: baseline, cr)
  }

  /// The image stretched to fill the view, cut to its rounded shape.
  func drawImage(_ image: PixelSurface, in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPath.addRoundedRect(cr, b, radii)
    cairo_clip(cr)
    cairo_translate(cr, b.minX, b.minY)
    cairo_scale(cr, b.width / Double(image.width), b.height / Double(image.height))
    cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_paint(cr)
  }

  /// What stands in for an image that could not be loaded: a light gray card crossed in red.
  func drawPlaceholder(in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPath.addRoundedRect(cr, b, radii)
    cairo_clip_preserve(cr)
    CairoPath.setColor(cr, Color(white: 0.86))
    cairo_fill(cr)
    let line = Swift.max(1, Swift.min(b.width, b.height) / 24)
    cairo_set_line_width(cr, line)
    CairoPath.setColor(cr, Self.placeholderColor)
    cairo_move_to(cr, b.minX, b.minY)
    cairo_line_to(cr, b.maxX, b.maxY)
    cairo_move_to(cr, b.maxX, b.minY)
    cairo_line_to(cr, b.minX, b.maxY)
    cairo_stroke(cr)
    CairoPath.addRoundedRect(cr, b.insetBy(dx: line / 2, dy: line / 2), radii)
    cairo_stroke(cr)
  }

  /// The red of the missing-image placeholder's cross and border.
  package static let placeholderColor = Color(hex: 0xE0245E)
}
