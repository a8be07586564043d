/// Why a private Xvfb could not be started.
public enum XvfbError: Error, Equatable, CustomStringConvertible {
  /// No `Xvfb` executable on `PATH`.
  case notInstalled
  /// Xvfb started but did not become ready; the detail includes its log.
  case failedToStart(String)

  /// A message that says what to do.
  public var description: String {
    switch self {
    case .notInstalled:
      return "Xvfb is not installed (not found on PATH); install the xvfb package, e.g. with scripts/setup.sh"
    case .failedToStart(let detail):
      return "Xvfb did not start: \(detail)"
    }
  }
}
