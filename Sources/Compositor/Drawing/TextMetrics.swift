/// Measures a line of text as it will be drawn, for views that place things between
/// characters: a text field's caret, where a press lands in its text, how far to scroll it.
///
/// A screen holds one (``Screen/textMetrics``). The renderer's own metrics (`FontMetrics` in
/// the `Rendering` module) measure with the font it draws with, so a caret measured here
/// lands between the glyphs on screen; a host that draws installs them. Until then a screen
/// estimates from the font size.
public protocol TextMetrics: AnyObject {
  /// How far drawing `text` moves the pen, in points: the x at which text drawn after it
  /// in the same style would begin.
  func advance(of text: Text) -> Double

  /// The height of a line of `text`, in points: from the top of the font's ascent to the
  /// bottom of its descent, the box a view centers its text in. What a text view reports
  /// as the height that fits it (``View/sizeThatFits(_:)``).
  func lineHeight(of text: Text) -> Double
}

extension TextMetrics {
  /// The line height of the renderer's font, DejaVu Sans, from its design: 1.164 of the
  /// font size (an ascent of 0.928 and a descent of 0.236).
  public func lineHeight(of text: Text) -> Double {
    text.fontSize * 1.164
  }

  /// The size a line of `text` takes: its advance and its line height.
  public func size(of text: Text) -> Size {
    Size(width: advance(of: text), height: lineHeight(of: text))
  }

  /// Where each position between the characters of `text` lies: `result[i]` is the
  /// advance of the first `i` characters, so the array holds one more entry than `text`
  /// has characters, starting at 0.
  public func characterOffsets(in text: Text) -> [Double] {
    var offsets: [Double] = [0]
    var prefix = text
    prefix.string = ""
    for character in text.string {
      prefix.string.append(character)
      offsets.append(advance(of: prefix))
    }
    return offsets
  }
}
