/// Where a stack (``StackView``) places each view across its axis: in a vertical stack
/// leading is the left edge, in a horizontal stack the top.
public enum StackAlignment: Hashable, Sendable {
  /// Against the leading edge (left in a vertical stack, top in a horizontal one), at the
  /// size that fits the view.
  case leading
  /// Centered, at the size that fits the view.
  case center
  /// Against the trailing edge (right in a vertical stack, bottom in a horizontal one), at
  /// the size that fits the view.
  case trailing
  /// Stretched across the whole stack, as UIKit's `UIStackView.Alignment.fill`.
  case fill

  /// The top edge of a horizontal stack: ``leading``.
  public static var top: StackAlignment { .leading }
  /// The bottom edge of a horizontal stack: ``trailing``.
  public static var bottom: StackAlignment { .trailing }
}
