import Compositor

/// A view that shows text, as UIKit's `UILabel` and SwiftUI's `Text`: a font size and
/// weight, a colour, an alignment, and a line limit.
///
/// With a ``lineLimit`` of 1 (the default, as `UILabel`'s) the text is one line, cut with
/// an ellipsis when it does not fit. With another limit, or `nil` for none, the text wraps
/// at spaces (and at line breaks in it) to the label's width, and the last line that shows
/// ends with an ellipsis when text is left over. Either way the label draws its text with
/// code (`View.draw(in:)`) when the text, its style or the label's size changes, and the
/// renderer keeps the pixels: moving or scrolling a label composites them and never sets
/// its text again, so a list's rows cost no text drawing as they scroll.
///
/// The label reports the size that fits its text (``sizeThatFits(_:)``): a stack gives it
/// that size, and a wrapping label the height its lines take at the width proposed.
/// Assistive technology reads it as static text.
///
/// ```swift
/// let title = Label("Trails nearby", fontSize: 20, isBold: true)
/// let blurb = Label(description, color: .gray, lineLimit: 3)
/// let card = VStack(spacing: 6, padding: EdgeInsets(all: 16)) { title; blurb }
/// ```
open class Label: View {
  /// The text shown.
  public var text: String {
    didSet { if text != oldValue { textDidChange(measures: true) } }
  }
  /// The font size, in points.
  public var fontSize: Double {
    didSet {
      if !fontSize.isFinite || fontSize <= 0 { fontSize = oldValue }
      if fontSize != oldValue { textDidChange(measures: true) }
    }
  }
  /// Whether the text is bold.
  public var isBold: Bool {
    didSet { if isBold != oldValue { textDidChange(measures: true) } }
  }
  /// The text's colour.
  public var textColor: Color {
    didSet { if textColor != oldValue { textDidChange(measures: false) } }
  }
  /// Where each line sits between the label's left and right edges.
  public var alignment: Text.Alignment {
    didSet { if alignment != oldValue { textDidChange(measures: false) } }
  }
  /// The most lines the text takes: 1 (the default) for one line cut with an ellipsis,
  /// `nil` for as many as wrapping needs. Values below 1 mean no limit.
  public var lineLimit: Int? {
    didSet { if lineLimit != oldValue { textDidChange(measures: true) } }
  }

  /// Whether assistive technology reads the label as static text of its own; a label
  /// whose text something else says (the row of a list, a button) turns it off.
  public var isAccessibilityElement = true {
    didSet { if isAccessibilityElement != oldValue { updateAccessibility() } }
  }

  /// Creates a label showing `text`.
  public init(
    identifier: String = "", _ text: String = "", fontSize: Double = 15, isBold: Bool = false,
    color: Color = .black, alignment: Text.Alignment = .leading, lineLimit: Int? = 1
  ) {
    self.text = text
    self.fontSize = fontSize.isFinite && fontSize > 0 ? fontSize : 15
    self.isBold = isBold
    self.textColor = color
    self.alignment = alignment
    self.lineLimit = lineLimit
    super.init(identifier: identifier)
    // Text reads, it does not act: presses reach the view behind, as on UILabel.
    isUserInteractionEnabled = false
    textDidChange(measures: false)
  }

  /// Whether the text is one line, cut with an ellipsis when it does not fit.
  public var isSingleLine: Bool { lineLimit == 1 }

  /// The text in the label's font and colour, not cut.
  public var styledText: Text {
    Text(text, fontSize: fontSize, isBold: isBold, color: textColor, alignment: alignment)
  }

  /// One line: the text's advance and line height. Wrapping: the widest of the lines the
  /// text wraps into at the proposed width (no wider than it), and their heights; with no
  /// finite width proposed, each paragraph is a line.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let metrics = textMetrics
    let style = styledText
    guard !isSingleLine else { return metrics.size(of: style) }
    let width = proposal.width.isFinite && proposal.width > 0 ? proposal.width : .infinity
    let lines = TextWrapping(style, metrics: metrics).lines(width: width, limit: effectiveLimit)
    let widest = lines.map { line in metrics.advance(of: Text(line, fontSize: fontSize, isBold: isBold)) }.max() ?? 0
    return Size(
      width: Swift.min(width, widest), height: Double(Swift.max(1, lines.count)) * metrics.lineHeight(of: style))
  }

  /// Draws the text: one line cut with an ellipsis to the label's width, or the wrapped
  /// lines; either way aligned as ``alignment`` says and centred vertically.
  open override func draw(in context: GraphicsContext) {
    let metrics = context.textMetrics
    let style = styledText
    let width = context.size.width
    let wrapping = TextWrapping(style, metrics: metrics)
    let lines =
      isSingleLine ? [wrapping.truncated(text, width: width)] : wrapping.lines(width: width, limit: effectiveLimit)
    let lineHeight = metrics.lineHeight(of: style)
    var y = (context.size.height - Double(lines.count) * lineHeight) / 2
    for line in lines {
      var drawn = style
      drawn.string = line
      if !line.isEmpty { context.draw(drawn, in: Rect(x: 0, y: y, width: width, height: lineHeight)) }
      y += lineHeight
    }
  }

  /// The line limit wrapping honours: `nil` for none.
  private var effectiveLimit: Int? {
    guard let lineLimit, lineLimit >= 1 else { return nil }
    return lineLimit
  }

  /// After a change to the text or its style: the drawing, the size that fits, the name.
  private func textDidChange(measures: Bool) {
    setNeedsDisplay()
    if measures { invalidateFittingSize() }
    updateAccessibility()
  }

  private func updateAccessibility() {
    accessibility = isAccessibilityElement ? Accessibility(role: .staticText, label: text) : nil
  }
}
