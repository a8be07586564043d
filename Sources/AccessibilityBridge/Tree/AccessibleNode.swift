import Compositor

/// One object of the accessible tree as it stands at one moment: the application, a frame
/// (a shown compositor window) or an element (a view that carries `accessibility`).
///
/// Nodes are values: two snapshots of the tree are compared node by node to find the
/// events to send (see ``AccessibilityEvents``).
package struct AccessibleNode: Equatable, Sendable {
  /// What the node stands for.
  package enum Kind: Equatable, Sendable {
    /// The application, the root.
    case application
    /// A compositor window: a frame, a dialog or a window by its role.
    case frame
    /// A view.
    case element
  }

  /// The node's number; its object path is ``ObjectPaths/path(of:)``.
  package let id: UInt32
  /// What it stands for.
  package var kind: Kind
  /// Its AT-SPI role.
  package var role: AtspiRole
  /// Its name: the element's label, the window's accessible name (else the application's),
  /// the application's name.
  package var name: String
  /// Its description: the element's value, unless its value is its text or its Value's
  /// words; a window's accessible description.
  package var description: String
  /// A name that stays the same across runs: the view's identifier, the window's name.
  package var identifier: String
  /// The parent's number; `nil` for the application, whose parent is the desktop.
  package var parent: UInt32?
  /// The children's numbers, in reading order.
  package var children: [UInt32]
  /// Its states.
  package var states: AtspiStateSet
  /// Where it is, in the screen's points (the compositor's coordinates, before the
  /// tree's ``AccessibleTree/origin`` is added).
  package var frame: Rect
  /// Its frame's rectangle in the same coordinates (itself, for a frame).
  package var windowFrame: Rect
  /// Its actions: AT-SPI names (`press`, `expand`) paired with the model's (`activate`).
  package var actions: [AccessibleAction]
  /// Its value in numbers, for an adjustable element.
  package var value: AccessibleValue?
  /// Its text, for a text field.
  package var text: String?
  /// Where the caret is in ``text``, in Unicode characters (as AT-SPI counts offsets).
  package var caret = 0
  /// The selected part of ``text``, in Unicode characters; empty when nothing is selected.
  package var selection = 0..<0
  /// Whether a client may change ``text`` (the EditableText interface).
  package var isEditableText = false

  /// Creates a node.
  package init(
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

  /// Its object attributes, as `GetAttributes` gives them: the toolkit, and an adjustable
  /// element's value in words (`valuetext`, as WAI-ARIA's `aria-valuetext`, which Orca
  /// speaks instead of the number).
  package var attributes: [(String, String)] {
    var list = [("toolkit", AccessibleMethods.toolkitName)]
    if let v = value, !v.text.isEmpty { list.append(("valuetext", v.text)) }
    return list
  }

  /// The D-Bus interfaces it implements, as `GetInterfaces` lists them.
  package var interfaces: [String] {
    var list = [AtspiInterface.accessible]
    switch kind {
    case .application: list.append(AtspiInterface.application)
    case .frame, .element: list.append(AtspiInterface.component)
    }
    if !actions.isEmpty { list.append(AtspiInterface.action) }
    if value != nil { list.append(AtspiInterface.value) }
    if text != nil { list.append(AtspiInterface.text) }
    if isEditableText { list.append(AtspiInterface.editableText) }
    return list
  }
}
