import Foundation

/// A text field's text as a trace tells it: the trace writes each edit (what a key or the
/// pointer replaced, and with what), never the whole text, so the text is the edits
/// replayed in order.
enum TraceEdits {
  /// The text of the field `view` after the edits in `lines`, with its caret and selection
  /// after the last of them.
  static func field(_ view: String, in lines: [String]) -> (text: String, caret: Int, selection: Range<Int>) {
    var text: [Character] = []
    var caret = 0
    var selection = 0..<0
    for line in lines where line.contains("\"view\":\"\(view)\"") && isEdit(line) {
      guard let data = line.data(using: .utf8),
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { continue }
      func range(_ key: String) -> Range<Int>? {
        guard let pair = object[key] as? [Int], pair.count == 2 else { return nil }
        return pair[0]..<pair[1]
      }
      var replaced: (Range<Int>, String)?
      if let at = object["at"] as? Int, let insert = object["insert"] as? String {
        replaced = (at..<at, insert)
      } else if let delete = range("delete") {
        replaced = (delete, "")
      } else if let r = range("replace"), let with = object["with"] as? String {
        replaced = (r, with)
      }
      if let (r, with) = replaced {
        let lower = Swift.min(r.lowerBound, text.count)
        let upper = Swift.min(r.upperBound, text.count)
        // Spliced as strings, so an accent typed after its letter joins it.
        let joined = String(text[..<lower]) + with + String(text[upper...])
        let head = String(text[..<lower]) + with
        text = Array(joined)
        caret = Swift.min(head.count, text.count)
        selection = caret..<caret
      }
      if let c = object["caret"] as? Int { caret = c }
      if let s = range("selection") { selection = s }
    }
    return (String(text), caret, selection)
  }

  /// Whether `line` is an edit of a field: a `"text"` line, or a key line with a view.
  static func isEdit(_ line: String) -> Bool {
    line.contains("\"kind\":\"text\"") || (line.contains("\"kind\":\"key\"") && line.contains("\"view\":"))
  }
}
