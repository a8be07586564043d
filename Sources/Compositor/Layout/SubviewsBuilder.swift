/// Builds a list of subviews from a block of views, as SwiftUI's `ViewBuilder` does for a
/// stack's content: one view per line, `if`, `if`/`else`, `for` and arrays.
///
/// ```swift
/// let column = VStack(spacing: 12) {
///   title
///   if showsMap { map }
///   for row in rows { row }
/// }
/// ```
@resultBuilder
public enum SubviewsBuilder {
  /// One view.
  public static func buildExpression(_ view: View) -> [View] { [view] }

  /// Several views at once.
  public static func buildExpression(_ views: [View]) -> [View] { views }

  /// The block's lines, in order.
  public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }

  /// An `if` without `else`: its views, or none.
  public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither(first part: [View]) -> [View] { part }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither(second part: [View]) -> [View] { part }

  /// A `for` loop's views, in order.
  public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}
