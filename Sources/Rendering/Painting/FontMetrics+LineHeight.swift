import CCairo
import Compositor
import Synchronization

extension FontMetrics {
  /// The height of a line of `text` as the painter sets it: the font's ascent plus its
  /// descent at the text's size and weight, the box a view centers its text in.
  public func lineHeight(of text: Text) -> Double {
    Self.lineHeight(fontSize: text.fontSize, isBold: text.isBold)
  }

  /// Line heights measured so far, by size and weight: they depend on nothing else.
  private static let lineHeights = Mutex<[LineHeightKey: Double]>([:])

  private struct LineHeightKey: Hashable {
    let fontSize: Double
    let isBold: Bool
  }

  /// The ascent plus the descent of DejaVu Sans at `fontSize`, with the painter's font
  /// options; measured once per size and weight.
  static func lineHeight(fontSize: Double, isBold: Bool) -> Double {
    let key = LineHeightKey(fontSize: fontSize, isBold: isBold)
    if let known = lineHeights.withLock({ $0[key] }) { return known }
    let height = CairoTextLock.withLock {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
      let cr = cairo_create(surface)!
      let options = TextLine.makeFontOptions()
      defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        cairo_font_options_destroy(options)
      }
      TextLine.setFont(of: Text("", fontSize: fontSize, isBold: isBold), options: options, cr)
      var font = cairo_font_extents_t()
      cairo_font_extents(cr, &font)
      return font.ascent + font.descent
    }
    lineHeights.withLock { $0[key] = height }
    return height
  }
}
