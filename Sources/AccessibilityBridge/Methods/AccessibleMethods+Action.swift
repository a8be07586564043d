extension AccessibleMethods {
  static let actionMembers: Set<String> = [
    "GetDescription", "GetName", "GetLocalizedName", "GetKeyBinding", "GetActions", "DoAction",
  ]

  /// `org.a11y.atspi.Action`: the element's named actions, by index.
  static func actionOutcome(_ call: MethodCall, _ node: AccessibleNode) -> MethodOutcome {
    if call.member == "GetActions" {
      if let wrong = mismatch(call, "") { return wrong }
      return values(
        .array(
          element: "(sss)",
          node.actions.map { .structure([.string($0.name), .string($0.description), .string($0.keyBinding)]) }))
    }
    guard actionMembers.contains(call.member) else {
      return error(DBusErrorName.unknownMethod, "Action has no method \(clipped(call.member))")
    }
    if let wrong = mismatch(call, "i") { return wrong }
    guard case .int32(let index) = call.arguments[0], index >= 0, Int(index) < node.actions.count else {
      return error(DBusErrorName.invalidArgs, "action index out of range: \(node.actions.count) actions")
    }
    let action = node.actions[Int(index)]
    switch call.member {
    case "GetDescription": return values(.string(action.description))
    case "GetName", "GetLocalizedName": return values(.string(action.name))
    case "GetKeyBinding": return values(.string(action.keyBinding))
    default:  // DoAction: done once answered, as GTK does; true means it was taken.
      return MethodOutcome(.values([.boolean(true)]), request: .perform(action: action.modelName, on: node.id))
    }
  }
}
