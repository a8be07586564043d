/// A ``StackView`` that lines its subviews up left to right, as SwiftUI's `HStack`.
///
/// ```swift
/// let bar = HStack(spacing: 8, alignment: .center) { title; Spacer(); closeButton }
/// ```
open class HStack: StackView {
  /// Creates a horizontal stack holding `subviews`, left to right.
  public init(
    identifier: String = "", frame: Rect = .zero, spacing: Double = 8, alignment: StackAlignment = .fill,
    padding: EdgeInsets = .zero, @SubviewsBuilder _ subviews: () -> [View] = { [] }
  ) {
    super.init(
      identifier: identifier, frame: frame, axis: .horizontal, spacing: spacing, alignment: alignment,
      padding: padding, subviews)
  }
}
