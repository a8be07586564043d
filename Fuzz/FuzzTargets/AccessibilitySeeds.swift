import AccessibilityBridge
import Foundation

/// The seeds of the `accessibility` target: what a screen reader asks (the tree walked,
/// every method of every interface with the arguments it takes, properties read and set,
/// actions done and frames run after them), and the calls it must refuse (unknown objects,
/// wrong signatures, out-of-range indices, huge strings).
package enum AccessibilitySeeds {
  typealias Encoder = AccessibilityCallEncoder

  /// Each seed by name.
  static var seeds: [(name: String, bytes: [UInt8])] {
    [
      ("walk", walk()), ("children", children()), ("component", component()), ("action", action()),
      ("text", text()), ("value", value()), ("properties", properties()), ("cache", cache()),
      ("unknown-objects", unknownObjects()), ("wrong-signatures", wrongSignatures()),
      ("wide-modal", wideModal()), ("no-interface", noInterface()), ("huge-strings", hugeStrings()),
    ]
  }

  /// Writes each seed into `directory` as NAME.calls; exits 0, or 1 when one could not be
  /// written.
  package static func write(into directory: String) -> Never {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var failed = false
    for (name, bytes) in seeds {
      let path = directory + "/" + name + ".calls"
      if FileManager.default.createFile(atPath: path, contents: Data(bytes)) {
        print("fuzz-accessibility: \(path) (\(bytes.count) bytes)")
      } else {
        print("fuzz-accessibility: cannot write \(path)")
        failed = true
      }
    }
    exit(failed ? 1 : 0)
  }

  static let accessibleMembers = [
    "GetChildren", "GetIndexInParent", "GetRelationSet", "GetRole", "GetRoleName", "GetLocalizedRoleName",
    "GetState", "GetAttributes", "GetApplication", "GetInterfaces",
  ]

  /// Every Accessible method without arguments, on the first objects.
  static func walk() -> [UInt8] {
    var e = Encoder()
    for i in 0..<6 {
      for m in accessibleMembers { e.call(.node(i), AtspiInterface.accessible, m) }
    }
    return e.bytes
  }

  /// Children by index, in range and out of it, on many objects.
  static func children() -> [UInt8] {
    var e = Encoder()
    for i in 0..<12 {
      for index: Int32 in [0, 1, 4, -1, 1000] {
        e.call(.node(i), AtspiInterface.accessible, "GetChildAtIndex", [.int32(index)])
      }
    }
    e.call(.root, AtspiInterface.accessible, "GetChildAtIndex", [.int32(.max)])
    e.call(.root, AtspiInterface.accessible, "GetChildAtIndex", [.int32(.min)])
    return e.bytes
  }

  /// Every Component method, in each coordinate type and one that is none.
  static func component() -> [UInt8] {
    var e = Encoder()
    let c = AtspiInterface.component
    for k in 0..<2 {
      let t = Encoder.Target.offering(c, k)
      for type: UInt32 in [0, 1, 2, 3] {
        e.call(t, c, "GetExtents", [.uint32(type)])
        e.call(t, c, "GetPosition", [.uint32(type)])
        e.call(t, c, "Contains", [.int32(100), .int32(500), .uint32(type)])
        e.call(.root, nil, "GetChildren")
        e.call(.node(1), c, "GetAccessibleAtPoint", [.int32(400), .int32(500), .uint32(type)])
      }
      for m in ["GetSize", "GetLayer", "GetMDIZOrder", "GrabFocus", "GetAlpha"] { e.call(t, c, m) }
      e.call(t, c, "SetExtents", [.int32(0), .int32(0), .int32(10), .int32(10), .uint32(0)])
      e.call(t, c, "SetPosition", [.int32(0), .int32(0), .uint32(0)])
      e.call(t, c, "SetSize", [.int32(10), .int32(10)])
      e.call(t, c, "ScrollTo", [.uint32(0)])
      e.call(t, c, "ScrollToPoint", [.uint32(0), .int32(1), .int32(1)])
    }
    e.call(.node(1), c, "GetAccessibleAtPoint", [.int32(.max), .int32(.min), .uint32(0)])
    return e.bytes
  }

  /// Actions named, described and done, with frames after.
  static func action() -> [UInt8] {
    var e = Encoder()
    let a = AtspiInterface.action
    for k in [0, 3, 8] {
      let t = Encoder.Target.offering(a, k)
      e.call(t, a, "GetActions")
      for m in ["GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding"] { e.call(t, a, m, [.int32(0)]) }
      e.call(t, a, "GetName", [.int32(7)])
      e.call(t, a, "DoAction", [.int32(0)])
      e.frames(40)
      e.call(.root, AtspiInterface.accessible, "GetChildren")
    }
    e.call(.offering(AtspiInterface.value, 0), a, "DoAction", [.int32(0)])
    e.frames(60)
    e.call(.offering(AtspiInterface.value, 0), a, "DoAction", [.int32(-1)])
    e.call(.cache, AtspiInterface.cache, "GetItems")
    return e.bytes
  }

  /// Every Text method on the search field holding words, an accent and an emoji.
  static func text() -> [UInt8] {
    var e = Encoder(searchText: "Café au lait 👍🏽 near the park")
    let x = AtspiInterface.text
    let t = Encoder.Target.offering(x, 0)
    e.call(t, x, "GetText", [.int32(0), .int32(-1)])
    e.call(t, x, "GetText", [.int32(5), .int32(2)])
    e.call(t, x, "GetText", [.int32(-3), .int32(1000)])
    for offset: Int32 in [0, 3, 14, 100, -1] {
      e.call(t, x, "GetCharacterAtOffset", [.int32(offset)])
      for granularity: UInt32 in [0, 1, 2, 9] {
        e.call(t, x, "GetStringAtOffset", [.int32(offset), .uint32(granularity)])
      }
    }
    e.call(t, x, "GetTextAtOffset", [.int32(6), .uint32(1)])
    for m in ["GetNSelections", "GetDefaultAttributes", "GetDefaultAttributeSet"] { e.call(t, x, m) }
    e.call(t, x, "GetSelection", [.int32(0)])
    e.call(t, x, "SetCaretOffset", [.int32(2)])
    e.call(t, x, "AddSelection", [.int32(0), .int32(3)])
    e.call(t, x, "RemoveSelection", [.int32(0)])
    e.call(t, x, "SetSelection", [.int32(0), .int32(0), .int32(3)])
    // EditableText: what a screen reader's editing commands send.
    let edit = AtspiInterface.editableText
    e.call(t, edit, "InsertText", [.int32(4), .string(" noir"), .int32(5)])
    e.call(t, edit, "InsertText", [.int32(0), .string("Grand "), .int32(-1)])
    e.call(t, edit, "DeleteText", [.int32(0), .int32(6)])
    e.call(t, edit, "CopyText", [.int32(0), .int32(4)])
    e.call(t, edit, "CutText", [.int32(9), .int32(4)])
    e.call(t, edit, "PasteText", [.int32(0)])
    e.call(t, edit, "SetTextContents", [.string("Café au lait 👍🏽")])
    e.call(t, x, "GetAttributes", [.int32(0)])
    e.call(t, x, "GetAttributeRun", [.int32(0), .boolean(true)])
    e.call(t, x, "GetAttributeValue", [.int32(0), .string("Name")])
    e.call(t, x, "GetCharacterExtents", [.int32(0), .uint32(0)])
    e.call(t, x, "GetRangeExtents", [.int32(0), .int32(4), .uint32(2)])
    e.call(t, x, "GetOffsetAtPoint", [.int32(10), .int32(10), .uint32(0)])
    e.call(t, AtspiInterface.properties, "GetAll", [.string(x)])
    e.call(t, AtspiInterface.component, "GrabFocus")
    e.frames(5)
    e.call(t, AtspiInterface.properties, "Get", [.string(x), .string("CaretOffset")])
    return e.bytes
  }

  /// The grabber's value read and set: in range, out of it, not a number, the wrong type.
  static func value() -> [UInt8] {
    var e = Encoder()
    let p = AtspiInterface.properties
    let v = AtspiInterface.value
    let t = Encoder.Target.offering(v, 0)
    e.call(t, p, "GetAll", [.string(v)])
    for current in [2.0, 0.4, -5, 1e300, .nan, .infinity] {
      e.call(t, p, "Set", [.string(v), .string("CurrentValue"), .variantDouble(current)])
      e.frames(30)
      e.call(t, p, "Get", [.string(v), .string("CurrentValue")])
    }
    e.call(t, p, "Set", [.string(v), .string("CurrentValue"), .variantInt32(1)])
    e.call(t, p, "Set", [.string(v), .string("MaximumValue"), .variantDouble(9)])
    e.call(t, p, "Set", [.string(v), .string("Nothing"), .variantDouble(9)])
    e.typedCall(t, v, "SetCurrentValue", [.double(1)])
    return e.bytes
  }

  /// Every property of every interface read, and the application's id set.
  static func properties() -> [UInt8] {
    var e = Encoder()
    let p = AtspiInterface.properties
    let names = [
      (AtspiInterface.accessible, ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"]),
      (AtspiInterface.application, ["ToolkitName", "Version", "AtspiVersion", "Id"]),
      (AtspiInterface.action, ["NActions"]),
    ]
    for (interface, properties) in names {
      let t: Encoder.Target = interface == AtspiInterface.application ? .root : .offering(interface, 1)
      e.call(t, p, "GetAll", [.string(interface)])
      for name in properties { e.call(t, p, "Get", [.string(interface), .string(name)]) }
    }
    e.call(.root, p, "Set", [.string(AtspiInterface.application), .string("Id"), .variantInt32(42)])
    e.call(.root, p, "Get", [.string(AtspiInterface.application), .string("Id")])
    e.call(.root, p, "Set", [.string(AtspiInterface.application), .string("Id"), .variantString("x")])
    e.call(.root, p, "Set", [.string(AtspiInterface.accessible), .string("Name"), .variantString("x")])
    e.call(.node(2), p, "GetAll", [.string(AtspiInterface.text)])
    e.call(.node(2), p, "Get", [.string("org.a11y.atspi.Selection"), .string("Name")])
    e.call(.root, AtspiInterface.application, "GetLocale", [.uint32(5)])
    e.call(.root, AtspiInterface.application, "GetApplicationBusAddress")
    return e.bytes
  }

  /// The cache and introspection.
  static func cache() -> [UInt8] {
    var e = Encoder()
    e.call(.cache, AtspiInterface.cache, "GetItems")
    e.call(.cache, nil, "GetItems")
    e.call(.cache, AtspiInterface.introspectable, "Introspect")
    e.call(.cache, AtspiInterface.accessible, "GetChildren")
    e.call(.cache, AtspiInterface.cache, "GetChildren")
    for i in 0..<4 { e.call(.node(i), AtspiInterface.introspectable, "Introspect") }
    e.call(.root, AtspiInterface.introspectable, "GetRole")
    return e.bytes
  }

  /// Paths that name no object, or are no path.
  static func unknownObjects() -> [UInt8] {
    var e = Encoder()
    let targets: [Encoder.Target] = [
      .null, .registry, .number(0), .number(99_999), .number(.max), .path("not a path"), .path(""),
      .path("/org/a11y/atspi/accessible/ 1"), .mangled(1, 0), .mangled(1, 1), .mangled(1, 2), .mangled(1, 3),
      .mangled(1, 4),
    ]
    for t in targets {
      e.call(t, AtspiInterface.accessible, "GetRole")
      e.call(t, nil, "GetChildren")
    }
    return e.bytes
  }

  /// Methods called with an argument too few, too many, or of the wrong type.
  static func wrongSignatures() -> [UInt8] {
    var e = Encoder()
    let accessible = AtspiInterface.accessible
    let component = AtspiInterface.component
    let properties = AtspiInterface.properties
    let application = AtspiInterface.application
    let calls: [(Encoder.Target, String, String, [[Encoder.Argument]])] = [
      (.node(2), accessible, "GetChildAtIndex", [[], [.int32(0), .int32(0)], [.uint32(0)], [.string("0")]]),
      (.node(2), accessible, "GetRole", [[.int32(0)]]),
      (.node(2), component, "GetExtents", [[], [.int32(0)], [.uint32(0), .uint32(0)]]),
      (.node(2), component, "Contains", [[.int32(1), .int32(1)], [.uint32(1), .int32(1), .uint32(0)]]),
      (.offering(AtspiInterface.action, 0), AtspiInterface.action, "DoAction", [[], [.uint32(0)], [.string("press")]]),
      (.offering(AtspiInterface.text, 0), AtspiInterface.text, "GetText", [[.int32(0)], [.uint32(0), .int32(1)]]),
      (
        .node(2), properties, "Get",
        [
          [.string(accessible)], [.string(accessible), .int32(1)],
          [.string(accessible), .string("Name"), .string("x")],
        ]
      ),
      (
        .root, properties, "Set",
        [[.string(application), .string("Id"), .int32(1)], [.string(application), .string("Id")]]
      ),
      (.root, application, "GetLocale", [[], [.int32(0)]]),
      (.cache, AtspiInterface.cache, "GetItems", [[.int32(0)]]),
      (.node(2), AtspiInterface.introspectable, "Introspect", [[.string("x")]]),
      (.cache, AtspiInterface.introspectable, "Introspect", [[.string("x")]]),
    ]
    for (target, interface, member, argumentLists) in calls {
      for arguments in argumentLists { e.typedCall(target, interface, member, arguments) }
    }
    return e.bytes
  }

  /// A wide screen (the sheet a card) with a modal sheet: the tree walked and hit-tested.
  static func wideModal() -> [UInt8] {
    var e = Encoder(size: 2, bottom: false, modal: true)
    for i in 0..<5 {
      e.call(.node(i), AtspiInterface.accessible, "GetState")
      e.call(.node(i), AtspiInterface.component, "GetExtents", [.uint32(0)])
    }
    e.call(.node(1), AtspiInterface.component, "GetAccessibleAtPoint", [.int32(200), .int32(300), .uint32(1)])
    e.call(.offering(AtspiInterface.action, 0), AtspiInterface.action, "DoAction", [.int32(0)])
    e.frames(64)
    e.call(.cache, AtspiInterface.cache, "GetItems")
    return e.bytes
  }

  /// Calls that name no interface, as D-Bus allows.
  static func noInterface() -> [UInt8] {
    var e = Encoder(size: 1)
    let calls: [(String, [Encoder.Argument])] = [
      ("GetChildren", []), ("GetRole", []), ("GetAttributes", []), ("GetSize", []), ("GetActions", []),
      ("GetText", [.int32(0), .int32(-1)]), ("GetLocale", [.uint32(0)]), ("Introspect", []),
      ("Get", [.string(AtspiInterface.accessible), .string("Name")]),
    ]
    for (member, arguments) in calls {
      for target: Encoder.Target in [.node(3), .root, .offering(AtspiInterface.text, 0)] {
        e.typedCall(target, nil, member, arguments)
      }
    }
    e.typedCall(.offering(AtspiInterface.text, 0), nil, "GetAttributes", [.int32(0)])
    return e.bytes
  }

  /// Huge strings as the path, interface, member and arguments (the decoder's kind-2
  /// strings: one unit repeated 2^n times).
  static func hugeStrings() -> [UInt8] {
    var e = Encoder(size: 3)
    let members = AccessibilityCallFormat.members
    let getRole = UInt8(members.firstIndex(of: "GetRole") ?? 0)
    let none = AccessibilityCallFormat.ArgumentForm.none.rawValue
    // A path of 2^16 "/": a string path, a huge string of unit 1 ("/"), exponent 16.
    e.append([AccessibilityCallFormat.PathKind.string.rawValue, 2, 1, 16, 0, getRole, none])
    // A Properties.Get whose property name is "e" and 2^18 combining marks: one character.
    e.call(.node(1), AtspiInterface.properties, "Get", [.string(AtspiInterface.accessible)])
    e.append([2, 8, 18])
    // A member of 2^12 "x".
    e.append([0, 2, 0, UInt8(members.count), 2, 0, 12, none])
    // An interface of 2^14 "é".
    e.append([0, 2, UInt8(AccessibilityCallFormat.interfaces.count + 1), 2, 3, 14, getRole, none])
    // GetText with offsets at the extremes on a search field of 2^15 emoji.
    e.call(.offering(AtspiInterface.text, 0), AtspiInterface.text, "GetText", [.int32(.min), .int32(.max)])
    return e.bytes
  }
}
