extension AccessibleMethods {
  /// `org.freedesktop.DBus.Properties`: `Get`, `GetAll` and `Set`.
  static func propertiesOutcome(_ call: MethodCall, _ node: AccessibleNode, _ tree: AccessibleTree)
    -> MethodOutcome
  {
    switch call.member {
    case "Get":
      if let wrong = mismatch(call, "ss") { return wrong }
      guard case .string(let interface) = call.arguments[0], case .string(let name) = call.arguments[1] else {
        return error(DBusErrorName.invalidArgs, "Get takes (ss)")
      }
      guard let all = properties(of: node, interface, tree) else {
        return error(DBusErrorName.unknownInterface, "\(clipped(interface)) is not implemented by \(call.path)")
      }
      guard let value = all.first(where: { $0.0 == name })?.1 else {
        return error(DBusErrorName.unknownProperty, "\(clipped(interface)) has no property \(clipped(name))")
      }
      return values(.variant(value))
    case "GetAll":
      if let wrong = mismatch(call, "s") { return wrong }
      guard case .string(let interface) = call.arguments[0] else {
        return error(DBusErrorName.invalidArgs, "GetAll takes (s)")
      }
      guard let all = properties(of: node, interface, tree) else {
        return error(DBusErrorName.unknownInterface, "\(clipped(interface)) is not implemented by \(call.path)")
      }
      return values(.properties(all))
    case "Set":
      if let wrong = mismatch(call, "ssv") { return wrong }
      guard case .string(let interface) = call.arguments[0], case .string(let name) = call.arguments[1],
        case .variant(let value) = call.arguments[2]
      else { return error(DBusErrorName.invalidArgs, "Set takes (ssv)") }
      return set(interface, name, to: value, on: node, tree)
    default:
      return error(DBusErrorName.unknownMethod, "Properties has no method \(clipped(call.member))")
    }
  }

  /// The properties `node` has on `interface`, by name; `nil` when it does not implement
  /// the interface.
  static func properties(of node: AccessibleNode, _ interface: String, _ tree: AccessibleTree)
    -> [(String, DBusValue)]?
  {
    guard node.interfaces.contains(interface) else { return nil }
    switch interface {
    case AtspiInterface.accessible:
      return [
        ("Name", .string(node.name)),
        ("Description", .string(node.description)),
        ("Parent", tree.parentReference(of: node.id)),
        ("ChildCount", .int32(Int32(node.children.count))),
        ("Locale", .string("C")),
        ("AccessibleId", .string(node.identifier)),
      ]
    case AtspiInterface.application:
      return [
        ("ToolkitName", .string(toolkitName)),
        ("Version", .string(toolkitVersion)),
        ("AtspiVersion", .string(atspiVersion)),
        ("Id", .int32(tree.registryID)),
      ]
    case AtspiInterface.action:
      return [("NActions", .int32(Int32(node.actions.count)))]
    case AtspiInterface.value:
      guard let v = node.value else { return nil }
      return [
        ("MinimumValue", .double(v.minimum)),
        ("MaximumValue", .double(v.maximum)),
        ("MinimumIncrement", .double(v.increment)),
        ("CurrentValue", .double(v.current)),
        ("Text", .string(v.text)),
      ]
    case AtspiInterface.text:
      let count = Int32(clamping: node.text?.unicodeScalars.count ?? 0)
      return [("CharacterCount", .int32(count)), ("CaretOffset", .int32(Int32(clamping: node.caret)))]
    default:
      return []
    }
  }

  /// `Set`: the writable properties are the application's `Id` (the registry sets it) and
  /// a settable value's `CurrentValue`.
  static func set(
    _ interface: String, _ name: String, to value: DBusValue, on node: AccessibleNode, _ tree: AccessibleTree
  ) -> MethodOutcome {
    guard let all = properties(of: node, interface, tree) else {
      return error(DBusErrorName.unknownInterface, "\(clipped(interface)) is not implemented")
    }
    guard all.contains(where: { $0.0 == name }) else {
      return error(DBusErrorName.unknownProperty, "\(clipped(interface)) has no property \(clipped(name))")
    }
    switch (interface, name, value) {
    case (AtspiInterface.application, "Id", .int32(let id)):
      return MethodOutcome(.values([]), request: .setRegistryID(id))
    case (AtspiInterface.value, "CurrentValue", .double(let v)):
      guard node.value?.isSettable == true else {
        return error(DBusErrorName.propertyReadOnly, "this value cannot be set")
      }
      guard v.isFinite else { return error(DBusErrorName.invalidArgs, "CurrentValue must be finite") }
      return MethodOutcome(.values([]), request: .setValue(v, on: node.id))
    case (AtspiInterface.application, "Id", _), (AtspiInterface.value, "CurrentValue", _):
      return error(DBusErrorName.invalidArgs, "\(name) takes a \(name == "Id" ? "int32" : "double")")
    default:
      return error(DBusErrorName.propertyReadOnly, "\(clipped(name)) is read-only")
    }
  }
}
