import CCairo
import Compositor

/// Text metrics from the font the renderer draws with: DejaVu Sans, its fallbacks and the
/// painter's fixed font options, so a caret a view places by them lands between the glyphs
/// on screen.
///
/// Install them on a screen that is drawn: `screen.textMetrics = FontMetrics()`.
public final class FontMetrics: TextMetrics {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  private let options: OpaquePointer

  /// Creates metrics with a context of their own.
  public init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
    cr = cairo_create(surface)!
    options = TextLine.makeFontOptions()
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    cairo_font_options_destroy(options)
  }

  /// How far drawing `text` moves the pen, in points, as the painter draws it.
  public func advance(of text: Text) -> Double {
    guard !text.string.isEmpty else { return 0 }
    return CairoTextLock.withLock {
      cairo_save(cr)
      defer { cairo_restore(cr) }
      TextLine.setFont(of: text, options: options, cr)
      return TextLine(text.string, isBold: text.isBold, cr).advance
    }
  }
}
