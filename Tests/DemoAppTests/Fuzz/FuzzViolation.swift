/// A broken invariant in a fuzzed run: which rule, where in the script, and the details.
struct FuzzViolation: Error, Equatable, CustomStringConvertible {
  /// The rule's short name, such as `"pointer pairing"`; shrinking keeps failures of the same rule.
  let rule: String
  /// What was seen.
  let detail: String
  /// The index of the script event after which it was seen, or `nil` for a frame or the end.
  let event: Int?
  /// The time on the run's clock.
  let time: Double

  var description: String {
    let at = event.map { "after event \($0)" } ?? "at the end or on a frame"
    return "\(rule): \(detail) (\(at), t = \(time))"
  }
}
