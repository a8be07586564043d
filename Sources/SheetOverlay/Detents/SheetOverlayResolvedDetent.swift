/// One resting height of the sheet and the detents that resolve to it.
public struct SheetOverlayResolvedDetent: Hashable, Sendable {
  /// The height in points.
  public let height: Double
  /// The detents with this height, in the order they were given; the first names it.
  public let detents: [SheetOverlayDetent]

  /// The detent that names this height.
  public var detent: SheetOverlayDetent { detents[0] }
}
