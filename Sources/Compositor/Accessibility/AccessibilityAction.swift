/// A named thing assistive technology can ask a view to do, as UIKit's custom actions and
/// the Linux accessibility bus's Action interface (each action a name, a description, a
/// key binding and a `do`) have it.
///
/// ```swift
/// AccessibilityAction(AccessibilityAction.activate) { button.sendTap(); return true }
/// AccessibilityAction("expand", description: "Moves the sheet to the next larger detent",
///                     keyBinding: AccessibilityKeyBinding(.up)) { sheet.step(by: 1) }
/// ```
public struct AccessibilityAction {
  /// The action's name, as scripts and assistive technology call it: `"activate"`,
  /// `"expand"`, `"collapse"`, `"dismiss"`.
  public let name: String
  /// What it does, in a few words a screen reader can say: `"Moves the sheet to the next
  /// larger detent"`.
  public let description: String
  /// The key that does the same on the focused view, when there is one.
  public let keyBinding: AccessibilityKeyBinding?
  let handler: () -> Bool

  /// The action a button, a row or a field performs when chosen (AT-SPI's `click`); Return
  /// and Space on the focused view perform it too.
  public static let activate = "activate"

  /// What ``activate`` says it does when its creator says nothing.
  public static let activateDescription = "Activates it"

  /// Creates an action; `handler` returns whether it did anything. The ``activate`` action
  /// is described as ``activateDescription`` and bound to Return; others have neither.
  public init(_ name: String, handler: @escaping () -> Bool) {
    let isActivate = name == Self.activate
    self.init(
      name, description: isActivate ? Self.activateDescription : "",
      keyBinding: isActivate ? AccessibilityKeyBinding(.return) : nil, handler: handler)
  }

  /// Creates an action with what it does in words and the key that does the same;
  /// `handler` returns whether it did anything.
  public init(
    _ name: String, description: String, keyBinding: AccessibilityKeyBinding? = nil, handler: @escaping () -> Bool
  ) {
    self.name = name
    self.description = description
    self.keyBinding = keyBinding
    self.handler = handler
  }

  /// Performs the action; returns whether it did anything.
  public func perform() -> Bool { handler() }
}
