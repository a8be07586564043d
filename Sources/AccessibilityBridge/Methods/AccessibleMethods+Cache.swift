extension AccessibleMethods {
  /// The signature of one item of `GetItems`: the object, its application, its parent,
  /// its index in the parent, its child count, its interfaces, name, role, description and
  /// states.
  package static let cacheItemSignature = "((so)(so)(so)iiassusau)"

  /// `org.a11y.atspi.Cache.GetItems` at ``ObjectPaths/cache``: every object at once, which
  /// libatspi asks for when it first meets the application.
  static func cacheOutcome(_ call: MethodCall, _ tree: AccessibleTree) -> MethodOutcome {
    guard call.interface == nil || call.interface == AtspiInterface.cache else {
      if call.interface == AtspiInterface.introspectable, call.member == "Introspect" {
        if let wrong = mismatch(call, "") { return wrong }
        return values(.string("<node>\n  <interface name=\"\(AtspiInterface.cache)\"/>\n</node>\n"))
      }
      return error(DBusErrorName.unknownInterface, "\(clipped(call.interface ?? "")) is not implemented by the cache")
    }
    guard call.member == "GetItems" else {
      return error(DBusErrorName.unknownMethod, "Cache has no method \(clipped(call.member))")
    }
    if let wrong = mismatch(call, "") { return wrong }
    let items = tree.subtree(of: AccessibleTree.applicationID).map { node -> DBusValue in
      .structure([
        tree.reference(to: node.id),
        tree.reference(to: AccessibleTree.applicationID),
        tree.parentReference(of: node.id),
        .int32(Int32(tree.indexInParent(of: node.id))),
        .int32(Int32(node.children.count)),
        .array(element: "s", node.interfaces.map { .string($0) }),
        .string(node.name),
        .uint32(node.role.rawValue),
        .string(node.description),
        .array(element: "u", node.states.words.map { .uint32($0) }),
      ])
    }
    return values(.array(element: cacheItemSignature, items))
  }
}
