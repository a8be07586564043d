import Compositor

/// Collapses bursts of events read in one poll so the caller only sees the latest state.
public enum X11EventCoalescing {
  /// `events` with each run of adjacent motions (moves while pressed, or hovers) reduced to
  /// its last, each run of adjacent resizes to its last, and each run of adjacent exposes
  /// to one covering their union.
  ///
  /// Nothing else is dropped and nothing is reordered: a down or an up between two moves
  /// ends the run, so presses and releases keep their exact place and position.
  public static func coalesce(_ events: [X11Event]) -> [X11Event] {
    var result: [X11Event] = []
    result.reserveCapacity(events.count)
    for event in events {
      if let previous = result.last, let merged = merge(previous, event) {
        result[result.count - 1] = merged
      } else {
        result.append(event)
      }
    }
    return result
  }

  private static func merge(_ earlier: X11Event, _ later: X11Event) -> X11Event? {
    switch (earlier, later) {
    case (.pointer(let a), .pointer(let b))
    where a.phase == .move && b.phase == .move && a.pointerID == b.pointerID:
      return later
    case (.hover, .hover), (.resize, .resize):
      return later
    case (.expose(let a), .expose(let b)):
      return .expose(a.union(b))
    default:
      return nil
    }
  }
}
