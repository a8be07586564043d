/// Estimates pointer velocity from the recent samples by a least-squares line fit, so one
/// jittery sample does not decide a fling.
///
/// Only samples within ``window`` seconds of the query time count: a pointer that stopped
/// before release has no velocity, as in UIKit.
package struct VelocityTracker: Sendable {
  /// How far back samples count, in seconds.
  package var window: Double
  /// The most samples kept.
  package let capacity: Int
  private var samples: [(t: Double, p: Point)] = []

  /// Creates a tracker that fits over the last `window` seconds (default 100 ms).
  package init(window: Double = 0.1, capacity: Int = 20) {
    self.window = window
    self.capacity = Swift.max(2, capacity)
    samples.reserveCapacity(self.capacity)
  }

  /// Records the pointer at `point` at time `t`; non-finite samples are ignored.
  package mutating func add(_ point: Point, at t: Double) {
    guard point.isFinite, t.isFinite else { return }
    if let last = samples.last, t < last.t { samples.removeAll() }
    if samples.count == capacity { samples.removeFirst() }
    samples.append((t, point))
  }

  /// Forgets every sample.
  package mutating func reset() { samples.removeAll(keepingCapacity: true) }

  /// The velocity in points per second at time `now`, from the samples in the window.
  package func velocity(at now: Double) -> Point {
    let recent = samples.filter { now - $0.t <= window && $0.t <= now }
    guard recent.count >= 2, let first = recent.first, let last = recent.last, last.t > first.t else {
      return .zero
    }
    // Least-squares slope of x(t) and y(t).
    let n = Double(recent.count)
    var st = 0.0
    var sx = 0.0
    var sy = 0.0
    for s in recent {
      st += s.t - first.t
      sx += s.p.x
      sy += s.p.y
    }
    let mt = st / n
    let mx = sx / n
    let my = sy / n
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for s in recent {
      let dt = s.t - first.t - mt
      stt += dt * dt
      stx += dt * (s.p.x - mx)
      sty += dt * (s.p.y - my)
    }
    guard stt > 0 else { return .zero }
    return Point(x: stx / stt, y: sty / stt)
  }
}
