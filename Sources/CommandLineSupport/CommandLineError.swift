/// A bad command line: names the flag at fault and what was wrong. The command exits 2.
public struct CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flag at fault, as typed (`--views`), or the stray argument.
  public var flag: String
  /// What was wrong with it.
  public var message: String

  /// Creates an error about `flag`.
  public init(flag: String, _ message: String) {
    self.flag = flag
    self.message = message
  }

  /// `flag: message`.
  public var description: String { "\(flag): \(message)" }
}
