/// How a path's outline is drawn: its width, ends, corners and dashes, as SwiftUI's
/// `StrokeStyle`.
///
/// ```swift
/// let trail = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [8, 5])
/// context.stroke(path, with: .color(.brown), style: trail)
/// ```
public struct StrokeStyle: Hashable, Sendable {
  /// How the open ends of a stroked line look.
  public enum LineCap: Hashable, Sendable {
    /// Cut square at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Cut square half the line's width beyond the end point.
    case square
  }

  /// How two segments of a stroked line meet.
  public enum LineJoin: Hashable, Sendable {
    /// A sharp corner, cut flat past ``StrokeStyle/miterLimit``.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel
  }

  /// The line's width in points; a width of 0 or less, or not finite, draws nothing.
  public var lineWidth: Double
  /// The look of the line's open ends.
  public var lineCap: LineCap
  /// The look of the line's corners.
  public var lineJoin: LineJoin
  /// How long a miter may grow, as a multiple of the line width, before it is beveled.
  public var miterLimit: Double
  /// Alternating lengths of dashes and gaps, in points; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double

  /// Creates a stroke style.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// Whether the style draws a line a renderer can draw: a finite positive width, a finite
  /// miter limit, and a dash pattern of finite lengths, none negative and not all zero.
  var isDrawable: Bool {
    guard lineWidth.isFinite, lineWidth > 0, miterLimit.isFinite, dashPhase.isFinite else { return false }
    guard !dash.isEmpty else { return true }
    return dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
  }
}
