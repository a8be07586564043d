import Compositor

extension DemoScene {
  /// Performs the accessibility action named `action` on the frontmost view whose
  /// identifier is `identifier`, as assistive technology would; tells ``onAccessibility``
  /// and returns whether the view was found, has that action, and it did something.
  @discardableResult
  public func performAccessibilityAction(_ action: String, onView identifier: String) -> Bool {
    let view = self.view(withIdentifier: identifier)
    let performed = view?.performAccessibilityAction(action) ?? false
    if view == nil { Diagnostics.report("accessibility: no view \"\(identifier)\"") }
    onAccessibility?(identifier, action, performed)
    return performed
  }

  /// The frontmost view with `identifier`, searching the windows from the front.
  public func view(withIdentifier identifier: String) -> View? {
    for w in screen.windows.reversed() {
      var found: View?
      w.rootView.forEachInSubtree { v in if found == nil && v.identifier == identifier { found = v } }
      if let found { return found }
    }
    return nil
  }
}
