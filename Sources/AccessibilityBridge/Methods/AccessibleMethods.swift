/// Answers AT-SPI method calls from a snapshot of the tree: a pure function of the call
/// (object path, interface, member, arguments and so signature) and the tree, with no bus.
///
/// Every call gets a reply: values, or a D-Bus error for an unknown object, interface,
/// method or property, a wrong signature, or an index out of range. Calls that ask for
/// something to be done (`DoAction`, setting `CurrentValue`, `GrabFocus`, moving a caret,
/// editing text) also return a
/// ``AccessibilityRequest`` for the caller to carry out on the live views.
///
/// ```swift
/// let outcome = AccessibleMethods.outcome(
///   of: MethodCall(path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildren"),
///   in: tree)
/// ```
package enum AccessibleMethods {
  /// The toolkit's name, as `Application.ToolkitName` gives it.
  package static let toolkitName = "SheetCompositor"
  /// The toolkit's version.
  package static let toolkitVersion = "1.0"
  /// The AT-SPI version spoken.
  package static let atspiVersion = "2.1"

  /// The reply to `call`, and what it asks to be done.
  package static func outcome(of call: MethodCall, in tree: AccessibleTree) -> MethodOutcome {
    if call.path == ObjectPaths.cache {
      return cacheOutcome(call, tree)
    }
    guard let id = ObjectPaths.id(of: call.path), let node = tree[id] else {
      return error(DBusErrorName.unknownObject, "no object at \(clipped(call.path))")
    }
    let interface = call.interface ?? interfaceDeclaring(call.member, on: node)
    switch interface {
    case AtspiInterface.properties: return propertiesOutcome(call, node, tree)
    case AtspiInterface.introspectable: return introspect(call, node)
    case AtspiInterface.accessible: return accessibleOutcome(call, node, tree)
    case AtspiInterface.application where node.kind == .application: return applicationOutcome(call)
    case AtspiInterface.component where node.kind != .application: return componentOutcome(call, node, tree)
    case AtspiInterface.action where !node.actions.isEmpty: return actionOutcome(call, node)
    case AtspiInterface.value where node.value != nil:
      return error(DBusErrorName.unknownMethod, "Value has properties only")
    case AtspiInterface.text where node.text != nil: return textOutcome(call, node, tree)
    case AtspiInterface.editableText where node.isEditableText: return editableTextOutcome(call, node)
    default:
      guard let interface else {
        // No interface named, and none of the object's declares the member.
        return error(DBusErrorName.unknownMethod, "\(call.path) has no method \(clipped(call.member))")
      }
      return error(DBusErrorName.unknownInterface, "\(clipped(interface)) is not implemented by \(call.path)")
    }
  }

  /// An outcome that is a D-Bus error.
  static func error(_ name: String, _ message: String) -> MethodOutcome {
    MethodOutcome(.error(name: name, message: message))
  }

  /// An outcome that returns `values`.
  static func values(_ values: DBusValue...) -> MethodOutcome {
    MethodOutcome(.values(values))
  }

  /// Checks `call`'s signature: `nil` when it is `expected`, else the error to answer.
  static func mismatch(_ call: MethodCall, _ expected: String) -> MethodOutcome? {
    let actual = call.signature
    guard actual != expected else { return nil }
    return error(
      DBusErrorName.invalidArgs, "\(call.member) takes (\(expected)), not (\(clipped(actual)))")
  }

  /// At most 64 Unicode scalars of `text`, for error messages that quote what a caller
  /// sent. Counted in scalars, not characters: one character can hold any number of
  /// combining marks, and a caller's huge one must not come back whole.
  static func clipped(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: 64, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return text }
    return String(scalars[..<end]) + "…"
  }

  /// The interface that declares `member` on `node`, for a call that names none.
  static func interfaceDeclaring(_ member: String, on node: AccessibleNode) -> String? {
    let members: [(String, Set<String>)] = [
      (AtspiInterface.properties, ["Get", "GetAll", "Set"]),
      (AtspiInterface.accessible, accessibleMembers),
      (AtspiInterface.component, componentMembers),
      (AtspiInterface.action, actionMembers),
      (AtspiInterface.text, textMembers),
      (AtspiInterface.editableText, editableTextMembers),
      (AtspiInterface.application, ["GetLocale", "GetApplicationBusAddress"]),
      (AtspiInterface.introspectable, ["Introspect"]),
    ]
    let offered = Set(node.interfaces + [AtspiInterface.properties, AtspiInterface.introspectable])
    return members.first { offered.contains($0.0) && $0.1.contains(member) }?.0
  }

  /// `Introspect`: the interfaces the object implements, and its children, as XML.
  static func introspect(_ call: MethodCall, _ node: AccessibleNode) -> MethodOutcome {
    guard call.member == "Introspect" else {
      return error(DBusErrorName.unknownMethod, "Introspectable has no method \(clipped(call.member))")
    }
    if let wrong = mismatch(call, "") { return wrong }
    var xml = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
    xml += "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
    for i in node.interfaces + [AtspiInterface.properties, AtspiInterface.introspectable] {
      xml += "  <interface name=\"\(i)\"/>\n"
    }
    xml += "</node>\n"
    return values(.string(xml))
  }
}
