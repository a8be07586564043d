/// A named thing assistive technology can ask a view to do, as UIKit's custom actions and
/// the Linux accessibility bus's Action interface (each action a name and a `do`) have it.
///
/// ```swift
/// AccessibilityAction(AccessibilityAction.activate) { button.sendTap(); return true }
/// ```
public struct AccessibilityAction {
  /// The action's name, as scripts and assistive technology call it: `"activate"`,
  /// `"expand"`, `"collapse"`, `"dismiss"`.
  public let name: String
  let handler: () -> Bool

  /// The action a button, a row or a field performs when chosen (AT-SPI's `click`); Return
  /// and Space on the focused view perform it too.
  public static let activate = "activate"

  /// Creates an action; `handler` returns whether it did anything.
  public init(_ name: String, handler: @escaping () -> Bool) {
    self.name = name
    self.handler = handler
  }

  /// Performs the action; returns whether it did anything.
  public func perform() -> Bool { handler() }
}
