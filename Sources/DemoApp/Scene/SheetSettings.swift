import Compositor
import SheetOverlay

/// How the demo's sheet is configured: the script's `sheet` object, with the demo's defaults.
package struct SheetSettings: Equatable, Sendable {
  /// Overlay, modal, transition or offset.
  package var style: SheetOverlayStyle = .overlay
  /// The resting heights.
  package var detents: [SheetOverlayDetent] = [.height(250), .medium, .large]
  /// The detent selected at start.
  package var selected: SheetOverlayDetent = .height(250)
  /// Whether the sheet is shown at start.
  package var presented = true
  /// Whether the grabber shows.
  package var dragIndicator: SheetOverlayDragIndicator = .automatic
  /// The top corners' radius.
  package var cornerRadius = 20.0
  /// The sheet's background.
  package var background: Fill = .material(.thin)
  /// Whether the sheet casts a shadow.
  package var shadow = true
  /// How the sheet makes room for the keyboard.
  package var keyboardPolicy: SheetOverlayKeyboardPolicy = .fullOffset
  /// Whether the map stays usable.
  package var backgroundInteraction: SheetOverlayBackgroundInteraction = .automatic
  /// Whether drag-to-dismiss and tap-on-dimming are disabled.
  package var dismissDisabled = false
  /// Where the sheet sits: along the bottom edge, or a floating card in wide windows.
  package var placement: SheetOverlayPlacement = .automatic
  /// Springs, or fades and eased moves with reduced motion.
  package var motion: SheetOverlayMotion = .standard

  /// The demo's defaults.
  package init() {}

  /// The backgrounds the B key cycles through, in order.
  package static let backgroundCycle: [(name: String, fill: Fill)] = [
    ("thin", .material(.thin)),
    ("regular", .material(.regular)),
    ("thick", .material(.thick)),
    ("ultraThin", .material(.ultraThin)),
    ("color", .color(Color(white: 0.98))),
    ("gradient", .linearGradient(LinearGradient(colors: [Color(hex: 0xE8F0FF), Color(hex: 0xC9B6F2)]))),
  ]

  /// The name of a background in the cycle, or `custom`.
  package static func name(of fill: Fill) -> String {
    backgroundCycle.first { $0.fill == fill }?.name ?? "custom"
  }
}
