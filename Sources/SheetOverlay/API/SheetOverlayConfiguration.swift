import Compositor

/// Everything the content-side modifiers set: detents, looks, keyboard and gesture policy.
public struct SheetOverlayConfiguration {
  /// The resting heights; empty means `[.medium]`.
  public var detents: [SheetOverlayDetent] = [.medium]
  /// The radius of the sheet's top corners; negative or non-finite values become 0.
  public var cornerRadius: Double = 20
  /// Whether the grabber shows.
  public var dragIndicator: SheetOverlayDragIndicator = .automatic
  /// The sheet's background; SheetOverlay's default is the thin material.
  public var background: Fill = .material(.thin)
  /// The sheet's shadow, or `nil` for none.
  public var shadow: Shadow? = SheetOverlayConfiguration.defaultShadow
  /// How the sheet makes room for the keyboard.
  public var keyboardPolicy: SheetOverlayKeyboardPolicy = .ignore
  /// Whether the sheet's text fields raise the on-screen keyboard while edited: `true`, as
  /// on a phone; `false` for an app used with a real keyboard.
  public var showsOnScreenKeyboard = true
  /// How the sheet is presented.
  public var style: SheetOverlayStyle = .overlay
  /// Where the sheet sits: along the bottom edge, or as a floating card in wide containers.
  public var placement: SheetOverlayPlacement = .automatic
  /// Whether the app behind stays usable.
  public var backgroundInteraction: SheetOverlayBackgroundInteraction = .automatic
  /// Whether a downward drag or a tap on the dimming may dismiss the sheet.
  public var isDismissDisabled = false
  /// Whether a fast fling may skip over detents instead of moving one step.
  public var allowsDetentSkipping = false
  /// What a swipe over a scroll view in the sheet does first.
  public var contentInteraction: SheetOverlayContentInteraction = .resizes
  /// The spring that settles the sheet.
  public var spring: Spring = .default
  /// Springs, or with `.reduced` fades and eased moves, as iOS does with Reduce Motion on.
  public var motion: SheetOverlayMotion = .standard
  /// Called when the detent the sheet is going to changes: at a drag's release and at a
  /// selection, when the target is decided, as SwiftUI's selection changes.
  public var onDetentChange: ((SheetOverlayDetent) -> Void)?
  /// Called when the sheet comes to rest on a detent after presenting or settling.
  public var onRest: ((SheetOverlayDetent) -> Void)?
  /// Called every frame the sheet moves, with its position.
  public var onPositionChange: ((SheetOverlayPosition) -> Void)?
  /// Called every frame the content's size changes.
  public var onSizeChange: ((Size) -> Void)?
  /// Called when the sheet starts to present: `isPresented` became true.
  public var onPresent: (() -> Void)?
  /// Called when the sheet has gone: its dismissal finished and it is out of sight.
  public var onDismiss: (() -> Void)?
  /// Called when a drag of the sheet begins.
  public var onDragBegan: (() -> Void)?
  /// Called when a drag of the sheet ends, with its velocity in points per second
  /// (positive up).
  public var onDragEnded: ((Double) -> Void)?
  /// Asked before a person's dismissal (a drag, a tap on the dimming, the Escape key);
  /// returning `false` keeps the sheet, as UIKit's `presentationControllerShouldDismiss`.
  public var shouldDismiss: ((SheetOverlayDismissReason) -> Bool)?
  /// Called when a person's dismissal was refused by ``shouldDismiss``, as UIKit's
  /// `presentationControllerDidAttemptToDismiss`.
  public var onDismissAttempt: ((SheetOverlayDismissReason) -> Void)?
  /// The sheet's name to assistive technology, read when the focus enters it (`"Places"`);
  /// `nil` leaves it to the host (the app's name).
  public var accessibilityLabel: String?
  /// More about the sheet, read after its name; `nil` for nothing.
  public var accessibilityDescription: String?

  /// SheetOverlay 1.1's default shadow: black at 33 %, radius 5, no offset.
  public static let defaultShadow = Shadow(color: Color.black.opacity(0.33), radius: 5, x: 0, y: 0)

  /// Creates the default configuration.
  public init() {}
}
