/// What assistive technology may do to an element's text: move the caret and the
/// selection, and replace characters, each through the element's own editing (so what the
/// element does for a person's edit, such as drawing and its callbacks, it does for these).
///
/// Positions count characters (``AccessibilityText``). Copying, cutting and pasting are
/// built from these and the screen's clipboard by the bridge.
public struct AccessibilityTextEditing {
  let selector: (Int, Int) -> Bool
  let replacer: (Range<Int>, String) -> Bool

  /// Editing through `select`, which selects from an anchor to a caret (equal: the caret
  /// alone moves) and returns whether it could, and `replace`, which replaces the
  /// characters in a range by a string and returns whether it could.
  public init(
    select: @escaping (_ anchor: Int, _ caret: Int) -> Bool, replace: @escaping (Range<Int>, String) -> Bool
  ) {
    selector = select
    replacer = replace
  }

  /// Selects from `anchor` to `caret`; equal positions move the caret and select nothing.
  @discardableResult
  public func select(anchor: Int, caret: Int) -> Bool { selector(anchor, caret) }

  /// Replaces the characters in `range` with `string`.
  @discardableResult
  public func replace(_ range: Range<Int>, with string: String) -> Bool { replacer(range, string) }
}
