import CCairo
import Synchronization

/// The face a character DejaVu Sans has no glyph for is set in: the one fontconfig matches
/// for that character (Droid Sans Fallback for Chinese and Japanese on Debian), or none.
///
/// fontconfig ranks a font's coverage of the character above its family, so asking for
/// the character alone finds an installed font that has it; the answer is checked against
/// that font's character set, since the best match may still lack it. Answers are kept for
/// the process.
enum FontFallback {
  private static let cache = Mutex<[String: String?]>([:])

  /// The family to set `character` in, or `nil` when no installed font has it.
  static func family(for character: Character, isBold: Bool) -> String? {
    let key = (isBold ? "b" : "r") + String(character)
    if let known = cache.withLock({ $0[key] }) { return known }
    let found = match(character.unicodeScalars.map(\.value), isBold: isBold)
    cache.withLock { $0[key] = found }
    return found
  }

  private static func match(_ scalars: [UInt32], isBold: Bool) -> String? {
    guard let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else { return nil }
    defer {
      FcPatternDestroy(pattern)
      FcCharSetDestroy(wanted)
    }
    for s in scalars { FcCharSetAddChar(wanted, s) }
    FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
    FcPatternAddInteger(pattern, FC_WEIGHT, isBold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var has: OpaquePointer?
    guard FcPatternGetCharSet(font, FC_CHARSET, 0, &has) == FcResultMatch, let has,
      scalars.allSatisfy({ FcCharSetHasChar(has, $0) != 0 })
    else { return nil }
    var family: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return nil }
    return String(cString: family)
  }
}
