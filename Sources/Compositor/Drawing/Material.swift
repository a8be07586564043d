/// A translucent backdrop: what lies behind is blurred, then tinted.
///
/// The four thicknesses follow SwiftUI's materials: thicker ones blur more and
/// let less of the backdrop's color through.
public enum Material: String, Hashable, Sendable, CaseIterable {
  /// The lightest blur and tint.
  case ultraThin
  /// A light blur; SheetOverlay's default background.
  case thin
  /// A medium blur.
  case regular
  /// The heaviest blur and the most opaque tint.
  case thick

  /// The Gaussian-equivalent blur radius, in points.
  public var blurRadius: Double {
    switch self {
    case .ultraThin: 8
    case .thin: 14
    case .regular: 22
    case .thick: 30
    }
  }

  /// The tint laid over the blurred backdrop.
  public var tint: Color {
    switch self {
    case .ultraThin: Color(white: 0.97, alpha: 0.35)
    case .thin: Color(white: 0.97, alpha: 0.55)
    case .regular: Color(white: 0.96, alpha: 0.72)
    case .thick: Color(white: 0.94, alpha: 0.86)
    }
  }
}
