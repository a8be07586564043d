/// Where the sheet sits in a container: along the bottom edge, as on a phone, or as a
/// floating card at one side, as Apple Maps shows its sheet on iPad and Mac.
///
/// ```swift
/// content.sheetOverlayPlacement(.automatic)                 // bottom up to 700 points wide
/// content.sheetOverlayPlacement(.bottom(maxWidth: 640))     // Material's centred sheet
/// content.sheetOverlayPlacement(.floating(edge: .trailing, width: 360, margin: 12))
/// ```
public enum SheetOverlayPlacement: Hashable, Sendable {
  /// The bottom edge in containers up to 700 points wide; wider, a floating
  /// card at the leading edge, 400 points wide, 16 points from the container's edges.
  case automatic
  /// Along the bottom edge, at most `maxWidth` wide and centred (the container's width when
  /// `nil`), with rounded top corners, like Material's bottom sheet.
  case bottom(maxWidth: Double?)
  /// A card with all corners rounded, `width` wide (at most the container less the
  /// margins), `margin` points from the container's side, bottom and top; its detents are
  /// measured inside the height between the margins.
  case floating(edge: Edge, width: Double, margin: Double)

  /// Along the bottom edge, the container's whole width: SheetOverlay's sheet.
  public static let bottom = SheetOverlayPlacement.bottom(maxWidth: nil)

  /// The side a floating card sits at.
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    /// The left side (in a left-to-right layout).
    case leading
    /// The right side.
    case trailing
  }

  /// The widest container ``automatic`` places the sheet along the bottom edge in.
  package static let automaticWidthLimit = 700.0

  /// The card ``automatic`` floats in wider containers.
  package static let automaticCard = SheetOverlayPlacement.floating(edge: .leading, width: 400, margin: 16)

  /// The placement in force in a container `width` wide: ``automatic`` resolved, and
  /// invalid numbers cleaned (negative or non-finite become the defaults).
  package func resolved(forContainerWidth width: Double) -> SheetOverlayPlacement {
    switch self {
    case .automatic:
      return width <= Self.automaticWidthLimit ? .bottom : Self.automaticCard
    case .bottom(let maxWidth):
      guard let m = maxWidth else { return self }
      return .bottom(maxWidth: m.isFinite && m > 0 ? m : nil)
    case .floating(let edge, let w, let margin):
      return .floating(
        edge: edge, width: w.isFinite && w > 0 ? w : 400, margin: margin.isFinite && margin >= 0 ? margin : 16)
    }
  }

  /// Whether the sheet floats as a card.
  package var isFloating: Bool {
    if case .floating = self { return true }
    return false
  }
}
