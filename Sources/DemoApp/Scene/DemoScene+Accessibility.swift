import Compositor

extension DemoScene {
  /// The demo's title, as assistive technology names its main window.
  package static let accessibleTitle = "Sheet demo"
  /// The list sheet's name to assistive technology.
  package static let placesSheetLabel = "Places"
  /// The details sheet's name to assistive technology.
  package static let detailsSheetLabel = "Place details"

  /// Performs the accessibility action named `action` on the frontmost view whose
  /// identifier is `identifier`, as assistive technology would; tells ``onAccessibility``
  /// and returns whether the view was found, has that action, and it did something.
  @discardableResult
  func performAccessibilityAction(_ action: String, onView identifier: String) -> Bool {
    guard let view = self.view(withIdentifier: identifier) else {
      Diagnostics.report("accessibility: no view \"\(identifier)\"")
      onAccessibility?(identifier, action, false)
      return false
    }
    return performAccessibilityAction(action, on: view)
  }

  /// Performs the accessibility action named `action` on `view`, as assistive technology
  /// would (the accessibility bus's `DoAction` comes this way); tells ``onAccessibility``
  /// and returns whether the view has that action and it did something.
  @discardableResult
  package func performAccessibilityAction(_ action: String, on view: View) -> Bool {
    let performed = view.performAccessibilityAction(action)
    onAccessibility?(view.identifier, action, performed)
    return performed
  }

  /// The frontmost view with `identifier`, searching the windows from the front.
  package func view(withIdentifier identifier: String) -> View? {
    for w in screen.windows.reversed() {
      var found: View?
      w.rootView.forEachInSubtree { v in if found == nil && v.identifier == identifier { found = v } }
      if let found { return found }
    }
    return nil
  }
}
