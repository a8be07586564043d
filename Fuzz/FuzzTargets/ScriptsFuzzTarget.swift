import DemoApp

/// Bytes as a script, into ``Script/parse(_:)``: it returns a script or an error naming a
/// line in the text (and the field, past the JSON syntax and the top-level type); it never
/// traps; and a script it returns writes out (``Script/jsonText()``) as text it parses back
/// to the same script.
package enum ScriptsFuzzTarget: FuzzTarget {
  /// The target\'s name.
  package static let name = "scripts"

  /// Runs one input; throws when an invariant does not hold.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    let text = String(decoding: input, as: UTF8.self)
    let script: Script
    do throws(ScriptError) {
      script = try Script.parse(text)
    } catch {
      try check(error, in: text)
      return
    }
    let written = script.jsonText()
    let again: Script
    do throws(ScriptError) {
      again = try Script.parse(written)
    } catch {
      throw FuzzFailure("the script's own jsonText() is refused: \(error)\n\(written)")
    }
    guard again == script else {
      throw FuzzFailure("the script read back from its jsonText() differs:\n\(written)\n\(again.jsonText())")
    }
  }

  /// An error names a line of the text and says what was wrong; only a JSON syntax error
  /// and a top level that is not an object have no field to name.
  static func check(_ error: ScriptError, in text: String) throws(FuzzFailure) {
    let lines = 1 + text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    guard let line = error.line, (1...lines).contains(line) else {
      throw FuzzFailure("the error names line \(error.line.map(String.init) ?? "nil") of \(lines): \(error)")
    }
    guard !error.problem.isEmpty else { throw FuzzFailure("the error says nothing: \(error)") }
    if error.path.isEmpty,
      !error.problem.hasPrefix("not valid JSON: "), !error.problem.hasPrefix("expected a JSON object at the top")
    {
      throw FuzzFailure("the error names no field: \(error)")
    }
  }
}
