/// Number formatting for the tables, without Foundation.
enum Format {
  /// `value` with `digits` digits after the point.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int64(scaled / scale)
    var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let fraction = String(Int64(scaled) - whole * Int64(scale))
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }

  /// A count with a short suffix: 950, 12.3k, 4.56M.
  static func compact(_ value: Double) -> String {
    if value >= 1e9 { return fixed(value / 1e9, 2) + "G" }
    if value >= 1e6 { return fixed(value / 1e6, 2) + "M" }
    if value >= 1e4 { return fixed(value / 1e3, 1) + "k" }
    return fixed(value, 0)
  }

  /// Nanoseconds as a whole number, or with one decimal below 10.
  static func nanoseconds(_ value: Double) -> String {
    value < 10 ? fixed(value, 1) : fixed(value, 0)
  }

  /// Bytes as megabytes with two decimals.
  static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 2) }

  /// `text` right-aligned in `width` columns.
  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// `text` left-aligned in `width` columns.
  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
