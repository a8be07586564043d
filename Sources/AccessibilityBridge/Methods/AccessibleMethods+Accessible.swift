extension AccessibleMethods {
  static let accessibleMembers: Set<String> = [
    "GetChildAtIndex", "GetChildren", "GetIndexInParent", "GetRelationSet", "GetRole", "GetRoleName",
    "GetLocalizedRoleName", "GetState", "GetAttributes", "GetApplication", "GetInterfaces",
  ]

  /// `org.a11y.atspi.Accessible`: what the object is and where it sits in the tree.
  static func accessibleOutcome(_ call: MethodCall, _ node: AccessibleNode, _ tree: AccessibleTree) -> MethodOutcome {
    if call.member == "GetChildAtIndex" {
      if let wrong = mismatch(call, "i") { return wrong }
      guard case .int32(let index) = call.arguments[0], index >= 0, Int(index) < node.children.count else {
        return error(
          DBusErrorName.invalidArgs, "child index out of range: \(node.children.count) children")
      }
      return values(tree.reference(to: node.children[Int(index)]))
    }
    guard accessibleMembers.contains(call.member) else {
      return error(DBusErrorName.unknownMethod, "Accessible has no method \(clipped(call.member))")
    }
    if let wrong = mismatch(call, "") { return wrong }
    switch call.member {
    case "GetChildren":
      return values(.array(element: "(so)", node.children.map { tree.reference(to: $0) }))
    case "GetIndexInParent":
      return values(.int32(Int32(tree.indexInParent(of: node.id))))
    case "GetRelationSet":
      return values(.array(element: "(ua(so))", []))
    case "GetRole":
      return values(.uint32(node.role.rawValue))
    case "GetRoleName", "GetLocalizedRoleName":
      return values(.string(node.role.name))
    case "GetState":
      return values(.array(element: "u", node.states.words.map { .uint32($0) }))
    case "GetAttributes":
      return values(.stringDictionary(node.attributes))
    case "GetApplication":
      return values(tree.reference(to: AccessibleTree.applicationID))
    default:  // GetInterfaces
      return values(.array(element: "s", node.interfaces.map { .string($0) }))
    }
  }
}
