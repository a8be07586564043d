extension Screen {
  /// The frontmost view under `point` (screen coordinates), found by walking every window's
  /// whole view tree; `nil` when every window lets the point through.
  ///
  /// The reference ``hitTest(_:)`` agrees with, answer for answer; slow for large trees.
  package func hitTestNaive(_ point: Point) -> HitTestResult? {
    guard point.isFinite else { return nil }
    var i = windows.count
    while i > 0 {
      i -= 1
      if let r = windows[i].hitTestNaive(screenPoint: point) { return r }
    }
    return nil
  }

  /// Brings every window's hit-test index up to date now (see
  /// ``Window/updateHitTestIndex()``).
  package func updateHitTestIndexes() {
    for w in windows { w.updateHitTestIndex() }
  }
}
