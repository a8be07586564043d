import CCairo
import Compositor

extension ViewPainter {
  /// Draws a line being edited: the selection's highlight, the text shifted left by its
  /// scroll offset, and the caret, each edge placed at the advance of the characters
  /// before it (as ``FontMetrics`` measures), cut to the view's shape less its inset.
  func drawEditableText(_ edited: EditableText, in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    CairoTextLock.withLock { drawEditableTextUnlocked(edited, in: b, radii: radii, cr) }
  }

  private func drawEditableTextUnlocked(_ edited: EditableText, in b: Rect, radii: CornerRadii, _ cr: OpaquePointer) {
    let text = edited.text
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPath.addRoundedRect(cr, b, radii)
    cairo_clip(cr)
    // The caret at either end of the text area stays whole.
    let reach = Self.caretWidth
    let area = Rect(
      x: b.minX + edited.inset - reach, y: b.minY, width: Swift.max(0, b.width - 2 * edited.inset + 2 * reach),
      height: b.height)
    cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
    cairo_clip(cr)
    TextLine.setFont(of: text, options: fontOptionsForText, cr)
    var font = cairo_font_extents_t()
    cairo_font_extents(cr, &font)
    let baseline = b.midY + (font.ascent - font.descent) / 2
    let top = baseline - font.ascent
    let height = font.ascent + font.descent
    let start = b.minX + edited.inset - edited.scrollOffset
    func x(at position: Int) -> Double {
      position <= 0 ? start : start + TextLine(edited.prefix(position), isBold: text.isBold, cr).advance
    }
    if !edited.selection.isEmpty, edited.selectionColor.alpha > 0 {
      let from = x(at: edited.selection.lowerBound)
      let to = x(at: edited.selection.upperBound)
      CairoPath.setColor(cr, edited.selectionColor)
      cairo_rectangle(cr, from, top, to - from, height)
      cairo_fill(cr)
    }
    let caretX = edited.caret.map(x(at:))
    if !text.string.isEmpty, text.color.alpha > 0 {
      let line = TextLine(text.string, isBold: text.isBold, cr)
      CairoPath.setColor(cr, text.color)
      line.show(x: start, baseline: baseline, cr)
    }
    if let caretX, edited.caretColor.alpha > 0 {
      // On whole pixels, so the caret is as sharp as the glyphs' stems beside it.
      CairoPath.setColor(cr, edited.caretColor)
      cairo_rectangle(cr, (caretX - reach / 2).rounded(), top.rounded(), reach, height.rounded())
      cairo_fill(cr)
    }
  }

  /// The caret's width, in points.
  static let caretWidth = 2.0
}
