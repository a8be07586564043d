extension View {
  /// Checks, in debug builds, that this view's links agree with its neighbours': each
  /// subview names this view as its superview, no subview appears twice, this view is
  /// among its superview's subviews and is not its own ancestor.
  ///
  /// Runs after every tree mutation; compiled out of release builds.
  @inline(__always)
  func checkInvariants() {
    #if DEBUG
      for (i, s) in subviews.enumerated() {
        precondition(s.superview === self, "view tree: '\(s.identifier)' lost its superview link")
        for t in subviews[..<i] {
          precondition(t !== s, "view tree: '\(s.identifier)' appears twice in '\(identifier)'")
        }
      }
      if let parent = superview {
        precondition(
          parent.subviews.contains { $0 === self },
          "view tree: '\(identifier)' is missing from its superview's subviews")
      }
      var seen = 0
      var a = superview
      while let current = a {
        precondition(current !== self, "view tree: '\(identifier)' is its own ancestor")
        seen += 1
        precondition(seen < 1_000_000, "view tree: ancestor chain does not end")
        a = current.superview
      }
      precondition(frame.isFinite && bounds.isFinite, "view tree: '\(identifier)' has non-finite geometry")
    #endif
  }
}
