/// Where the sheet is this frame, for position callbacks.
public struct SheetOverlayPosition: Hashable, Sendable {
  /// The sheet's visible height above the container's bottom (keyboard lift excluded).
  public var height: Double
  /// The sheet's top edge in screen coordinates.
  public var top: Double
  /// Where the sheet is in detent units: 0 at the first detent, 1.5 halfway between the
  /// second and third.
  public var progress: Double
  /// How far the keyboard lifts the sheet.
  public var keyboardOffset: Double
  /// The sheet's left edge in screen coordinates.
  public var x: Double = 0
  /// The sheet's width: the container's along the bottom edge, less as a card or with a
  /// maximum width.
  public var width: Double = 0
}
