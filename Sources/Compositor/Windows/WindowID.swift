import Synchronization

/// A window's identity, stable for its life and never reused in the process: what a frame
/// names a window by, and what a window system's event routes a pointer to.
public struct WindowID: Hashable, Sendable, CustomStringConvertible {
  /// The number, counted up from 1 as windows are made.
  public let rawValue: UInt64

  /// The id with the number `rawValue`.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `window#7`.
  public var description: String { "window#\(rawValue)" }

  private static let counter = Atomic<UInt64>(0)

  /// A number no window has had yet.
  static func next() -> WindowID {
    WindowID(rawValue: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }
}
