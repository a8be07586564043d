import Compositor

extension View {
  /// Sets ``frame`` only when it changes. The setter marks the view damaged even for an
  /// equal rectangle, and the sheet lays out every frame: assigning unchanged frames made a
  /// resting sheet redraw on every frame.
  func relayout(to newFrame: Rect) {
    if frame != newFrame { frame = newFrame }
  }
}
