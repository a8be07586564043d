import Compositor

/// Where a placement puts the sheet in a container: its horizontal extent, the line its
/// bottom edge rests on, and the height its detents are measured in.
struct SheetGeometry: Equatable {
  /// The placement in force (never `.automatic`).
  let placement: SheetOverlayPlacement
  /// The sheet's left edge and width.
  let x: Double
  let width: Double
  /// The y of the sheet's bottom edge: the container's bottom, or above it by the margin.
  let bottom: Double
  /// The height the detents are measured in.
  let availableHeight: Double
  /// The gap a `.large` sheet leaves at the top of that height: 40 points along the bottom
  /// edge, as UIKit's sheets do; for a card, the top inset it keeps clear (its margin is
  /// its own gap).
  let topGap: Double

  init(placement requested: SheetOverlayPlacement, container: Size, floatingTopInset: Double = 0) {
    let placement = requested.resolved(forContainerWidth: container.width)
    self.placement = placement
    switch placement {
    case .floating(let edge, let w, let margin):
      let width = Swift.max(0, Swift.min(w, container.width - 2 * margin))
      x = edge == .leading ? margin : container.width - margin - width
      self.width = width
      // A container shorter than the margin keeps the card's bottom edge in it.
      bottom = Swift.max(0, container.height - margin)
      availableHeight = Swift.max(0, container.height - 2 * margin)
      topGap = floatingTopInset.isFinite ? Swift.max(0, floatingTopInset) : 0
    case .bottom(let maxWidth):
      let width = Swift.min(container.width, maxWidth ?? container.width)
      x = (container.width - width) / 2
      self.width = width
      bottom = container.height
      availableHeight = container.height
      topGap = 40
    case .automatic:
      preconditionFailure("a resolved placement is never automatic")
    }
  }
}
