/// A key press or release, delivered to the key window.
public struct KeyEvent: Hashable, Sendable {
  /// Whether the key went down or up.
  public enum Phase: String, Hashable, Sendable {
    /// The key was pressed.
    case down
    /// The key was released.
    case up
  }

  /// The key.
  public var key: Key
  /// Pressed or released.
  public var phase: Phase
  /// The modifiers held with it.
  public var modifiers: KeyModifiers
  /// When it happened, in seconds on the screen's clock.
  public var timestamp: Double

  /// Creates a key event: `KeyEvent(.tab, modifiers: .shift, time: clock.now)`.
  public init(_ key: Key, phase: Phase = .down, modifiers: KeyModifiers = [], time: Double) {
    self.key = key
    self.phase = phase
    self.modifiers = modifiers
    self.timestamp = time
  }
}
