/// A method call's answer and what it asks the application to do once answered.
public struct MethodOutcome: Equatable, Sendable {
  /// The reply to send.
  public var reply: MethodReply
  /// What to do: perform an action, set a value, move the focus; `nil` for a question.
  public var request: AccessibilityRequest?

  /// An outcome with `reply` and, optionally, a `request`.
  public init(_ reply: MethodReply, request: AccessibilityRequest? = nil) {
    self.reply = reply
    self.request = request
  }
}
