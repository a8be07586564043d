/// The resolved geometry a sheet moves in: its resting heights, where it is out of sight,
/// and the dimension its rubber band is measured on.
///
/// The presentation resolves one from the container, the safe area and the content each
/// time one of them changes, and hands it to ``SheetState`` with
/// ``SheetEvent/layoutChanged(_:_:)``.
package struct SheetLayout: Hashable, Sendable {
  /// The resting heights, smallest first; never empty.
  package let detents: [SheetOverlayResolvedDetent]
  /// The height at which the sheet and its shadow are wholly below the container (≤ 0).
  package let hiddenHeight: Double
  /// The container height the rubber band is measured on (at least 1).
  package let bandDimension: Double

  /// Creates a layout; an empty list of detents becomes one detent at the smallest height
  /// the band allows (40 points), and a non-finite hidden height or dimension is cleaned.
  package init(detents: [SheetOverlayResolvedDetent], hiddenHeight: Double = 0, bandDimension: Double) {
    self.detents = detents.isEmpty ? [SheetOverlayResolvedDetent(height: 40, detents: [.medium])] : detents
    self.hiddenHeight = hiddenHeight.isFinite ? Swift.min(0, hiddenHeight) : 0
    self.bandDimension = bandDimension.isFinite ? Swift.max(1, bandDimension) : 1
  }

  /// The resting heights, smallest first.
  package var heights: [Double] { detents.map(\.height) }

  /// The smallest resting height.
  package var smallest: Double { detents[0].height }

  /// The largest resting height.
  package var largest: Double { detents[detents.count - 1].height }

  /// The index of the resolved detent that `detent` names (a merged height answers for
  /// each of its detents), or `nil`.
  package func index(of detent: SheetOverlayDetent) -> Int? {
    detents.firstIndex { $0.detents.contains(detent) }
  }

  /// The resting height of `detent`, or `nil` when it is not among the detents.
  package func height(of detent: SheetOverlayDetent) -> Double? {
    index(of: detent).map { detents[$0].height }
  }

  /// The detent to name the resting height at `index`: `preferred` when it is one of the
  /// detents merged there, so a binding keeps the alias it holds, else the first.
  func name(at index: Int, preferring preferred: SheetOverlayDetent) -> SheetOverlayDetent {
    detents[index].detents.contains(preferred) ? preferred : detents[index].detent
  }
}
