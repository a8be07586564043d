/// Why a script was refused: the line, the event index and the field, and what was wrong.
/// The demo prints it and exits with status 2.
struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line in the file, counting from 1, when known.
  let line: Int?
  /// Where in the script: `events[3].x`, `sheet.detents[1]`, `size`.
  let path: String
  /// What was wrong.
  let problem: String

  /// Creates an error.
  init(line: Int?, path: String, problem: String) {
    self.line = line
    self.path = path
    self.problem = problem
  }

  /// `script: line 7: events[3].x: expected a finite number, got a string`.
  var description: String {
    var s = "script: "
    if let line { s += "line \(line): " }
    if !path.isEmpty { s += path + ": " }
    return s + problem
  }
}
