import Compositor

/// How a ``Button`` looks, as UIKit's `UIButton.Configuration` styles and SwiftUI's
/// `.borderedProminent`, `.bordered` and `.plain`: each in the button's tint colour.
///
/// | style | normal | pressed | disabled |
/// |---|---|---|---|
/// | ``filled`` | white title on the tint | the tint darkened | grey title on a faint grey |
/// | ``tinted`` | tint title on a pale tint | a stronger tint | grey title on a faint grey |
/// | ``plain`` | tint title, no background | the title faded | grey title |
///
/// Focused, a button shows the screen's focus ring around its rounded shape.
public enum ButtonStyle: Hashable, Sendable {
  /// A title in white on a background of the tint: the one action that matters most.
  case filled
  /// A title in the tint on a pale background of it.
  case tinted
  /// A title in the tint with no background, as a link or a toolbar item.
  case plain

  /// The colours a button of this style fills its shape with (`nil`: nothing) and draws
  /// its title in, in the given state.
  func colors(tint: Color, isEnabled: Bool, isHighlighted: Bool) -> (background: Color?, foreground: Color) {
    guard isEnabled else {
      return (self == .plain ? nil : Self.disabledBackground, Self.disabledForeground)
    }
    switch self {
    case .filled:
      return (isHighlighted ? Color.black.opacity(0.2).over(tint) : tint, .white)
    case .tinted:
      return (tint.opacity(isHighlighted ? 0.3 : 0.15), tint)
    case .plain:
      return (nil, isHighlighted ? tint.opacity(0.5) : tint)
    }
  }

  /// A disabled button's background: UIKit's tertiary system fill.
  static let disabledBackground = Color(hex: 0x767680, alpha: 0.12)
  /// A disabled button's title: UIKit's tertiary label colour.
  static let disabledForeground = Color(hex: 0x3C3C43, alpha: 0.3)
}
