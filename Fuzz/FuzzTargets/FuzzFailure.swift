/// An invariant a fuzz target checks that did not hold for an input.
public struct FuzzFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was expected and what was seen.
  public let message: String

  /// Creates a failure.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
