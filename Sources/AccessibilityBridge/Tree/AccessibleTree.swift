import Compositor

/// The accessible tree at one moment: the application, one frame per shown compositor
/// window, and in each the views that carry an element, in reading order.
///
/// A snapshot answers every method call (see ``AccessibleMethods``), and two snapshots
/// compared give the events to send (see ``AccessibilityEvents``). Build one with
/// ``AccessibleObjectTable/snapshot(of:origin:)``.
package struct AccessibleTree: Equatable, Sendable {
  /// The application's number: its path is ``ObjectPaths/root``.
  package static let applicationID: UInt32 = 0

  /// Every node by number.
  package var nodes: [UInt32: AccessibleNode]
  /// Where the screen's top-left corner is on the display, in pixels: added to every
  /// frame to give the screen coordinates clients ask for.
  package var origin: Point
  /// Pixels per point of the screen (its `Screen.scale`): frames are in points, extents in
  /// pixels.
  package var scale: Double
  /// The application's unique name on the bus (`:1.42`), which references carry.
  package var busName: String
  /// The desktop's reference, the application's parent: the registry's name and root.
  package var desktop: (name: String, path: String) {
    get { (desktopName, desktopPath) }
    set { (desktopName, desktopPath) = newValue }
  }
  /// The number the registry gave the application (`Application.Id`).
  package var registryID: Int32 = 0
  private var desktopName = "org.a11y.atspi.Registry"
  private var desktopPath = ObjectPaths.root

  /// A tree of `nodes` with `origin` and `scale`, served under `busName`.
  package init(nodes: [UInt32: AccessibleNode], origin: Point = .zero, scale: Double = 1, busName: String = "") {
    self.nodes = nodes
    self.origin = origin
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.busName = busName
  }

  /// The node numbered `id`.
  package subscript(id: UInt32) -> AccessibleNode? { nodes[id] }

  /// The application node.
  package var application: AccessibleNode? { nodes[Self.applicationID] }

  /// A reference `(so)` to node `id`: this application's name and the node's path.
  package func reference(to id: UInt32) -> DBusValue {
    .structure([.string(busName), .objectPath(ObjectPaths.path(of: id))])
  }

  /// The reference to nothing, `("", "/org/a11y/atspi/null")`. Made on each use: a
  /// global holding boxed enum payloads reads as a leak to LeakSanitizer.
  package static var nullReference: DBusValue { .structure([.string(""), .objectPath(ObjectPaths.null)]) }

  /// The reference to node `id`'s parent: the desktop for the application.
  package func parentReference(of id: UInt32) -> DBusValue {
    guard let node = nodes[id] else { return Self.nullReference }
    guard let parent = node.parent else {
      return .structure([.string(desktopName), .objectPath(desktopPath)])
    }
    return reference(to: parent)
  }

  /// Node `id`'s index among its parent's children; -1 for the application.
  package func indexInParent(of id: UInt32) -> Int {
    guard let parent = nodes[id]?.parent, let p = nodes[parent] else { return -1 }
    return p.children.firstIndex(of: id) ?? -1
  }

  /// The nodes below and including `id`, parents first, in reading order.
  package func subtree(of id: UInt32) -> [AccessibleNode] {
    var out: [AccessibleNode] = []
    var pending = [id]
    while let next = pending.popLast() {
      guard let node = nodes[next] else { continue }
      out.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return out
  }

  /// Node `id`'s extents in pixels (its frame times ``scale``), in the coordinates `type`
  /// names: 0 the screen (from ``origin``), 1 its frame (its window), 2 its parent; rounded
  /// edge by edge, as the X server places windows.
  package func extents(of id: UInt32, in type: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
    guard let node = nodes[id], type <= 2 else { return nil }
    // Edges in pixels from the screen's corner, then from what `type` measures from.
    var from = Point(x: -origin.x / scale, y: -origin.y / scale)
    switch type {
    case 1:
      from = node.windowFrame.origin
    case 2:
      if let parent = node.parent, let p = nodes[parent], p.kind != .application {
        from = p.frame.origin
      }
    default:
      break
    }
    func pixel(_ v: Double, _ start: Double) -> Int32 {
      let scaled = (v - start) * scale
      return scaled.isFinite ? Int32(max(-2_000_000_000, min(2_000_000_000, scaled.rounded()))) : 0
    }
    let rect = node.frame
    let x = pixel(rect.minX, from.x)
    let y = pixel(rect.minY, from.y)
    return (x, y, pixel(rect.maxX, from.x) &- x, pixel(rect.maxY, from.y) &- y)
  }

  /// Two trees are the same when their nodes, origin and names are.
  package static func == (a: AccessibleTree, b: AccessibleTree) -> Bool {
    a.nodes == b.nodes && a.origin == b.origin && a.scale == b.scale && a.busName == b.busName
      && a.desktopName == b.desktopName
      && a.desktopPath == b.desktopPath && a.registryID == b.registryID
  }
}
