/// An action as AT-SPI's Action interface offers it: a name, a description and a key
/// binding, with the model's own name for it.
public struct AccessibleAction: Equatable, Sendable {
  /// The name on the bus: the model's, except `activate`, which is `press`.
  public let name: String
  /// The model's name, which `View.performAccessibilityAction(_:)` takes.
  public let modelName: String
  /// What it does, in a few words.
  public let description: String
  /// The key that does the same on the focused view, in GTK's accelerator syntax.
  public let keyBinding: String

  /// The AT-SPI form of the model's action `modelName`.
  public init(modelName: String) {
    self.modelName = modelName
    switch modelName {
    case "activate":
      (name, description, keyBinding) = ("press", "Activates it", "Return")
    case "expand":
      (name, description, keyBinding) = ("expand", "Moves the sheet to the next larger detent", "Up")
    case "collapse":
      (name, description, keyBinding) = ("collapse", "Moves the sheet to the next smaller detent", "Down")
    case "dismiss":
      (name, description, keyBinding) = ("dismiss", "Dismisses the sheet", "Escape")
    default:
      (name, description, keyBinding) = (modelName, "", "")
    }
  }
}
