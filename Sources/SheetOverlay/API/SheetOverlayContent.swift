import Compositor

/// A view to show in the sheet together with the sheet's configuration, built by the
/// content-side modifiers exactly as SheetOverlay reads:
///
/// ```swift
/// window.sheetOverlay(isPresented: $isPresented, selected: $detent) { _ in
///   placesList
///     .sheetOverlayDetents([.height(250), .medium, .large])
///     .sheetOverlayCornerRadius(24)
///     .sheetOverlayDragIndicator(.visible)
///     .sheetOverlayBackground(.material(.ultraThin))
///     .sheetOverlayShadow(color: .black.opacity(0.2), radius: 8, x: 0, y: -2)
///     .sheetOverlayKeyboardPolicy(.fullOffset)
/// }
/// ```
public struct SheetOverlayContent {
  /// The content view; the sheet sizes it to the area below the grabber.
  public var view: View
  /// The sheet's configuration.
  public var configuration: SheetOverlayConfiguration

  /// Wraps a view with the default configuration.
  public init(_ view: View, configuration: SheetOverlayConfiguration = SheetOverlayConfiguration()) {
    self.view = view
    self.configuration = configuration
  }

  func with(_ change: (inout SheetOverlayConfiguration) -> Void) -> SheetOverlayContent {
    var copy = self
    change(&copy.configuration)
    return copy
  }
}
