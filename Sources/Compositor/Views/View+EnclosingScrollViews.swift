extension View {
  /// The scroll views from this view up to its window's root, itself included, nearest
  /// first: those a press here may catch gliding (``ScrollView``).
  package var enclosingScrollViews: [ScrollView] {
    var found: [ScrollView] = []
    var v: View? = self
    while let current = v {
      if let scrollView = current as? ScrollView { found.append(scrollView) }
      v = current.superview
    }
    return found
  }
}
