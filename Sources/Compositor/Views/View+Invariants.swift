extension View {
  /// Checks, in debug builds, the links a mutation touched: this view's superview lists it
  /// once, `changed` (a subview just inserted, if any) names this view as its superview and
  /// sits where it was put, and this view is not its own ancestor.
  ///
  /// Runs after every tree mutation and costs what the mutation costs: constant time for
  /// the links, the depth of the tree for the ancestor chain, never the number of siblings
  /// (a debug build must stay usable with 10 000 views). Compiled out of release builds.
  @inline(__always)
  func checkInvariants(changed: View? = nil, at index: Int? = nil) {
    #if DEBUG
      if let changed {
        precondition(changed.superview === self, "view tree: '\(changed.identifier)' lost its superview link")
        if let index {
          precondition(
            subviews.indices.contains(index) && subviews[index] === changed,
            "view tree: '\(changed.identifier)' is not at index \(index) of '\(identifier)'")
        }
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
