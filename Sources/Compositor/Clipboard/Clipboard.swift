/// Where copied text goes and pasted text comes from: the system's clipboard in a real
/// window, an in-memory one headless.
///
/// A screen holds one (``Screen/clipboard``); a text view copies with ``setText(_:)`` and
/// pastes with ``readText(_:)``. Reading is asynchronous because a system clipboard may
/// belong to another program, which answers later: the completion runs on the thread that
/// drives the screen, once, with the text or `nil` when the clipboard holds none.
public protocol Clipboard: AnyObject {
  /// Puts `text` on the clipboard, replacing what was there.
  func setText(_ text: String)

  /// Reads the clipboard's text and hands it to `completion`, now or from a later turn of
  /// the loop that drives the screen; `nil` when it holds no text or its owner did not
  /// answer.
  func readText(_ completion: @escaping (String?) -> Void)
}
