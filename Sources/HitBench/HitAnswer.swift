import Compositor

/// What a hit test answered, reduced to identities and the local point, for comparing the
/// naive and indexed paths answer by answer.
struct HitAnswer: Equatable, Sendable {
  /// The window that answered, or `nil` when the point fell through.
  var window: ObjectIdentifier?
  /// The view that answered.
  var view: ObjectIdentifier?
  /// The point in the view's space.
  var location: Point?

  /// The answer `result` stands for.
  init(_ result: HitTestResult?) {
    window = result.map { ObjectIdentifier($0.window) }
    view = result.map { ObjectIdentifier($0.view) }
    location = result?.location
  }
}
