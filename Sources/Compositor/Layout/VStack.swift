/// A ``StackView`` that lines its subviews up top to bottom, as SwiftUI's `VStack`.
///
/// ```swift
/// let content = VStack(spacing: 12, padding: EdgeInsets(all: 16)) {
///   title
///   map
/// }
/// ```
open class VStack: StackView {
  /// Creates a vertical stack holding `subviews`, top to bottom.
  public init(
    identifier: String = "", frame: Rect = .zero, spacing: Double = 8, alignment: StackAlignment = .fill,
    padding: EdgeInsets = .zero, @SubviewsBuilder _ subviews: () -> [View] = { [] }
  ) {
    super.init(
      identifier: identifier, frame: frame, axis: .vertical, spacing: spacing, alignment: alignment,
      padding: padding, subviews)
  }
}
