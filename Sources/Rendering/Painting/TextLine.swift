import CCairo
import Compositor

/// One line of text as cairo sets it: in DejaVu Sans, with any character DejaVu has no
/// glyph for set in a face that has one (``FontFallback``), as Pango falls back.
///
/// cairo's text API sets one face for a whole string and draws a missing glyph as an empty
/// box, so the line is cut into runs of characters that share a face. Glyph advances add
/// up, so the advance of the first characters of a line is where the rest begins: the
/// painter draws a caret there, and ``FontMetrics`` measures the same. Every call runs
/// under ``CairoTextLock``.
struct TextLine {
  /// Characters set in one face.
  struct Run {
    /// The characters.
    var string: String
    /// The family they are set in.
    var family: String
    /// How far they move the pen, in points.
    var advance = 0.0
  }

  /// The runs, in order.
  let runs: [Run]
  /// Whether the face is bold.
  let isBold: Bool

  /// The family text is set in first.
  static let family = "DejaVu Sans"

  /// Sets `string` with `cr`'s font size and options: in DejaVu Sans where it has the
  /// glyphs, else in fallback faces. Leaves `cr`'s font face changed.
  init(_ string: String, isBold: Bool, _ cr: OpaquePointer) {
    self.isBold = isBold
    Self.select(Self.family, isBold: isBold, cr)
    var runs: [Run] = []
    if Self.hasGlyphs(for: string, cr) {
      runs = [Run(string: string, family: Self.family)]
    } else {
      for character in string {
        let piece = String(character)
        var family = Self.family
        if !Self.hasGlyphs(for: piece, cr), let other = FontFallback.family(for: character, isBold: isBold) {
          family = other
        }
        if let last = runs.last, last.family == family {
          runs[runs.count - 1].string += piece
        } else {
          runs.append(Run(string: piece, family: family))
        }
      }
    }
    for i in runs.indices {
      if runs[i].family != Self.family || i > 0 { Self.select(runs[i].family, isBold: isBold, cr) }
      var extents = cairo_text_extents_t()
      runs[i].string.withCString { cairo_text_extents(cr, $0, &extents) }
      runs[i].advance = extents.x_advance
    }
    self.runs = runs
  }

  /// How far the whole line moves the pen, in points.
  var advance: Double { runs.reduce(0) { $0 + $1.advance } }

  /// Draws the line with its baseline's start at (`x`, `baseline`) in `cr`'s source.
  func show(x: Double, baseline: Double, _ cr: OpaquePointer) {
    var pen = x
    for run in runs {
      Self.select(run.family, isBold: isBold, cr)
      cairo_move_to(cr, pen, baseline)
      run.string.withCString { cairo_show_text(cr, $0) }
      pen += run.advance
    }
  }

  /// Selects `family` in `cr`, keeping its size and options.
  static func select(_ family: String, isBold: Bool, _ cr: OpaquePointer) {
    cairo_select_font_face(
      cr, family, CAIRO_FONT_SLANT_NORMAL, isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
  }

  /// Sets `cr` up for `text`: DejaVu Sans in its weight and size, with `options`.
  static func setFont(of text: Text, options: OpaquePointer, _ cr: OpaquePointer) {
    select(family, isBold: text.isBold, cr)
    cairo_set_font_size(cr, text.fontSize)
    cairo_set_font_options(cr, options)
  }

  /// The fixed font options text is set with, so it looks and measures the same whatever
  /// the system's fontconfig says: gray antialiasing, slight hinting, and unhinted
  /// metrics, so advances scale with the size and add up exactly. The caller destroys them.
  static func makeFontOptions() -> OpaquePointer {
    let options = cairo_font_options_create()!
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    return options
  }

  /// Whether the face selected in `cr` has a glyph for every character of `string`.
  static func hasGlyphs(for string: String, _ cr: OpaquePointer) -> Bool {
    guard let font = cairo_get_scaled_font(cr) else { return false }
    var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
    var count: Int32 = 0
    let status = string.withCString { text in
      cairo_scaled_font_text_to_glyphs(font, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
    }
    defer { cairo_glyph_free(glyphs) }
    guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return false }
    return (0..<Int(count)).allSatisfy { glyphs[$0].index != 0 }
  }
}
