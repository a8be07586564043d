/// A bad command line: names the flag at fault and what was wrong. The command exits 2.
package struct CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flag at fault, as typed (`--views`), or the stray argument.
  package var flag: String
  /// What was wrong with it.
  package var message: String

  /// Creates an error about `flag`.
  package init(flag: String, _ message: String) {
    self.flag = flag
    self.message = message
  }

  /// `flag: message`.
  package var description: String { "\(flag): \(message)" }
}
