import Compositor

/// One object of the accessible tree as it stands at one moment: the application, a frame
/// (a shown compositor window) or an element (a view that carries `accessibility`).
///
/// Nodes are values: two snapshots of the tree are compared node by node to find the
/// events to send (see ``AccessibilityEvents``).
public struct AccessibleNode: Equatable, Sendable {
  /// What the node stands for.
  public enum Kind: Equatable, Sendable {
    /// The application, the root.
    case application
    /// A compositor window.
    case frame
    /// A view.
    case element
  }

  /// The node's number; its object path is ``ObjectPaths/path(of:)``.
  public let id: UInt32
  /// What it stands for.
  public var kind: Kind
  /// Its AT-SPI role.
  public var role: AtspiRole
  /// Its name: the element's label, the window's name, the application's name.
  public var name: String
  /// Its description: the element's value, unless its value is its text.
  public var description: String
  /// A name that stays the same across runs: the view's identifier, the window's name.
  public var identifier: String
  /// The parent's number; `nil` for the application, whose parent is the desktop.
  public var parent: UInt32?
  /// The children's numbers, in reading order.
  public var children: [UInt32]
  /// Its states.
  public var states: AtspiStateSet
  /// Where it is, in the screen's points (the compositor's coordinates, before the
  /// tree's ``AccessibleTree/origin`` is added).
  public var frame: Rect
  /// Its frame's rectangle in the same coordinates (itself, for a frame).
  public var windowFrame: Rect
  /// Its actions: AT-SPI names (`press`, `expand`) paired with the model's (`activate`).
  public var actions: [AccessibleAction]
  /// Its value in numbers, for an adjustable element.
  public var value: AccessibleValue?
  /// Its text, for a text field.
  public var text: String?

  /// Creates a node.
  public init(
    id: UInt32, kind: Kind, role: AtspiRole, name: String, description: String = "", identifier: String = "",
    parent: UInt32?, children: [UInt32] = [], states: AtspiStateSet = AtspiStateSet(), frame: Rect = .zero,
    windowFrame: Rect = .zero, actions: [AccessibleAction] = [], value: AccessibleValue? = nil, text: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.role = role
    self.name = name
    self.description = description
    self.identifier = identifier
    self.parent = parent
    self.children = children
    self.states = states
    self.frame = frame
    self.windowFrame = windowFrame
    self.actions = actions
    self.value = value
    self.text = text
  }

  /// The D-Bus interfaces it implements, as `GetInterfaces` lists them.
  public var interfaces: [String] {
    var list = [AtspiInterface.accessible]
    switch kind {
    case .application: list.append(AtspiInterface.application)
    case .frame, .element: list.append(AtspiInterface.component)
    }
    if !actions.isEmpty { list.append(AtspiInterface.action) }
    if value != nil { list.append(AtspiInterface.value) }
    if text != nil { list.append(AtspiInterface.text) }
    return list
  }
}
