/// Where a released sheet goes: a resting height, or away.
package enum SnapTarget: Hashable, Sendable {
  /// Rest at the detent with this index in the resolved list.
  case detent(Int)
  /// Slide out and dismiss.
  case dismiss
}
