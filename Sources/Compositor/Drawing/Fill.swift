/// How a view's background is painted: SwiftUI's `ShapeStyle`, reduced to what a sheet needs.
public enum Fill: Hashable, Sendable {
  /// A solid color.
  case color(Color)
  /// A linear gradient across the view.
  case linearGradient(LinearGradient)
  /// A material: the backdrop blurred and tinted.
  case material(Material)
}
