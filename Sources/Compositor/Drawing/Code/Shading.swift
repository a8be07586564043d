/// What a path is filled or stroked with, as SwiftUI's `GraphicsContext.Shading`: a color
/// or a gradient laid out in the context's coordinates.
///
/// ```swift
/// context.fill(water, with: .color(Color(hex: 0xA9CFEF)))
/// context.fill(land, with: .linearGradient(
///   Gradient(colors: [.white, Color(hex: 0xBFDDB0)]),
///   startPoint: Point(x: 0, y: 0), endPoint: Point(x: 0, y: 200)))
/// context.fill(glow, with: .radialGradient(
///   Gradient(colors: [.white, .clear]), center: c, startRadius: 0, endRadius: 40))
/// ```
public enum Shading: Hashable, Sendable {
  /// A solid color.
  case color(Color)
  /// A gradient along the line from `startPoint` to `endPoint` (context coordinates),
  /// padded with its end colors beyond them.
  case linearGradient(Gradient, startPoint: Point, endPoint: Point)
  /// A gradient between two circles around `center` (context coordinates), from
  /// `startRadius` out to `endRadius`, padded with its end colors beyond them.
  case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)

  /// Whether every number in it is finite. A context draws nothing with a shading that
  /// is not, with a diagnostic.
  var isFinite: Bool {
    switch self {
    case .color: true
    case .linearGradient(_, let s, let e): s.isFinite && e.isFinite
    case .radialGradient(_, let c, let r0, let r1): c.isFinite && r0.isFinite && r1.isFinite
    }
  }
}
