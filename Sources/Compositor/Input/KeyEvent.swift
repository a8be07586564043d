/// A key press or release, delivered to the key window.
public struct KeyEvent: Hashable, Sendable {
  /// Whether the key went down or up.
  public enum Phase: String, Hashable, Sendable {
    /// The key was pressed.
    case down
    /// The key was released.
    case up
  }

  /// The key's name: a character such as `"a"` or `"1"`, or a name such as `"Escape"`,
  /// `"Return"`, `"BackSpace"`.
  public var key: String
  /// Pressed or released.
  public var phase: Phase
  /// When it happened, in seconds on the screen's clock.
  public var timestamp: Double

  /// Creates a key event.
  public init(key: String, phase: Phase = .down, time: Double) {
    self.key = key
    self.phase = phase
    self.timestamp = time
  }
}
