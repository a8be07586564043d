extension AccessibleMethods {
  static let editableTextMembers: Set<String> = [
    "SetTextContents", "InsertText", "CopyText", "CutText", "DeleteText", "PasteText",
  ]

  /// `org.a11y.atspi.EditableText`: a client changes a field's text as a person would,
  /// through the field's own edits, once answered; copying, cutting and pasting go through
  /// the screen's clipboard. Offsets are Unicode characters, clamped to the text; a range
  /// given backwards is read forwards.
  static func editableTextOutcome(_ call: MethodCall, _ node: AccessibleNode) -> MethodOutcome {
    let count = (node.text ?? "").unicodeScalars.count
    func clamp(_ offset: Int32) -> Int { min(max(Int(offset), 0), count) }
    func range(_ a: DBusValue, _ b: DBusValue) -> Range<Int>? {
      guard case .int32(let x) = a, case .int32(let y) = b else { return nil }
      return clamp(min(x, y))..<clamp(max(x, y))
    }
    let done = DBusValue.boolean(true)
    switch call.member {
    case "SetTextContents":
      if let wrong = mismatch(call, "s") { return wrong }
      guard case .string(let text) = call.arguments[0] else { return values(.boolean(false)) }
      return MethodOutcome(.values([done]), request: .replaceText(0..<count, with: text, on: node.id))
    case "InsertText":
      if let wrong = mismatch(call, "isi") { return wrong }
      guard case .int32(let position) = call.arguments[0], case .string(let text) = call.arguments[1],
        case .int32(let length) = call.arguments[2]
      else { return values(.boolean(false)) }
      // `length` counts bytes of UTF-8; whole characters up to it go in.
      let inserted = length < 0 ? text : Self.prefix(of: text, bytes: Int(length))
      let at = clamp(position)
      return MethodOutcome(.values([done]), request: .replaceText(at..<at, with: inserted, on: node.id))
    case "CopyText":
      if let wrong = mismatch(call, "ii") { return wrong }
      guard let r = range(call.arguments[0], call.arguments[1]) else { return values() }
      return MethodOutcome(.values([]), request: r.isEmpty ? nil : .copyText(r, cut: false, on: node.id))
    case "CutText", "DeleteText":
      if let wrong = mismatch(call, "ii") { return wrong }
      guard let r = range(call.arguments[0], call.arguments[1]) else { return values(.boolean(false)) }
      guard !r.isEmpty else { return values(.boolean(false)) }
      let request: AccessibilityRequest =
        call.member == "CutText" ? .copyText(r, cut: true, on: node.id) : .replaceText(r, with: "", on: node.id)
      return MethodOutcome(.values([done]), request: request)
    case "PasteText":
      if let wrong = mismatch(call, "i") { return wrong }
      guard case .int32(let position) = call.arguments[0] else { return values(.boolean(false)) }
      return MethodOutcome(.values([done]), request: .pasteText(at: clamp(position), on: node.id))
    default:
      return error(DBusErrorName.unknownMethod, "EditableText has no method \(clipped(call.member))")
    }
  }

  /// The whole Unicode scalars of `text` that fit in `bytes` bytes of UTF-8.
  static func prefix(of text: String, bytes: Int) -> String {
    var out = String.UnicodeScalarView()
    var used = 0
    for s in text.unicodeScalars {
      used += String(s).utf8.count
      guard used <= bytes else { break }
      out.append(s)
    }
    return String(out)
  }
}
