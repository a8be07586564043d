import Compositor

extension AccessibleMethods {
  static let componentMembers: Set<String> = [
    "Contains", "GetAccessibleAtPoint", "GetExtents", "GetPosition", "GetSize", "GetLayer", "GetMDIZOrder",
    "GrabFocus", "GetAlpha", "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint",
  ]

  /// AT-SPI's `ComponentLayer`: a window, or a widget in one.
  static let windowLayer: UInt32 = 7
  static let widgetLayer: UInt32 = 3

  /// `org.a11y.atspi.Component`: where the object is on the screen, what is at a point,
  /// and keyboard focus. Coordinates are pixels of the screen (0), the object's window
  /// (1) or its parent (2); any other type is an invalid argument.
  static func componentOutcome(_ call: MethodCall, _ node: AccessibleNode, _ tree: AccessibleTree)
    -> MethodOutcome
  {
    func coordinateType(_ value: DBusValue) -> UInt32? {
      guard case .uint32(let t) = value, t <= 2 else { return nil }
      return t
    }
    let badType = error(DBusErrorName.invalidArgs, "coordinate type must be 0 (screen), 1 (window) or 2 (parent)")
    switch call.member {
    case "GetExtents":
      if let wrong = mismatch(call, "u") { return wrong }
      guard let t = coordinateType(call.arguments[0]), let e = tree.extents(of: node.id, in: t) else { return badType }
      return values(.structure([.int32(e.x), .int32(e.y), .int32(e.width), .int32(e.height)]))
    case "GetPosition":
      if let wrong = mismatch(call, "u") { return wrong }
      guard let t = coordinateType(call.arguments[0]), let e = tree.extents(of: node.id, in: t) else { return badType }
      return values(.int32(e.x), .int32(e.y))
    case "GetSize":
      if let wrong = mismatch(call, "") { return wrong }
      let e = tree.extents(of: node.id, in: 0)
      return values(.int32(e?.width ?? 0), .int32(e?.height ?? 0))
    case "Contains", "GetAccessibleAtPoint":
      if let wrong = mismatch(call, "iiu") { return wrong }
      guard case .int32(let x) = call.arguments[0], case .int32(let y) = call.arguments[1],
        let t = coordinateType(call.arguments[2])
      else { return badType }
      if call.member == "Contains" {
        return values(.boolean(contains(node.id, x, y, t, tree)))
      }
      let hit = deepest(at: (x, y), type: t, from: node.id, tree)
      return values(hit.map { tree.reference(to: $0) } ?? AccessibleTree.nullReference)
    case "GetLayer":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.uint32(node.kind == .frame ? windowLayer : widgetLayer))
    case "GetMDIZOrder":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.int16(0))
    case "GetAlpha":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.double(1))
    case "GrabFocus":
      if let wrong = mismatch(call, "") { return wrong }
      let can = node.kind == .element && node.states.contains(.focusable) && node.states.contains(.showing)
      return MethodOutcome(.values([.boolean(can)]), request: can ? .focus(node.id) : nil)
    case "SetExtents":
      if let wrong = mismatch(call, "iiiiu") { return wrong }
      return values(.boolean(false))
    case "SetPosition":
      if let wrong = mismatch(call, "iiu") { return wrong }
      return values(.boolean(false))
    case "SetSize":
      if let wrong = mismatch(call, "ii") { return wrong }
      return values(.boolean(false))
    case "ScrollTo":
      if let wrong = mismatch(call, "u") { return wrong }
      return values(.boolean(false))
    case "ScrollToPoint":
      if let wrong = mismatch(call, "uii") { return wrong }
      return values(.boolean(false))
    default:
      return error(DBusErrorName.unknownMethod, "Component has no method \(clipped(call.member))")
    }
  }

  /// Whether node `id`'s extents in coordinates `type` hold the pixel (x, y).
  static func contains(_ id: UInt32, _ x: Int32, _ y: Int32, _ type: UInt32, _ tree: AccessibleTree) -> Bool {
    guard let e = tree.extents(of: id, in: type) else { return false }
    let px = Int64(x) - Int64(e.x)
    let py = Int64(y) - Int64(e.y)
    return px >= 0 && py >= 0 && px < Int64(e.width) && py < Int64(e.height)
  }

  /// The deepest showing descendant of `id` at a point given in `id`'s coordinates
  /// `type`, searched front (last in reading order) to back; `nil` when none holds it.
  static func deepest(at point: (Int32, Int32), type: UInt32, from id: UInt32, _ tree: AccessibleTree) -> UInt32? {
    guard let start = tree.extents(of: id, in: type), let startScreen = tree.extents(of: id, in: 0) else {
      return nil
    }
    // One coordinate space for the whole search: the screen's.
    let x = Int64(point.0) - Int64(start.x) + Int64(startScreen.x)
    let y = Int64(point.1) - Int64(start.y) + Int64(startScreen.y)
    guard let sx = Int32(exactly: x), let sy = Int32(exactly: y) else { return nil }
    var found: UInt32?
    var current = id
    while let node = tree[current] {
      let next = node.children.reversed().first { child in
        tree[child]?.states.contains(.showing) == true && contains(child, sx, sy, 0, tree)
      }
      guard let next else { break }
      found = next
      current = next
    }
    return found
  }
}
