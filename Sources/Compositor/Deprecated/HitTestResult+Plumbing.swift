extension HitTestResult {
  /// Creates a result.
  @available(
    *, deprecated,
    message: "hit-test results come from Screen.hitTest(_:). Removed in the next release"
  )
  public init(window: Window, view: View, location: Point) { self.init(view: view, in: window, at: location) }
}
