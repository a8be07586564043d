/// A failure while running, such as an output file that cannot be written: the demo prints
/// it and exits with status 3 (``DemoMain/runtimeError``), unlike a bad flag or script (2).
struct RuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed, naming the file or resource.
  let message: String

  /// Creates an error.
  init(_ message: String) { self.message = message }

  /// The message.
  var description: String { message }
}
