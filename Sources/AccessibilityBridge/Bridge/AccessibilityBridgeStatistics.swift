/// What an ``AccessibilityBridge`` has done: for diagnostics and the figures in the notes.
public struct AccessibilityBridgeStatistics: Equatable, Sendable {
  /// Whether the registry answered the `Embed`: the application is under the desktop.
  public var embedded = false
  /// Method calls answered.
  public var callsAnswered = 0
  /// Event signals sent.
  public var signalsSent = 0
  /// Event signals not sent because the bus was not reading.
  public var signalsDropped = 0
  /// Frames seen through ``AccessibilityBridge/frameDidRender()``.
  public var frames = 0
  /// Event signals the last frame sent.
  public var lastFrameSignals = 0
  /// Keys handed to the registry's device event controller, for its listeners.
  public var keystrokesSent = 0
  /// Keys a listener (a screen reader) consumed: the app did not act on them.
  public var keystrokesConsumed = 0
}
