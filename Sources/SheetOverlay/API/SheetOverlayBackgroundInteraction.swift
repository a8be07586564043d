/// Whether the app behind the sheet stays usable, as SwiftUI's
/// `PresentationBackgroundInteraction`: `.automatic`, `.enabled`, `.disabled` or
/// `.enabled(upThrough: .medium)`.
public struct SheetOverlayBackgroundInteraction: Hashable, Sendable {
  /// The four kinds, for the sheet to switch over.
  package enum Kind: Hashable, Sendable {
    case automatic
    case enabled
    case enabledUpThrough(SheetOverlayDetent)
    case disabled
  }

  /// Which of the four this is.
  package let kind: Kind

  private init(_ kind: Kind) { self.kind = kind }

  /// Follows the style: enabled for overlay, transition and offset; disabled for modal.
  public static let automatic = SheetOverlayBackgroundInteraction(.automatic)

  /// Always usable, never dimmed.
  public static let enabled = SheetOverlayBackgroundInteraction(.enabled)

  /// Never usable while the sheet is shown: dimmed and blocked.
  public static let disabled = SheetOverlayBackgroundInteraction(.disabled)

  /// Usable while the sheet is at or below `detent`; above it the app is dimmed (more as
  /// the sheet rises) and blocked.
  public static func enabled(upThrough detent: SheetOverlayDetent) -> SheetOverlayBackgroundInteraction {
    SheetOverlayBackgroundInteraction(.enabledUpThrough(detent))
  }

  /// The detent the app stays usable up to, for `.enabled(upThrough:)`; otherwise `nil`.
  public var upThrough: SheetOverlayDetent? {
    if case .enabledUpThrough(let detent) = kind { detent } else { nil }
  }
}
