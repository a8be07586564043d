import AccessibilityBridge

/// What every answer of the bridge must be, whatever the call: a reply or a D-Bus error,
/// from the same call the same, and nothing else.
///
/// - A call to no object gets `UnknownObject`.
/// - An error has a D-Bus error name the bridge documents, a message, bounded in length
///   however long what the caller sent, and asks nothing to be done.
/// - Values answer a method AT-SPI declares (``AtspiSignatures``) on an interface the
///   object offers, called with the arguments it takes, and are what it returns: a wrong
///   signature or an unknown member never gets values.
/// - References in the values name objects of the tree, the desktop or the null object.
/// - What a call asks to be done is about the object called, an action it has, a value
///   that can be set to a finite number, a focusable element.
enum AccessibilityReplyCheck {
  /// The error names the bridge answers with (``DBusErrorName``).
  static let errorNames: Set<String> = [
    DBusErrorName.unknownObject, DBusErrorName.unknownInterface, DBusErrorName.unknownMethod,
    DBusErrorName.unknownProperty, DBusErrorName.propertyReadOnly, DBusErrorName.invalidArgs,
  ]

  /// The longest error message, in bytes of UTF-8: the bridge quotes at most 64
  /// characters of what a caller sent.
  static let longestMessage = 1024

  /// Checks `outcome`, the answer to `call` on `tree`.
  static func check(_ outcome: MethodOutcome, of call: MethodCall, in tree: AccessibleTree) throws(FuzzFailure) {
    let again = AccessibleMethods.outcome(of: call, in: tree)
    guard DBusValueIdentity.same(again.reply, outcome.reply), again.request == outcome.request else {
      throw FuzzFailure("the same call answered twice differently: \(describe(call))")
    }
    let isCache = call.path == ObjectPaths.cache
    let id = ObjectPaths.id(of: call.path)
    let node = id.flatMap { tree[$0] }
    if !isCache && node == nil && outcome.reply.errorName != DBusErrorName.unknownObject {
      throw FuzzFailure("a call to no object was answered \(describe(outcome.reply)): \(describe(call))")
    }
    switch outcome.reply {
    case .error(let name, let message):
      guard errorNames.contains(name) else {
        throw FuzzFailure("an error named \(name), not one the bridge documents: \(describe(call))")
      }
      guard !message.isEmpty, message.utf8.count <= longestMessage else {
        throw FuzzFailure(
          "an error message of \(message.utf8.count) bytes (at most \(longestMessage)): \(describe(call))")
      }
      guard outcome.request == nil else {
        throw FuzzFailure("an error that asks for \(outcome.request!): \(describe(call))")
      }
    case .values(let values):
      let signature = DBusValue.signature(of: values)
      let declared =
        call.interface.map { i in AtspiSignatures.method(i, call.member).map { [(i, $0)] } ?? [] }
        ?? AtspiSignatures.declaring(call.member)
      let offered: Set<String> =
        isCache
        ? [AtspiInterface.cache, AtspiInterface.introspectable]
        : Set((node?.interfaces ?? []) + [AtspiInterface.properties, AtspiInterface.introspectable])
      let answersAMethod = declared.contains { interface, method in
        offered.contains(interface) && method.input == call.signature && method.output == signature
      }
      guard answersAMethod else {
        throw FuzzFailure(
          "values (\(signature)) that answer no method declared there with arguments (\(call.signature)): "
            + describe(call))
      }
      for value in values { try references(in: value, tree, call) }
      if let request = outcome.request, let id, let node {
        try check(request, on: id, node, call)
      }
    }
  }

  /// Every reference `(so)` in `value` names an object of `tree`, the desktop, or nothing.
  static func references(in value: DBusValue, _ tree: AccessibleTree, _ call: MethodCall) throws(FuzzFailure) {
    switch value {
    case .structure(let fields):
      if fields.count == 2, case .string(let name) = fields[0], case .objectPath(let path) = fields[1] {
        let named =
          (name == tree.busName && ObjectPaths.id(of: path).flatMap { tree[$0] } != nil)
          || (name == "" && path == ObjectPaths.null)
          || (name == tree.desktop.name && path == tree.desktop.path)
        guard named else { throw FuzzFailure("a reference to (\(name), \(path)), no object: \(describe(call))") }
      }
      for f in fields { try references(in: f, tree, call) }
    case .array(_, let items):
      for item in items { try references(in: item, tree, call) }
    case .dictionaryEntry(let key, let v):
      try references(in: key, tree, call)
      try references(in: v, tree, call)
    case .variant(let inner):
      try references(in: inner, tree, call)
    default:
      break
    }
  }

  /// What a call asks to be done is about the object it was sent to, and possible there.
  static func check(_ request: AccessibilityRequest, on id: UInt32, _ node: AccessibleNode, _ call: MethodCall)
    throws(FuzzFailure)
  {
    let fits: Bool =
      switch request {
      case .perform(let action, let target):
        call.member == "DoAction" && target == id && node.actions.contains { $0.modelName == action }
      case .setValue(let value, let target):
        target == id && value.isFinite && node.value?.isSettable == true
      case .focus(let target):
        target == id && node.states.contains(.focusable)
      case .setRegistryID:
        id == AccessibleTree.applicationID
      case .select(let anchor, let caret, let target):
        target == id && node.isEditableText && within(anchor, node) && within(caret, node)
          && ["SetCaretOffset", "AddSelection", "SetSelection", "RemoveSelection"].contains(call.member)
      case .replaceText(let range, _, let target):
        target == id && node.isEditableText && within(range.lowerBound, node) && within(range.upperBound, node)
          && ["SetTextContents", "InsertText", "DeleteText"].contains(call.member)
      case .copyText(let range, let cut, let target):
        target == id && node.isEditableText && !range.isEmpty && within(range.upperBound, node)
          && call.member == (cut ? "CutText" : "CopyText")
      case .pasteText(let position, let target):
        target == id && node.isEditableText && within(position, node) && call.member == "PasteText"
      }
    guard fits else { throw FuzzFailure("\(request) does not fit object \(id): \(describe(call))") }
  }

  /// Whether `offset` is a place in `node`'s text (0 to its length in Unicode characters).
  static func within(_ offset: Int, _ node: AccessibleNode) -> Bool {
    (0...(node.text?.unicodeScalars.count ?? 0)).contains(offset)
  }

  /// A call, its strings cut short, for a failure's message.
  static func describe(_ call: MethodCall) -> String {
    describe("\(call)")
  }

  static func describe(_ reply: MethodReply) -> String {
    describe("\(reply)")
  }

  static func describe(_ text: String) -> String {
    text.utf8.count <= 600 ? text : String(decoding: text.utf8.prefix(600), as: UTF8.self) + "…"
  }
}
