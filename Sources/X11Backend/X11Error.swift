/// Why the X11 backend could not do what was asked.
///
/// The ``description`` is the message an app prints before it exits.
public enum X11Error: Error, Equatable, CustomStringConvertible {
  /// `XOpenDisplay` failed for the named display (empty when `DISPLAY` is unset).
  case cannotOpenDisplay(String)
  /// The server offers no 24-bit TrueColor visual with 32-bit pixels laid out as ARGB32.
  case unsupportedVisual(String)
  /// The server refused to create the window or one of its resources.
  case windowCreationFailed(String)
  /// A frame handed to the window is malformed.
  case invalidFrame(String)
  /// The window was already closed.
  case closed
  /// A required X extension is missing on the server.
  case missingExtension(String)
  /// A test utility was asked about a window, key or image the server does not have.
  case notFound(String)
  /// The connection to the X server named broke: the server went away.
  case connectionLost(String)
  /// Another X client destroyed the window (`xdotool windowclose`, a window manager's
  /// kill).
  case windowDestroyed

  /// The message to print, e.g. `cannot open display :9; set DISPLAY`.
  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name):
      let shown = name.isEmpty ? "(DISPLAY is not set)" : name
      return "cannot open display \(shown); set DISPLAY"
    case .unsupportedVisual(let detail):
      return "the X server offers no 24-bit TrueColor visual with ARGB32 pixels: \(detail)"
    case .windowCreationFailed(let detail):
      return "cannot create the X11 window: \(detail)"
    case .invalidFrame(let detail):
      return "invalid frame: \(detail)"
    case .closed:
      return "the X11 window is closed"
    case .missingExtension(let name):
      return "the X server does not offer the \(name) extension"
    case .notFound(let detail):
      return detail
    case .connectionLost(let name):
      return "lost connection to the X server \(name)"
    case .windowDestroyed:
      return "the window was destroyed by another X client"
    }
  }
}
