import Compositor

/// Breaks text into lines that fit a width, as a label wraps: at spaces and at the line
/// breaks in the text, a word wider than a line at the last character that fits, and an
/// ellipsis at the end of the last line allowed when text is left over.
struct TextWrapping {
  /// The text's style; its string is what is broken.
  let style: Text
  /// How the text measures.
  let metrics: any TextMetrics

  init(_ style: Text, metrics: any TextMetrics) {
    self.style = style
    self.metrics = metrics
  }

  /// The ellipsis that ends cut text.
  static let ellipsis = "…"

  /// How wide `string` is in the style.
  func width(of string: String) -> Double {
    var text = style
    text.string = string
    return metrics.advance(of: text)
  }

  /// `string` if it fits in `width`, else its longest beginning that fits with an ellipsis
  /// after it (the ellipsis alone when nothing does); with `always`, the ellipsis goes on
  /// even when the string fits, as at the end of the last line of cut text.
  func truncated(_ string: String, width: Double, always: Bool = false) -> String {
    if !always && (!width.isFinite || self.width(of: string) <= width) { return string }
    if always && self.width(of: string + Self.ellipsis) <= width { return string + Self.ellipsis }
    let characters = Array(string)
    // The most characters that fit before the ellipsis, by bisection: a few measures.
    var low = 0
    var high = Swift.max(0, characters.count - 1)
    while low < high {
      let mid = (low + high + 1) / 2
      if self.width(of: String(characters[..<mid]) + Self.ellipsis) <= width { low = mid } else { high = mid - 1 }
    }
    return String(characters[..<low]).trimmingTrailingSpaces + Self.ellipsis
  }

  /// The lines the text takes at `width`, at most `limit` of them (`nil`: no limit), the
  /// last one ending with an ellipsis when text is left over.
  func lines(width: Double, limit: Int?) -> [String] {
    var lines: [String] = []
    for paragraph in style.string.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
        let candidate = line.isEmpty ? word : line + " " + word
        if self.width(of: candidate) <= width {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = word
        // A word wider than a line breaks where it must.
        while self.width(of: line) > width, line.count > 1 {
          let cut = longestFittingPrefix(of: line, width: width)
          lines.append(String(line.prefix(cut)))
          line = String(line.dropFirst(cut))
        }
      }
      lines.append(line)
    }
    guard let limit, limit >= 1, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = truncated(kept[limit - 1], width: width, always: true)
    return kept
  }

  /// How many characters of `string` fit in `width`, at least one.
  private func longestFittingPrefix(of string: String, width: Double) -> Int {
    var low = 1
    var high = string.count
    while low < high {
      let mid = (low + high + 1) / 2
      if self.width(of: String(string.prefix(mid))) <= width { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

extension String {
  /// The string without the spaces at its end.
  var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
