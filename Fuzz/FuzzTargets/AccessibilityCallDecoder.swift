import AccessibilityBridge

/// Reads the accessibility fuzz target's bytes (``AccessibilityCallFormat``): the scene,
/// then one step at a time against the tree as it is then, so a path can name an object
/// that exists.
struct AccessibilityCallDecoder {
  /// The scene the calls go to.
  struct Scene: Hashable {
    /// The screen's size in points.
    var width: Double
    var height: Double
    /// The sheet along the bottom edge, else placed automatically.
    var bottom: Bool
    /// A modal sheet, else an overlay.
    var modal: Bool
    /// The search field's text, if any.
    var searchText: String?
    /// Frames run before the first step.
    var warmFrames: Int
  }

  /// One step.
  enum Step {
    /// A method call to the bridge.
    case call(MethodCall)
    /// Frames of 1/60 s.
    case frames(Int)
  }

  private var values: FuzzDBusValues

  /// A decoder of `input`.
  init(_ input: [UInt8]) {
    values = FuzzDBusValues(FuzzBytes(input))
  }

  /// The header: read it first.
  mutating func scene() -> Scene {
    let header = values.bytes.byte()
    let size = AccessibilityCallFormat.sizes[Int(header & 3)]
    return Scene(
      width: size.width, height: size.height, bottom: header & 4 != 0, modal: header & 8 != 0,
      searchText: header & 16 != 0 ? values.string() : nil, warmFrames: 10 + 10 * Int(header >> 5))
  }

  /// The next step against `tree`, or `nil` when the bytes have run out.
  mutating func next(in tree: AccessibleTree) -> Step? {
    guard !values.bytes.isAtEnd else { return nil }
    let ids = tree.nodes.keys.sorted()
    values.nodes = ids
    let kinds = AccessibilityCallFormat.PathKind.allCases
    let path: String
    switch kinds[Int(values.bytes.byte()) % kinds.count] {
    case .frames: return .frames(1 + values.bytes.below(64))
    case .node: path = ObjectPaths.path(of: values.bytes.pick(ids))
    case .root: path = ObjectPaths.root
    case .cache: path = ObjectPaths.cache
    case .null: path = ObjectPaths.null
    case .number: path = ObjectPaths.objectPrefix + String(values.uint32Bits())
    case .string: path = values.string()
    case .mangled:
      let id = values.bytes.pick(ids)
      let base = ObjectPaths.path(of: id)
      switch values.bytes.byte() % 5 {
      case 0: path = base + "/"
      case 1: path = ObjectPaths.objectPrefix + "0" + String(id)
      case 2: path = base + "99999999999"
      case 3: path = String(base.dropLast())
      default: path = "/" + base
      }
    case .registry: path = ObjectPaths.registry
    case .offering:
      let interface = values.bytes.pick(AccessibilityCallFormat.offered)
      let offering = ids.filter { tree[$0]?.interfaces.contains(interface) == true }
      // The index is read whether or not an object offers it, so the bytes after it mean
      // the same either way.
      let index = Int(values.bytes.byte())
      path = offering.isEmpty ? ObjectPaths.root : ObjectPaths.path(of: offering[index % offering.count])
    }
    let interfaces = AccessibilityCallFormat.interfaces
    let i = values.bytes.below(interfaces.count + 2)
    let interface = i < interfaces.count ? interfaces[i] : i == interfaces.count ? nil : values.string()
    let members = AccessibilityCallFormat.members
    let m = values.bytes.below(members.count + 1)
    let member = m < members.count ? members[m] : values.string()
    return .call(MethodCall(path: path, interface: interface, member: member, arguments: arguments(interface, member)))
  }

  /// The arguments of a call of `interface.member`, by the argument byte's form.
  private mutating func arguments(_ interface: String?, _ member: String) -> [DBusValue] {
    let byte = values.bytes.byte()
    let expected =
      interface.flatMap { AtspiSignatures.method($0, member) }?.input
      ?? AtspiSignatures.declaring(member).first?.method.input ?? ""
    switch AccessibilityCallFormat.ArgumentForm(rawValue: byte & 3) ?? .none {
    case .expected:
      return FuzzDBusType.flat(expected).map { values.value($0) }
    case .changed:
      var arguments = FuzzDBusType.flat(expected).map { values.value($0) }
      switch (byte >> 2) % 3 {
      case 0 where !arguments.isEmpty: arguments.removeLast()
      case 2 where !arguments.isEmpty: arguments[values.bytes.below(arguments.count)] = randomValue()
      default: arguments.append(randomValue())
      }
      return arguments
    case .random:
      return (0..<Int((byte >> 2) % 5)).map { _ in randomValue() }
    case .none:
      return []
    }
  }

  private mutating func randomValue() -> DBusValue {
    let type = values.type()
    return values.value(type)
  }
}
