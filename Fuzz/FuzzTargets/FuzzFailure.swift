/// An invariant a fuzz target checks that did not hold for an input.
package struct FuzzFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was expected and what was seen.
  package let message: String

  /// Creates a failure.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
