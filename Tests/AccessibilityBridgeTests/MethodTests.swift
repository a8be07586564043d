import AccessibilityBridge
import Compositor
import Testing

/// Method calls answered from the tree, with no bus: the answers libatspi reads, and a
/// D-Bus error (never a crash) for whatever else comes.
@Suite struct MethodTests {
  let f = DemoFixture()
  let accessible = AtspiInterface.accessible

  @Test func theRootListsItsFramesAndNamesItself() throws {
    guard case .values(let children) = f.call(0, accessible, "GetChildren") else { Issue.record(); return }
    let tree = f.service.snapshot()
    #expect(children == [.array(element: "(so)", tree.application!.children.map { tree.reference(to: $0) })])
    #expect(
      f.call(0, AtspiInterface.properties, "Get", [.string(accessible), .string("Name")])
        == .values([.variant(.string("sheet-demo"))]))
    #expect(f.call(0, accessible, "GetRole") == .values([.uint32(75)]))
    #expect(
      f.call(0, AtspiInterface.properties, "Get", [.string(AtspiInterface.application), .string("ToolkitName")])
        == .values([.variant(.string("SheetCompositor"))]))
    #expect(f.call(0, AtspiInterface.application, "GetApplicationBusAddress") == .values([.string("")]))
    // The desktop is the root's parent.
    #expect(
      f.call(0, AtspiInterface.properties, "Get", [.string(accessible), .string("Parent")])
        == .values([.variant(.structure([.string("org.a11y.atspi.Registry"), .objectPath(ObjectPaths.root)]))]))
  }

  @Test func theGrabberAnswersAsASlider() throws {
    let g = try #require(f.node(.slider))
    #expect(f.call(g.id, accessible, "GetRoleName") == .values([.string("slider")]))
    #expect(
      f.call(g.id, AtspiInterface.properties, "Get", [.string(AtspiInterface.value), .string("MaximumValue")])
        == .values([.variant(.double(2))]))
    #expect(f.call(g.id, AtspiInterface.action, "GetName", [.int32(0)]) == .values([.string("expand")]))
    #expect(
      f.call(g.id, AtspiInterface.properties, "Get", [.string(AtspiInterface.action), .string("NActions")])
        == .values([.variant(.int32(2))]))
    guard case .values(let state) = f.call(g.id, accessible, "GetState"),
      case .array(_, let words) = state.first, words.count == 2, case .uint32(let low) = words[0]
    else { Issue.record("no state"); return }
    #expect(low & (1 << 30) != 0 && low & (1 << 25) != 0 && low & (1 << 11) != 0)  // visible, showing, focusable
    let parent = try #require(g.parent)
    #expect(f.call(g.id, accessible, "GetIndexInParent") == .values([.int32(0)]))
    #expect(f.service.snapshot()[parent]?.name == "Places")
  }

  @Test func expandAndSetValueMoveTheSheetToTheNearestDetent() throws {
    let g = try #require(f.node(.slider))
    #expect(f.call(g.id, AtspiInterface.action, "DoAction", [.int32(0)]) == .values([.boolean(true)]))
    f.run(frames: 60)
    #expect(f.scene.presentation.state.selection == .medium)
    #expect(f.node(.slider)?.value?.current == 1)
    let set = f.call(
      g.id, AtspiInterface.properties, "Set",
      [.string(AtspiInterface.value), .string("CurrentValue"), .variant(.double(1.7))])
    #expect(set == .values([]))
    f.run(frames: 60)
    #expect(f.scene.presentation.state.selection == .large)
    _ = f.call(
      g.id, AtspiInterface.properties, "Set",
      [.string(AtspiInterface.value), .string("CurrentValue"), .variant(.double(-1e300))])
    f.run(frames: 60)
    #expect(f.scene.presentation.state.selection == .height(250))
  }

  @Test func aRowsPressPresentsTheDetails() throws {
    let row = try #require(f.node(.listItem, "City Museum"))
    #expect(f.call(row.id, AtspiInterface.action, "GetName", [.int32(0)]) == .values([.string("press")]))
    #expect(f.call(row.id, AtspiInterface.action, "DoAction", [.int32(0)]) == .values([.boolean(true)]))
    f.run(frames: 60)
    #expect(f.node(.dialog, "Place details") != nil)
    #expect(f.node(.pushButton, "Close") != nil)
  }

  @Test func grabFocusFocusesAFocusableElement() throws {
    let field = try #require(f.node(.entry))
    #expect(f.call(field.id, AtspiInterface.component, "GrabFocus") == .values([.boolean(true)]))
    #expect(f.scene.screen.focusedView?.identifier == "search")
    let map = try #require(f.node(.panel, "Map"))
    #expect(f.call(map.id, AtspiInterface.component, "GrabFocus") == .values([.boolean(false)]))
  }

  @Test func extentsAreInScreenCoordinatesFromTheOrigin() throws {
    f.service.origin = { Point(x: 100, y: 50) }
    let g = try #require(f.node(.slider))
    let frame = g.frame
    let screen = f.call(g.id, AtspiInterface.component, "GetExtents", [.uint32(0)])
    #expect(
      screen
        == .values([
          .structure([
            .int32(Int32(frame.minX + 100)), .int32(Int32(frame.minY + 50)), .int32(Int32(frame.width)),
            .int32(Int32(frame.height)),
          ])
        ]))
    let window = f.call(g.id, AtspiInterface.component, "GetExtents", [.uint32(1)])
    #expect(
      window == .values([.structure([.int32(Int32(frame.minX)), .int32(Int32(frame.minY)), .int32(80), .int32(20)])]))
    let inside = [DBusValue.int32(Int32(frame.midX + 100)), .int32(Int32(frame.midY + 50)), .uint32(0)]
    #expect(f.call(g.id, AtspiInterface.component, "Contains", inside) == .values([.boolean(true)]))
    let overlay = try #require(g.parent)
    #expect(
      f.call(overlay, AtspiInterface.component, "GetAccessibleAtPoint", inside)
        == .values([f.service.snapshot().reference(to: g.id)]))
  }

  /// At scale 2 the extents are pixels: the frame in points times two, from the origin
  /// in pixels; a point asked about in pixels finds the element drawn there.
  @Test func atScale2ExtentsArePixels() throws {
    f.scene.screen.scale = 2
    f.service.origin = { Point(x: 100, y: 50) }
    let g = try #require(f.node(.slider))
    let frame = g.frame
    let screen = f.call(g.id, AtspiInterface.component, "GetExtents", [.uint32(0)])
    let expected: [Int32] = [
      Int32(frame.minX * 2 + 100), Int32(frame.minY * 2 + 50), Int32(frame.width * 2), Int32(frame.height * 2),
    ]
    #expect(screen == .values([.structure(expected.map { .int32($0) })]))
    let window = f.call(g.id, AtspiInterface.component, "GetExtents", [.uint32(1)])
    #expect(
      window
        == .values([
          .structure([.int32(Int32(frame.minX * 2)), .int32(Int32(frame.minY * 2)), .int32(160), .int32(40)])
        ]))
    let inside = [DBusValue.int32(Int32(frame.midX * 2 + 100)), .int32(Int32(frame.midY * 2 + 50)), .uint32(0)]
    let overlay = try #require(g.parent)
    #expect(
      f.call(overlay, AtspiInterface.component, "GetAccessibleAtPoint", inside)
        == .values([f.service.snapshot().reference(to: g.id)]))
  }

  @Test func theSearchFieldsTextReads() throws {
    let field = try #require(f.node(.entry))
    #expect(f.call(field.id, AtspiInterface.text, "GetText", [.int32(0), .int32(-1)]) == .values([.string("")]))
    #expect(
      f.call(field.id, AtspiInterface.properties, "Get", [.string(AtspiInterface.text), .string("CharacterCount")])
        == .values([.variant(.int32(0))]))
  }

  @Test func theCacheListsEveryObject() throws {
    let reply = f.service.handle(
      MethodCall(path: ObjectPaths.cache, interface: AtspiInterface.cache, member: "GetItems"))
    guard case .values(let v) = reply, case .array(let element, let items) = v.first else {
      Issue.record("\(reply)"); return
    }
    #expect(element == AccessibleMethods.cacheItemSignature)
    #expect(items.count == f.service.snapshot().nodes.count)
    #expect(items.allSatisfy { $0.signature == AccessibleMethods.cacheItemSignature })
  }

  /// What a fuzzer would send: unknown paths, interfaces and members, wrong signatures,
  /// indices out of range, huge strings. Each gets a D-Bus error, with a short message.
  @Test(arguments: [
    MethodCall(path: "/org/a11y/atspi/accessible/999999", interface: AtspiInterface.accessible, member: "GetRole"),
    MethodCall(path: "/org/a11y/atspi/accessible/0", interface: AtspiInterface.accessible, member: "GetRole"),
    MethodCall(path: "/org/a11y/atspi/accessible/99999999999", interface: AtspiInterface.accessible, member: "GetRole"),
    MethodCall(path: "/", interface: nil, member: "GetRole"),
    MethodCall(path: ObjectPaths.root, interface: "org.example.Nothing", member: "GetRole"),
    MethodCall(path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "Nothing"),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildAtIndex", arguments: [.string("0")]
    ),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildAtIndex", arguments: [.int32(2)]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildAtIndex", arguments: [.int32(-1)]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildAtIndex", arguments: [.int32(.max)]
    ),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetChildren", arguments: [.int32(1)]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.component, member: "GetExtents", arguments: [.uint32(0)]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.properties, member: "Get",
      arguments: [.string(AtspiInterface.accessible), .string(String(repeating: "N", count: 1 << 20))]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.properties, member: "Get",
      arguments: [.string(String(repeating: "i", count: 1 << 20)), .string("Name")]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.properties, member: "Set",
      arguments: [.string(AtspiInterface.accessible), .string("Name"), .variant(.string("x"))]),
    MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.properties, member: "Set",
      arguments: [.string(AtspiInterface.application), .string("Id"), .variant(.string("x"))]),
    MethodCall(
      path: ObjectPaths.root, interface: String(repeating: "x", count: 1 << 20),
      member: String(repeating: "y", count: 1 << 20)),
    MethodCall(
      path: ObjectPaths.cache, interface: AtspiInterface.cache, member: "GetItems", arguments: [.boolean(true)]),
  ])
  func badCallsGetErrors(call: MethodCall) {
    let reply = DemoFixture().service.handle(call)
    guard case .error(let name, let message) = reply else {
      Issue.record("\(call.member) on \(call.path.prefix(60)) gave \(reply)")
      return
    }
    #expect(name.hasPrefix("org.freedesktop.DBus.Error."))
    #expect(message.count < 300)
  }

  @Test func actionIndicesOutOfRangeAndBadCoordinateTypesAreInvalid() throws {
    let g = try #require(f.node(.slider))
    for i: Int32 in [-1, 2, .max, .min] {
      #expect(f.call(g.id, AtspiInterface.action, "DoAction", [.int32(i)]).errorName == DBusErrorName.invalidArgs)
    }
    #expect(f.call(g.id, AtspiInterface.component, "GetExtents", [.uint32(3)]).errorName == DBusErrorName.invalidArgs)
    #expect(
      f.call(g.id, AtspiInterface.text, "GetText", [.int32(0), .int32(1)]).errorName == DBusErrorName.unknownInterface)
    let field = try #require(f.node(.entry))
    #expect(f.call(field.id, AtspiInterface.text, "GetText", [.int32(.min), .int32(.max)]) == .values([.string("")]))
  }

  /// Seeded random calls over the demo's objects: always a reply whose values carry a
  /// signature, or a D-Bus error.
  @Test func randomCallsAlwaysGetAReply() {
    var rng = SplitMix64(seed: 21)
    let tree = f.service.snapshot()
    let ids = Array(tree.nodes.keys) + [12345]
    let interfaces: [String?] = [
      nil, AtspiInterface.accessible, AtspiInterface.component, AtspiInterface.action,
      AtspiInterface.value, AtspiInterface.text, AtspiInterface.application, AtspiInterface.properties,
      AtspiInterface.introspectable, "x",
    ]
    let members = [
      "GetChildAtIndex", "GetChildren", "GetState", "GetExtents", "Contains", "GetAccessibleAtPoint", "DoAction",
      "GetName", "GetText", "GetStringAtOffset", "Get", "GetAll", "Set", "Introspect", "GetItems", "GrabFocus",
      "GetLocale", "X",
    ]
    let values: [DBusValue] = [
      .int32(-1), .int32(0), .int32(3), .int32(.max), .uint32(0), .uint32(9), .string(""),
      .string(AtspiInterface.accessible), .string("Name"), .string(AtspiInterface.value), .string("CurrentValue"),
      .variant(.double(1)), .variant(.double(.nan)), .double(.infinity), .boolean(true),
    ]
    for _ in 0..<3000 {
      let arguments = (0..<Int(rng.next() % 4)).map { _ in values[Int(rng.next() % UInt64(values.count))] }
      let call = MethodCall(
        path: ObjectPaths.path(of: ids[Int(rng.next() % UInt64(ids.count))]),
        interface: interfaces[Int(rng.next() % UInt64(interfaces.count))],
        member: members[Int(rng.next() % UInt64(members.count))], arguments: arguments)
      switch f.service.handle(call) {
      case .values(let v): #expect(v.allSatisfy { !$0.signature.isEmpty })
      case .error(let name, _): #expect(name.contains("Error"))
      }
      if rng.next() % 50 == 0 { f.run(frames: 5) }
    }
  }

  /// The field's Text on the bus after typing: its caret, and selection 0 the caret itself
  /// while nothing is selected.
  func typed(_ text: String) throws -> AccessibleNode {
    let field = try #require(f.node(.entry))
    _ = f.call(field.id, AtspiInterface.component, "GrabFocus")
    f.run(frames: 1)
    for c in text { _ = f.scene.handleKey(KeyEvent(.text(String(c)), phase: .down, time: f.clock.now)) }
    f.run(frames: 1)
    return try #require(f.node(.entry))
  }

  /// The search field's text as the model gives it, in characters.
  var searchText: AccessibilityText? { f.scene.view(withIdentifier: "search")?.accessibility?.text }

  func property(_ id: UInt32, _ interface: String, _ name: String) -> MethodReply {
    f.call(id, AtspiInterface.properties, "Get", [.string(interface), .string(name)])
  }

  @Test func theTextAnswersItsCaretAndSelection() throws {
    let field = try typed("mu")
    let text = AtspiInterface.text
    #expect(property(field.id, text, "CaretOffset") == .values([.variant(.int32(2))]))
    #expect(f.call(field.id, text, "GetNSelections") == .values([.int32(0)]))
    #expect(f.call(field.id, text, "GetSelection", [.int32(0)]) == .values([.int32(2), .int32(2)]))
    #expect(f.call(field.id, text, "GetSelection", [.int32(1)]).isError)
    #expect(f.call(field.id, text, "SetSelection", [.int32(0), .int32(0), .int32(2)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(f.call(field.id, text, "GetNSelections") == .values([.int32(1)]))
    #expect(f.call(field.id, text, "GetSelection", [.int32(0)]) == .values([.int32(0), .int32(2)]))
    // One selection at most: a second is refused, selection 1 cannot be set.
    #expect(f.call(field.id, text, "AddSelection", [.int32(0), .int32(1)]) == .values([.boolean(false)]))
    #expect(f.call(field.id, text, "SetSelection", [.int32(1), .int32(0), .int32(1)]) == .values([.boolean(false)]))
    #expect(f.call(field.id, text, "RemoveSelection", [.int32(0)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(f.call(field.id, text, "GetNSelections") == .values([.int32(0)]))
    #expect(f.call(field.id, text, "AddSelection", [.int32(1), .int32(0)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(f.call(field.id, text, "GetSelection", [.int32(0)]) == .values([.int32(0), .int32(1)]))
    #expect(f.call(field.id, text, "SetCaretOffset", [.int32(1)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(property(field.id, text, "CaretOffset") == .values([.variant(.int32(1))]))
    #expect(searchText?.caret == 1 && searchText?.selection.isEmpty == true)
    // The character before and after the caret, as Orca reads them on Left and Right.
    #expect(
      f.call(field.id, text, "GetTextAtOffset", [.int32(1), .uint32(0)])
        == .values([.string("u"), .int32(1), .int32(2)]))
  }

  @Test func offsetsCountUnicodeCharactersAndLandOnWholeOnes() throws {
    let field = try typed("")
    let edit = AtspiInterface.editableText
    // "é" as e and a combining accent: one character to the field, two to AT-SPI.
    #expect(f.call(field.id, edit, "SetTextContents", [.string("Cafe\u{301} au lait")]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "Cafe\u{301} au lait")
    #expect(property(field.id, AtspiInterface.text, "CaretOffset") == .values([.variant(.int32(13))]))
    // Inside the é: the caret goes to its start, never between its parts.
    _ = f.call(field.id, AtspiInterface.text, "SetCaretOffset", [.int32(4)])
    f.run(frames: 1)
    #expect(searchText?.caret == 3)
    #expect(property(field.id, AtspiInterface.text, "CaretOffset") == .values([.variant(.int32(3))]))
  }

  @Test func editableTextEditsTheFieldThroughItsOwnEdits() throws {
    let field = try typed("")
    let edit = AtspiInterface.editableText
    #expect(f.node(.entry)?.interfaces.contains(edit) == true)
    #expect(f.call(field.id, edit, "SetTextContents", [.string("Zoo")]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "Zoo")
    // The field's own edit filters the list, as typing does.
    #expect(f.node(.listItem, "Zoo") != nil && f.node(.listItem, "City Museum") == nil)
    // InsertText's length counts bytes of UTF-8.
    #expect(
      f.call(field.id, edit, "InsertText", [.int32(0), .string("The big"), .int32(4)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "The Zoo")
    #expect(f.call(field.id, edit, "DeleteText", [.int32(0), .int32(4)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "Zoo")
    #expect(f.call(field.id, edit, "CopyText", [.int32(0), .int32(2)]) == .values([]))
    var clipboard: String?
    f.scene.screen.clipboard.readText { clipboard = $0 }
    #expect(clipboard == "Zo")
    #expect(f.call(field.id, edit, "CutText", [.int32(3), .int32(1)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "Z")
    f.scene.screen.clipboard.readText { clipboard = $0 }
    #expect(clipboard == "oo")
    #expect(f.call(field.id, edit, "PasteText", [.int32(1)]) == .values([.boolean(true)]))
    f.run(frames: 1)
    #expect(searchText?.string == "Zoo")
    // Nothing to cut or delete in an empty range.
    #expect(f.call(field.id, edit, "DeleteText", [.int32(2), .int32(2)]) == .values([.boolean(false)]))
  }

  @Test func actionsCarryTheModelsWordsAndKeys() throws {
    let g = try #require(f.node(.slider))
    let action = AtspiInterface.action
    #expect(
      f.call(g.id, action, "GetDescription", [.int32(0)])
        == .values([.string("Moves the sheet to the next larger detent")]))
    #expect(f.call(g.id, action, "GetKeyBinding", [.int32(0)]) == .values([.string("Up")]))
    #expect(f.call(g.id, action, "GetKeyBinding", [.int32(1)]) == .values([.string("Escape")]))
    let button = try #require(f.node(.pushButton, "Show sheet"))
    #expect(f.call(button.id, action, "GetDescription", [.int32(0)]) == .values([.string("Activates it")]))
    #expect(f.call(button.id, action, "GetKeyBinding", [.int32(0)]) == .values([.string("Return")]))
    // A field's activation starts editing, which Return ends: it has no key.
    let field = try #require(f.node(.entry))
    #expect(f.call(field.id, action, "GetDescription", [.int32(0)]) == .values([.string("Starts editing")]))
    #expect(f.call(field.id, action, "GetKeyBinding", [.int32(0)]) == .values([.string("")]))
    #expect(
      AccessibleAction.accelerator(AccessibilityKeyBinding(.text("c"), modifiers: [.control, .shift]))
        == "<Shift><Control>c")
    #expect(AccessibleAction.accelerator(AccessibilityKeyBinding(.pageDown)) == "Page_Down")
  }

  @Test func theGrabbersValueSpeaksItsDetent() throws {
    let g = try #require(f.node(.slider))
    #expect(
      f.call(g.id, AtspiInterface.accessible, "GetAttributes")
        == .values([.stringDictionary([("toolkit", "SheetCompositor"), ("valuetext", "250 points")])]))
    #expect(property(g.id, AtspiInterface.value, "Text") == .values([.variant(.string("250 points"))]))
    _ = f.call(g.id, AtspiInterface.action, "DoAction", [.int32(0)])
    f.run(frames: 60)
    #expect(property(g.id, AtspiInterface.value, "Text") == .values([.variant(.string("medium"))]))
  }
}
