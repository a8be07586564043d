import Compositor
import DemoApp

/// Shrinks a failing script to a small one that fails the same rule, by delta debugging:
/// remove chunks of events (halves, then quarters, down to single events) while the failure
/// persists, then drop the screen size and sheet members that do not matter.
package enum ScriptShrinker {
  /// The smallest script found that still breaks `failure.rule`, and the violation it gives.
  package static func shrink(
    _ script: Script, failure: FuzzViolation, check: (Script) -> FuzzViolation? = { InvariantChecker.check($0) }
  ) -> (script: Script, violation: FuzzViolation) {
    var best = (script: script, violation: failure)
    func attempt(_ candidate: Script) -> Bool {
      guard let v = check(candidate), v.rule == failure.rule else { return false }
      best = (candidate, v)
      return true
    }
    // Replays of a long script are slow: first try the events moved to the start.
    var start = script
    if let earlier = shiftedToStart(script), attempt(earlier) { start = earlier }
    let events = minimize(start.events) { attempt(released(start, events: $0)) }
    var current = released(start, events: events)
    if let earlier = shiftedToStart(current), attempt(earlier) { current = earlier }
    if current.size != nil {
      var candidate = current
      candidate.size = nil
      if attempt(candidate) { current = candidate }
    }
    for key in current.sheet.members.keys.sorted() {
      var members = current.sheet.members
      members[key] = nil
      var candidate = current
      candidate.sheet = try! Script.parseSheet(.object(members.map { ($0.key, $0.value) }, line: 1))
      if attempt(candidate) { current = candidate }
    }
    return best
  }

  /// `script` with its events moved earlier so the first is at 1.5 s (the sheet has
  /// presented by then), or `nil` if it starts sooner.
  package static func shiftedToStart(_ script: Script) -> Script? {
    guard let first = script.events.first?.t, first > 1.5 else { return nil }
    var s = script
    s.events = script.events.map { ScriptEvent(t: $0.t - first + 1.5, $0.action) }
    return s
  }

  /// `script` with `events`, and an up at the end if a pointer is still down, so removing
  /// events never leaves a sequence open (which would be a different failure).
  package static func released(_ script: Script, events: [ScriptEvent]) -> Script {
    var s = script
    s.events = events
    var held: Point?
    for e in events {
      switch e.action {
      case .pointer(.down, let p, _, _): held = p
      case .pointer(.move, let p, _, _): held = held.map { _ in p }
      case .pointer(.up, _, _, _), .pointer(.cancel, _, _, _), .cancel: held = nil
      default: break
      }
    }
    if let p = held { s.events.append(ScriptEvent(t: (events.last?.t ?? 0) + 1.0 / 60, .pointer(.up, p))) }
    return s
  }

  /// Zeller's ddmin: a 1-minimal sublist of `items` (removing any one more makes it pass)
  /// for which `fails` holds, given that it holds for `items`.
  package static func minimize<T>(_ items: [T], fails: ([T]) -> Bool) -> [T] {
    var current = items
    var parts = 2
    while !current.isEmpty {
      let size = (current.count + parts - 1) / parts
      var reduced = false
      for start in stride(from: 0, to: current.count, by: size) {
        var complement = current
        complement.removeSubrange(start..<Swift.min(start + size, current.count))
        if fails(complement) {
          current = complement
          parts = Swift.max(parts - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if size == 1 { break }
        parts = Swift.min(current.count, parts * 2)
      }
    }
    return current
  }
}
