/// The state machine of a gesture recognizer, as `UIGestureRecognizer.State`.
///
/// Discrete gestures (tap) go `possible → ended` or `possible → failed`. Continuous
/// gestures (pan) go `possible → began → changed* → ended | cancelled`, or `failed`.
public enum GestureState: String, Hashable, Sendable {
  /// Watching the sequence; nothing recognized yet.
  case possible
  /// A continuous gesture was recognized and started.
  case began
  /// A continuous gesture moved on.
  case changed
  /// The gesture finished (a discrete gesture is recognized in this state).
  case ended
  /// The gesture was interrupted after it began.
  case cancelled
  /// The sequence is not this gesture.
  case failed
}
