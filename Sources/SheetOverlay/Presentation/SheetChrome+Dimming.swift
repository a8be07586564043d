import Compositor

extension SheetChrome {
  /// How much `s` dims the app behind and whether it blocks it, by the configuration's
  /// background interaction: never; always, with the sheet's progress to its detent; or
  /// above a detent, growing to full at the next one. `height` finds a detent that is not
  /// among the sheet's own.
  static func dimming(
    _ s: SheetState, configuration c: SheetOverlayConfiguration, height: (SheetOverlayDetent) -> Double?
  ) -> SheetDimming {
    guard s.phase != .dismissed else { return .none }
    var interaction = c.backgroundInteraction
    if interaction == .automatic { interaction = c.style == .modal ? .disabled : .enabled }
    switch interaction.kind {
    case .automatic, .enabled:
      return .none
    case .disabled:
      let resting = s.targetHeight
      let progress = resting > 0 ? Swift.min(1, Swift.max(0, s.height / resting)) : 1
      return SheetDimming(amount: progress, blocks: s.phase != .dismissing)
    case .enabledUpThrough(let detent):
      guard let limit = s.layout.height(of: detent) ?? height(detent) else { return .none }
      guard let next = s.layout.heights.first(where: { $0 > limit + 0.5 }) else { return .none }
      let amount = Swift.min(1, Swift.max(0, (s.height - limit) / (next - limit)))
      return SheetDimming(amount: amount, blocks: s.height > limit + 0.5 && s.phase != .dismissing)
    }
  }

  /// Lays the dimming over the screen, below `topInset` (a card's `floatingTopInset`: the
  /// app's bar, which stays usable as the card keeps clear of it, so a refused tap on the
  /// dimming is never the only way back).
  func layoutDimming(_ d: SheetDimming, opacity: Double, topInset: Double) {
    let top = topInset.isFinite ? Swift.min(Swift.max(0, topInset), screen.size.height) : 0
    dimmingView.frame = Rect(x: 0, y: top, width: screen.size.width, height: screen.size.height - top)
    dimmingView.background = .color(Color.black.opacity(Self.maximumDim * d.amount * opacity))
    dimmingView.isHidden = d.amount <= 0 && !d.blocks
    dimmingView.isUserInteractionEnabled = d.blocks
  }
}
