/// Text metrics without a font: each character is 0.6 of the font size wide, or a whole
/// font size for the wide characters of East Asian scripts.
///
/// The default of every ``Screen`` until a host installs the renderer's metrics; it keeps a
/// screen that is never drawn (a unit test of a view's logic) deterministic and free of C.
package final class EstimatedTextMetrics: TextMetrics, Sendable {
  /// Creates the estimate.
  package init() {}

  /// One estimate for what measures text on no screen; it holds nothing.
  static let shared = EstimatedTextMetrics()

  /// The estimated advance: the sum of each character's width.
  package func advance(of text: Text) -> Double {
    text.string.reduce(0) { sum, character in
      sum + text.fontSize * (Self.isWide(character) ? 1 : 0.6)
    }
  }

  /// Whether `character` is one of the full-width characters of Chinese, Japanese and
  /// Korean text (ideographs, kana, Hangul, full-width forms).
  static func isWide(_ character: Character) -> Bool {
    guard let v = character.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x20000...0x3FFFD).contains(v)
  }
}
