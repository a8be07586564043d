/// What assistive technology reads of a view and can do with it: a role, a label, a value
/// and named actions, as UIKit's `accessibilityLabel`, `accessibilityValue`, traits and
/// custom actions say it.
///
/// The model is shaped for the Linux accessibility bus (AT-SPI), where the
/// `AccessibilityBridge` module publishes it: each element's role maps to an AT-SPI role,
/// its label to its name, its value to its description or text, its range to the Value
/// interface (with the value's words as its text), its text to the Text and EditableText
/// interfaces, and its actions to the Action interface.
///
/// ```swift
/// button.accessibility = Accessibility(role: .button, label: "Show sheet", actions: [
///   AccessibilityAction(AccessibilityAction.activate) { show(); return true }
/// ])
/// ```
public struct Accessibility {
  /// What kind of element it is.
  public var role: AccessibilityRole
  /// What it is called, read first: `"Search places"`, `"Sheet grabber"`.
  public var label: String
  /// Its current value, read after the label: a field's text, a grabber's detent.
  public var value: String?
  /// What can be done with it, by name.
  public var actions: [AccessibilityAction]
  /// For an element that is on or off (a toggle), whether it is on: AT-SPI's checkable
  /// and checked states, UIKit's toggle-button trait with its value; `nil` when it is
  /// neither.
  public var isChecked: Bool? = nil
  /// Whether the element is the selected row of its list: AT-SPI's selected state.
  public var isSelected = false
  /// For a row of a list, where it stands in the whole list, counting the rows that have
  /// no view (a list recycles its row views): AT-SPI's `posinset` and `setsize`.
  public var listPosition: AccessibilityListPosition? = nil
  /// For an adjustable element, its value in numbers, when it has one.
  public var range: AccessibilityRange?
  /// For a text field, its text with the caret and selection, and how a client may edit
  /// it; without it, the ``value`` is read as the text.
  public var text: AccessibilityText?

  /// Creates an element's description.
  public init(
    role: AccessibilityRole, label: String, value: String? = nil, actions: [AccessibilityAction] = [],
    range: AccessibilityRange? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.actions = actions
    self.range = range
  }

  /// The names of its actions, in order.
  public var actionNames: [String] { actions.map(\.name) }
}
