/// Why a change to the view tree was refused; the tree is left as it was.
public enum ViewHierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Adding the view would make it its own ancestor.
  case cycle(view: String, into: String)
  /// The view to remove is not a subview of the receiver.
  case notASubview(view: String, of: String)
  /// The insertion index is outside `0...subviews.count`.
  case indexOutOfRange(index: Int, count: Int)
  /// A geometry value was NaN or infinite.
  case nonFiniteGeometry(view: String, field: String)

  /// A sentence naming the views involved.
  public var description: String {
    switch self {
    case .cycle(let view, let into):
      "cannot add view '\(view)' to '\(into)': '\(into)' is '\(view)' or one of its descendants"
    case .notASubview(let view, let of):
      "cannot remove view '\(view)': it is not a subview of '\(of)'"
    case .indexOutOfRange(let index, let count):
      "subview index \(index) is outside 0...\(count)"
    case .nonFiniteGeometry(let view, let field):
      "view '\(view)': \(field) must be finite"
    }
  }
}
