/// Whether the app behind the sheet stays usable, as SwiftUI's
/// `presentationBackgroundInteraction`.
public enum SheetOverlayBackgroundInteraction: Hashable, Sendable {
  /// Follows the style: enabled for overlay, transition and offset; disabled for modal.
  case automatic
  /// Always usable, never dimmed.
  case enabled
  /// Usable while the sheet is at or below the detent; above it the app is dimmed (more
  /// as the sheet rises) and blocked.
  case enabledUpThrough(SheetOverlayDetent)
  /// Never usable while the sheet is shown: dimmed and blocked.
  case disabled

  /// Usable while the sheet is at or below `detent`, as `.enabled(upThrough: .medium)`.
  public static func enabled(upThrough detent: SheetOverlayDetent) -> SheetOverlayBackgroundInteraction {
    .enabledUpThrough(detent)
  }
}
