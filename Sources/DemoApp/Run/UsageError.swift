/// A bad command line: the message names the flag. The demo prints it and exits with status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, naming the flag.
  public let message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
