import Compositor

/// An action as AT-SPI's Action interface offers it: a name, a description and a key
/// binding, with the model's own name for it. The words and the key are the model's
/// (`AccessibilityAction`): the bridge only says them in AT-SPI's terms.
package struct AccessibleAction: Equatable, Sendable {
  /// The name on the bus: the model's, except `activate`, which is `press`.
  package let name: String
  /// The model's name, which `View.performAccessibilityAction(_:)` takes.
  package let modelName: String
  /// What it does, in a few words.
  package let description: String
  /// The key that does the same on the focused view, in GTK's accelerator syntax
  /// (`"Up"`, `"<Control>c"`); empty for none.
  package let keyBinding: String

  /// The AT-SPI form of the model's action.
  package init(_ action: AccessibilityAction) {
    self.init(
      modelName: action.name, description: action.description, keyBinding: action.keyBinding.map(Self.accelerator) ?? ""
    )
  }

  /// An action named `modelName` in the model, described by `description`, bound to
  /// `keyBinding`.
  package init(modelName: String, description: String = "", keyBinding: String = "") {
    self.modelName = modelName
    self.name = modelName == AccessibilityAction.activate ? "press" : modelName
    self.description = description
    self.keyBinding = keyBinding
  }

  /// A key binding in GTK's accelerator syntax, as `gtk_accelerator_name` writes it: the
  /// modifiers in angle brackets, then the key's keysym name.
  package static func accelerator(_ binding: AccessibilityKeyBinding) -> String {
    let key: String =
      switch binding.key {
      case .tab: "Tab"
      case .escape: "Escape"
      case .return: "Return"
      case .backspace: "BackSpace"
      case .delete: "Delete"
      case .up: "Up"
      case .down: "Down"
      case .left: "Left"
      case .right: "Right"
      case .home: "Home"
      case .end: "End"
      case .pageUp: "Page_Up"
      case .pageDown: "Page_Down"
      case .text(" "): "space"
      case .text(let s): s.replacingNULs
      }
    // Every snapshot says each action's key: the usual one, with no modifier, as it is.
    guard !binding.modifiers.isEmpty else { return key }
    let names: [(KeyModifiers, String)] = [
      (.shift, "<Shift>"), (.control, "<Control>"), (.alt, "<Alt>"), (.super, "<Super>"),
    ]
    return names.filter { binding.modifiers.contains($0.0) }.map(\.1).joined() + key
  }
}
