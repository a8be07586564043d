/// Where a window sits in the stack: higher levels are in front, as `UIWindow.Level`.
///
/// SheetOverlay's window is `.normal + 1`: just above the app, below the keyboard.
public struct WindowLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numeric level; larger is further front.
  public var rawValue: Double

  /// Creates a level from its numeric value.
  public init(rawValue: Double) {
    self.rawValue = rawValue.isFinite ? rawValue : 0
  }

  /// The app's main window.
  public static let normal = WindowLevel(rawValue: 0)
  /// The on-screen keyboard, above every overlay of the app.
  public static let keyboard = WindowLevel(rawValue: 1000)
  /// Alerts, above the keyboard.
  public static let alert = WindowLevel(rawValue: 2000)

  /// A level `offset` above `level`, as `UIWindow.Level.normal + 1`.
  public static func + (level: WindowLevel, offset: Double) -> WindowLevel {
    WindowLevel(rawValue: level.rawValue + offset)
  }

  /// Orders levels back to front.
  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A textual form such as `normal+1`.
  public var description: String {
    switch rawValue {
    case 0: "normal"
    case 1000: "keyboard"
    case 2000: "alert"
    default:
      rawValue > 0 && rawValue < 1000
        ? "normal+\(rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue))"
        : String(rawValue)
    }
  }
}
