extension View {
  /// Performs the accessibility action named `name`, as assistive technology or a script
  /// would; returns whether the view has that action and it did something. A view out of
  /// sight (hidden, or in a hidden window or none) offers no actions, as assistive
  /// technology does not see it.
  ///
  /// ```swift
  /// grabber.performAccessibilityAction("expand")
  /// ```
  @discardableResult
  public func performAccessibilityAction(_ name: String) -> Bool {
    guard isVisibleInTree, let w = window, !w.isHidden else { return false }
    guard let action = accessibility?.actions.first(where: { $0.name == name }) else { return false }
    return action.perform()
  }
}
