/// A failure while running, such as an output file that cannot be written: the demo prints
/// it and exits with status 3 (``DemoMain/runtimeError``), unlike a bad flag or script (2).
public struct RuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed, naming the file or resource.
  public let message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
