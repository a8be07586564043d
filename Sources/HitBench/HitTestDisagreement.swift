import Compositor

/// A point where the indexed hit test answered differently from the naive walk.
struct HitTestDisagreement: Error, Sendable, CustomStringConvertible {
  /// The number of views in the scene.
  var views: Int
  /// The query set, or the step after which the check ran.
  var context: String
  /// The point, in screen coordinates.
  var point: Point
  /// The naive walk's answer: window/view and location, or "nothing".
  var naive: String
  /// The indexed answer.
  var indexed: String

  /// Describes both answers for `point`.
  init(views: Int, context: String, point: Point, naive: HitTestResult?, indexed: HitTestResult?) {
    self.views = views
    self.context = context
    self.point = point
    self.naive = Self.describe(naive)
    self.indexed = Self.describe(indexed)
  }

  /// One line naming the scene, the point and both answers.
  var description: String {
    "disagreement at \(views) views (\(context)), point (\(point.x), \(point.y)): naive \(naive), indexed \(indexed)"
  }

  private static func describe(_ r: HitTestResult?) -> String {
    guard let r else { return "nothing" }
    return "\(r.window.name)/\(r.view.identifier) at (\(r.location.x), \(r.location.y))"
  }
}
