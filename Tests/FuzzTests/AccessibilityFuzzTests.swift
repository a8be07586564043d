import AccessibilityBridge
import CDBus
import Foundation
import Testing

@testable import FuzzTargets

/// The accessibility bridge's fuzz target: its seeds reach the methods they are meant to,
/// its checks fail when a reply breaks a rule, and what fuzzing found stays fixed.
@Suite struct AccessibilityFuzzTests {
  /// Each call of `seed` and its answer.
  func transcript(_ seed: String) throws -> [(call: MethodCall, outcome: MethodOutcome)] {
    let bytes = try #require(AccessibilitySeeds.seeds.first { $0.name == seed }?.bytes, "no seed \(seed)")
    var calls: [(MethodCall, MethodOutcome)] = []
    try AccessibilityFuzzTarget.play(bytes) { calls.append(($0, $1)) }
    return calls
  }

  /// The demo scene's tree, 800 by 600, the sheet at rest.
  static func demoTree() -> AccessibleTree {
    let setup = AccessibilityCallDecoder.Scene(
      width: 800, height: 600, bottom: true, modal: false, searchText: nil, warmFrames: 80)
    return AccessibilityFuzzScene(setup).tree
  }

  /// The checked-in seeds are the ones `fuzz-accessibility --seeds` writes.
  @Test func theCheckedInSeedsAreCurrent() throws {
    for (name, bytes) in AccessibilitySeeds.seeds {
      let path = FuzzCorpusTests.root + "/Fuzz/Corpus/accessibility/\(name).calls"
      let file = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
      #expect(Array(file) == bytes, "\(name): run fuzz-accessibility --seeds Fuzz/Corpus/accessibility")
    }
  }

  /// The seeds that ask what a screen reader asks get answers, not errors: they reach
  /// every method they name.
  @Test(arguments: ["walk", "component", "properties", "cache", "text", "action"])
  func aScreenReadersCallsAreAnswered(_ seed: String) throws {
    let calls = try transcript(seed)
    let errors = calls.filter { $0.outcome.reply.isError }
    #expect(calls.count >= 10)
    switch seed {
    case "walk", "component":
      // Every coordinate type 3 is refused; nothing else.
      #expect(errors.allSatisfy { $0.call.arguments.contains(.uint32(3)) }, "\(errors.map(\.call))")
    case "cache":
      #expect(errors.count == 3, "\(errors.map(\.call.member))")  // the wrong interfaces and member
    case "text":
      #expect(errors.isEmpty, "\(errors.map(\.call.member))")  // selection 0 is the caret when none is made
    default:
      #expect(Double(errors.count) < Double(calls.count) * 0.2, "\(errors.map(\.call))")
    }
  }

  /// Unknown objects and wrong signatures are refused with the error that says why.
  @Test func unknownObjectsAndWrongSignaturesAreRefused() throws {
    let unknown = try transcript("unknown-objects")
    #expect(unknown.count == 26)
    #expect(unknown.allSatisfy { $0.outcome.reply.errorName == DBusErrorName.unknownObject })
    let wrong = try transcript("wrong-signatures")
    #expect(wrong.count == 25)
    #expect(wrong.allSatisfy { $0.outcome.reply.errorName == DBusErrorName.invalidArgs }, "\(wrong.map(\.call))")
  }

  /// Found by the fuzz target: a property name of one letter and 2^18 combining marks is a
  /// single character, so clipping to 64 characters quoted it whole, half a megabyte, in
  /// the error. Messages now quote at most 64 Unicode scalars
  /// (Fuzz/Corpus/accessibility/huge-strings.calls).
  @Test func aHugeCharacterIsClippedInAnError() throws {
    let name = "e" + String(repeating: "\u{0301}", count: 1 << 18)
    let tree = Self.demoTree()
    let call = MethodCall(
      path: ObjectPaths.root, interface: AtspiInterface.properties, member: "Get",
      arguments: [.string(AtspiInterface.accessible), .string(name)])
    let reply = AccessibleMethods.outcome(of: call, in: tree).reply
    guard case .error(let errorName, let message) = reply else {
      Issue.record("\(reply)")
      return
    }
    #expect(errorName == DBusErrorName.unknownProperty)
    #expect(message.unicodeScalars.count < 150, "\(message.utf8.count) bytes")
    #expect(message.hasSuffix("…"))
  }

  /// Found while writing the seeds, which the checks then refused: the cache answered
  /// `Introspect` whatever its arguments (wrong-signatures.calls); a call naming no
  /// interface, for a member none of the object's interfaces has, was told that the
  /// interface "" is not implemented; `Introspectable` refused another member by quoting
  /// only its name. Now: `InvalidArgs`, and `UnknownMethod` errors that name the method.
  @Test func refusalsSayWhatIsWrong() throws {
    let tree = Self.demoTree()
    let introspect = MethodCall(
      path: ObjectPaths.cache, interface: AtspiInterface.introspectable, member: "Introspect",
      arguments: [.string("x")])
    #expect(AccessibleMethods.outcome(of: introspect, in: tree).reply.errorName == DBusErrorName.invalidArgs)
    let noInterface = MethodCall(path: ObjectPaths.root, interface: nil, member: "GetSize")
    #expect(
      AccessibleMethods.outcome(of: noInterface, in: tree).reply
        == .error(name: DBusErrorName.unknownMethod, message: "\(ObjectPaths.root) has no method GetSize"))
    let other = MethodCall(path: ObjectPaths.root, interface: AtspiInterface.introspectable, member: "GetRole")
    #expect(
      AccessibleMethods.outcome(of: other, in: tree).reply
        == .error(name: DBusErrorName.unknownMethod, message: "Introspectable has no method GetRole"))
  }

  /// Found by the fuzz target in its first seconds (crash-nul-in-text.calls): a text
  /// field's text with NULs in it went out without them (libdbus strings cannot hold one),
  /// so `GetText` on the wire was not the text, and the offsets the bridge gave counted
  /// characters the client never got. The tree now holds U+FFFD for each NUL of what the
  /// app gave: the text on the wire is the tree's, and offsets agree with it.
  @Test func aNULInTextIsReplacedNotDropped() throws {
    let setup = AccessibilityCallDecoder.Scene(
      width: 800, height: 600, bottom: true, modal: false, searchText: "a\0\0b", warmFrames: 20)
    let tree = AccessibilityFuzzScene(setup).tree
    let field = try #require(tree.nodes.values.first { $0.text != nil })
    #expect(field.text == "a\u{FFFD}\u{FFFD}b")
    let call = MethodCall(
      path: ObjectPaths.path(of: field.id), interface: AtspiInterface.text, member: "GetStringAtOffset",
      arguments: [.int32(3), .uint32(0)])
    let outcome = AccessibleMethods.outcome(of: call, in: tree)
    #expect(outcome.reply == .values([.string("b"), .int32(3), .int32(4)]))
    try AccessibilityWire.check(call, outcome, in: tree)
  }

  /// Found by the fuzz target after ten minutes (crash-nul-in-signature.calls): a
  /// signature value with a NUL in it was checked up to the NUL ("i" for "i\0(("), then
  /// appended without the NUL ("i(("), which libdbus refuses by aborting the process. The
  /// check now sees what is appended: an invalid signature goes out empty, as documented.
  @Test func aSignatureWithANULIsCheckedAsAppended() throws {
    let m = try #require(dbus_message_new_method_call(nil, "/a", nil, "M"))
    defer { dbus_message_unref(m) }
    #expect(DBusMessageValues.append([.signature("i\0(("), .signature("a\0{sv}")], to: m))
    #expect(DBusMessageValues.arguments(of: m) == [.signature(""), .signature("a{sv}")])
  }

  /// The checks fail when a reply breaks a rule: values no method returns, values for a
  /// wrong signature, an error name the bridge does not use, a reference to no object, an
  /// action asked of an object that lacks it.
  @Test func theChecksCanFail() throws {
    let tree = Self.demoTree()
    let getRole = MethodCall(path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetRole")
    let cases: [(MethodCall, MethodOutcome)] = [
      (getRole, MethodOutcome(.values([.string("application")]))),
      (
        MethodCall(
          path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetRole", arguments: [.int32(1)]),
        MethodOutcome(.values([.uint32(75)]))
      ),
      (getRole, MethodOutcome(.error(name: "org.freedesktop.DBus.Error.Failed", message: "no"))),
      (getRole, MethodOutcome(.error(name: DBusErrorName.invalidArgs, message: String(repeating: "x", count: 2000)))),
      (
        MethodCall(path: ObjectPaths.root, interface: AtspiInterface.accessible, member: "GetApplication"),
        MethodOutcome(.values([.structure([.string(":1.7"), .objectPath(ObjectPaths.path(of: 999_999))])]))
      ),
      (
        MethodCall(path: "/nowhere", interface: AtspiInterface.accessible, member: "GetRole"),
        MethodOutcome(.error(name: DBusErrorName.invalidArgs, message: "no"))
      ),
      (
        MethodCall(
          path: ObjectPaths.root, interface: AtspiInterface.action, member: "DoAction", arguments: [.int32(0)]),
        MethodOutcome(.values([.boolean(true)]), request: .perform(action: "activate", on: 0))
      ),
    ]
    for (call, outcome) in cases {
      #expect(throws: FuzzFailure.self, "\(call) answered \(outcome)") {
        try AccessibilityReplyCheck.check(outcome, of: call, in: tree)
      }
    }
  }
}
