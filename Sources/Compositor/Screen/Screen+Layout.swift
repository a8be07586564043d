extension Screen {
  /// Runs the layout pass now: in every window, each view that needs layout
  /// (``View/setNeedsLayout()``) lays out its subviews, parents before their subviews.
  ///
  /// ``tick()`` ends with it and ``takeFrame()`` begins with it, so views
  /// are laid out once per frame, after the frame handlers moved things and before the frame
  /// is drawn; call it yourself to read frames laid out between frames.
  public func layoutIfNeeded() {
    for window in windows { window.rootView.layoutIfNeeded() }
  }

  /// The display pass: in every shown window, each view that needs drawing draws with
  /// code (``View/draw(in:)``) at the screen's scale. Taking a frame runs it after the
  /// layout pass.
  func displayIfNeeded() {
    for window in windows where !window.isHidden {
      window.rootView.displayIfNeeded(scale: scale, textMetrics: textMetrics)
    }
  }

  /// After the scale changed: every view that draws with code draws again, at the new
  /// scale, in the next frame.
  func scaleDidChange() {
    for window in windows {
      window.rootView.forEachInSubtree { $0.markNeedsDisplay() }
    }
  }
}
