import Compositor

/// Collapses bursts of events read in one poll so the caller only sees the latest state.
package enum X11EventCoalescing {
  /// `events` with each run of adjacent motions (moves while pressed, or hovers) reduced to
  /// its last, each run of adjacent resizes to its last, and each run of adjacent exposes
  /// to one covering their union.
  ///
  /// Nothing else is dropped and nothing is reordered: a down or an up between two moves
  /// ends the run, so presses and releases keep their exact place and position.
  ///
  /// Exposes carry no order with input (the pixels to show again are the frame's, whatever
  /// came before): they are merged into one, placed last, so a window reshaping under a
  /// drag (which exposes what it uncovers) does not split a run of moves.
  public static func coalesce(_ events: [X11Event]) -> [X11Event] {
    var result: [X11Event] = []
    result.reserveCapacity(events.count)
    var exposed: Rect?
    for event in events {
      if case .expose(let r) = event {
        exposed = exposed.map { $0.union(r) } ?? r
        continue
      }
      if let previous = result.last, let merged = merge(previous, event) {
        result[result.count - 1] = merged
      } else {
        result.append(event)
      }
    }
    if let exposed { result.append(.expose(exposed)) }
    return result
  }

  private static func merge(_ earlier: X11Event, _ later: X11Event) -> X11Event? {
    switch (earlier, later) {
    case (.pointer(let a, let wa), .pointer(let b, let wb))
    where a.phase == .move && b.phase == .move && a.pointerID == b.pointerID && wa == wb:
      return later
    case (.hover, .hover), (.resize, .resize):
      return later
    default:
      return nil
    }
  }
}
