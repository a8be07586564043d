/// A method call's answer and what it asks the application to do once answered.
package struct MethodOutcome: Equatable, Sendable {
  /// The reply to send.
  package var reply: MethodReply
  /// What to do: perform an action, set a value, move the focus; `nil` for a question.
  package var request: AccessibilityRequest?

  /// An outcome with `reply` and, optionally, a `request`.
  package init(_ reply: MethodReply, request: AccessibilityRequest? = nil) {
    self.reply = reply
    self.request = request
  }
}
