/// A clipboard that lives in this process: the default of every ``Screen``, and what
/// headless runs and tests use.
///
/// ``readText(_:)`` answers at once, so a headless paste is as deterministic as the rest
/// of a replay.
public final class MemoryClipboard: Clipboard {
  /// The text on the clipboard, `nil` while it holds none.
  public var text: String?

  /// Creates a clipboard holding `text`.
  public init(text: String? = nil) {
    self.text = text
  }

  /// Puts `text` on the clipboard.
  public func setText(_ text: String) {
    self.text = text
  }

  /// Hands the clipboard's text to `completion` before returning.
  public func readText(_ completion: @escaping (String?) -> Void) {
    completion(text)
  }
}
