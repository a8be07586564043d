import Compositor

/// What the sheet's content can read and do, handed to the content builder: the live size
/// (what a SwiftUI `GeometryReader` would read), the selected detent, and a dismiss action (as
/// SwiftUI's `\.dismiss`).
public final class SheetOverlayContext {
  /// The size of the content view, updated every frame it changes: the part of the sheet
  /// that shows below the grabber, held between the smallest and largest detents (the
  /// presentation's `contentSize`).
  public internal(set) var size: Size = .zero
  /// The detent the sheet rests on or is going to.
  public internal(set) var selectedDetent: SheetOverlayDetent = .medium
  weak var presentation: SheetOverlayPresentation?

  init() {}

  /// Dismisses the sheet, writing `false` to its `isPresented` binding.
  public func dismiss() { presentation?.dismiss() }

  /// Moves the sheet to `detent`, animated, writing its `selected` binding.
  public func select(_ detent: SheetOverlayDetent) { presentation?.select(detent) }
}
