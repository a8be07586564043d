/// What the last few frames noted, one entry each (`nil`: a frame with nothing to note),
/// oldest dropped first, with the extremes: how ``RenderLead`` lets old held frames, which
/// bound the server's span, expire.
struct RecentValues: Sendable {
  /// How many entries are kept.
  let capacity: Int
  private var entries: [Double?] = []
  private var next = 0

  /// No entries yet, keeping at most `capacity`.
  init(capacity: Int) {
    self.capacity = Swift.max(1, capacity)
  }

  /// Notes one frame's `value` (`nil`: none), dropping the oldest entry when full.
  mutating func append(_ value: Double?) {
    if entries.count < capacity {
      entries.append(value)
    } else {
      entries[next] = value
      next = (next + 1) % capacity
    }
  }

  /// The smallest value kept; `nil` when none is.
  var minimum: Double? { entries.lazy.compactMap { $0 }.min() }
}
