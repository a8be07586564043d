/// A broken invariant in a fuzzed run: which rule, where in the script, and the details.
public struct FuzzViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule's short name, such as `"pointer pairing"`; shrinking keeps failures of the same rule.
  public let rule: String
  /// What was seen.
  public let detail: String
  /// The index of the script event after which it was seen, or `nil` for a frame or the end.
  public let event: Int?
  /// The time on the run's clock.
  public let time: Double

  /// Creates a violation.
  public init(rule: String, detail: String, event: Int?, time: Double) {
    self.rule = rule
    self.detail = detail
    self.event = event
    self.time = time
  }

  /// `rule: detail (after event N, t = T)`.
  public var description: String {
    let at = event.map { "after event \($0)" } ?? "at the end or on a frame"
    return "\(rule): \(detail) (\(at), t = \(time))"
  }
}
