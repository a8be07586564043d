/// A key, in the compositor's own terms: a named key that edits or moves, or the text a
/// key typed.
///
/// Backends translate their key codes into these; nothing past a backend knows a key code
/// or a keysym. Modifiers travel beside the key in ``KeyEvent/modifiers``: Shift-Tab is
/// ``tab`` with ``KeyModifiers/shift``, Ctrl+A is `.text("a")` with
/// ``KeyModifiers/control`` (never a control character). A keypad's Enter is ``return``
/// and its arrows and page keys are the named keys. Keys that neither type text nor have a
/// case here (Shift alone, F1) do not reach the compositor.
public enum Key: Hashable, Sendable {
  /// Tab; with Shift, Shift-Tab.
  case tab
  /// Escape.
  case escape
  /// Return, or the keypad's Enter.
  case `return`
  /// Backspace: deletes backwards.
  case backspace
  /// Delete: deletes forwards.
  case delete
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// What the key typed: `"a"`, `"A"` with Shift, `"é"` through a dead key, or a string an
  /// input method composed (`"日本"`). The space bar is `.text(" ")`.
  case text(String)

  /// The space bar.
  public static let space = Key.text(" ")

  /// The keys that activate a focused control, as a button takes a click: Return and Space.
  public static let activationKeys: Set<Key> = [.return, .space]

  /// Whether this key activates a focused control (Return or Space).
  public var isActivation: Bool { Self.activationKeys.contains(self) }

  /// The text the key typed, or `nil` for a named key.
  public var text: String? {
    if case .text(let s) = self { s } else { nil }
  }
}
