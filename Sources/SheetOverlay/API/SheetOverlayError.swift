/// Why a sheet could not be attached.
public enum SheetOverlayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The window is not on a screen yet; add it with `Screen.addWindow(_:)` first.
  case windowNotOnScreen(String)

  /// A sentence naming the window.
  public var description: String {
    switch self {
    case .windowNotOnScreen(let name):
      "cannot attach a sheet to window '\(name)': it is not on a screen; call screen.addWindow(_:) first"
    }
  }
}
