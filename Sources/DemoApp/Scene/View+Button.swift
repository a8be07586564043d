import Compositor

extension View {
  /// Makes this view a button: a tap (which also runs `onTap`, such as the demo's tap
  /// counter) or, focused, Return or Space runs `action`; Tab stops at it, and assistive
  /// technology reads it as a button named `label` whose `activate` runs `action`.
  func makeButton(label: String, tapName: String, onTap: @escaping () -> Void = {}, action: @escaping () -> Void) {
    addGestureRecognizer(
      TapGestureRecognizer(name: tapName) { _ in
        onTap()
        action()
      })
    isFocusable = true
    accessibility = Accessibility(
      role: .button, label: label,
      actions: [
        AccessibilityAction(AccessibilityAction.activate) {
          action()
          return true
        }
      ])
  }
}
