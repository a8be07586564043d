/// A broken invariant in a fuzzed run: which rule, where in the script, and the details.
package struct FuzzViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule's short name, such as `"pointer pairing"`; shrinking keeps failures of the same rule.
  package let rule: String
  /// What was seen.
  package let detail: String
  /// The index of the script event after which it was seen, or `nil` for a frame or the end.
  package let event: Int?
  /// The time on the run's clock.
  package let time: Double

  /// Creates a violation.
  package init(rule: String, detail: String, event: Int?, time: Double) {
    self.rule = rule
    self.detail = detail
    self.event = event
    self.time = time
  }

  /// `rule: detail (after event N, t = T)`.
  package var description: String {
    let at = event.map { "after event \($0)" } ?? "at the end or on a frame"
    return "\(rule): \(detail) (\(at), t = \(time))"
  }
}
