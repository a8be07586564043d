/// A run ended by a termination signal (SIGINT, SIGTERM or SIGHUP) before it finished.
struct Interrupted: Error {
  /// The signal's number.
  let signal: Int32
}
