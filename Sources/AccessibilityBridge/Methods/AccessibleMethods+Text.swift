extension AccessibleMethods {
  static let textMembers: Set<String> = [
    "GetText", "GetCharacterAtOffset", "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset",
    "GetTextAfterOffset", "GetNSelections", "GetSelection", "SetCaretOffset", "GetDefaultAttributes",
    "GetDefaultAttributeSet", "GetAttributeRun", "GetAttributes", "GetAttributeValue", "GetCharacterExtents",
    "GetRangeExtents", "GetOffsetAtPoint", "AddSelection", "RemoveSelection", "SetSelection",
  ]

  /// `org.a11y.atspi.Text`: a text field's text, caret and selection, counted in Unicode
  /// characters as AT-SPI counts offsets. A field holds one selection at most; with none,
  /// selection 0 is the caret (start and end equal), as GTK's entries answer. Moving the
  /// caret or the selection is done on the live field once answered.
  static func textOutcome(_ call: MethodCall, _ node: AccessibleNode, _ tree: AccessibleTree) -> MethodOutcome {
    let scalars = Array((node.text ?? "").unicodeScalars)
    let count = scalars.count
    func clamp(_ offset: Int32) -> Int { min(max(Int(offset), 0), count) }
    func string(_ range: Range<Int>) -> String {
      var s = String.UnicodeScalarView()
      s.append(contentsOf: scalars[range])
      return String(s)
    }
    /// The last two arguments, the range AddSelection and SetSelection take.
    func lastRange() -> (Int32, Int32)? {
      guard call.arguments.count >= 2, case .int32(let x) = call.arguments[call.arguments.count - 2],
        case .int32(let y) = call.arguments[call.arguments.count - 1]
      else { return nil }
      return (x, y)
    }
    let noAttributes = DBusValue.stringDictionary([])
    let selections = node.selection.isEmpty ? 0 : 1
    switch call.member {
    case "GetText":
      if let wrong = mismatch(call, "ii") { return wrong }
      guard case .int32(let start) = call.arguments[0], case .int32(let end) = call.arguments[1] else {
        return error(DBusErrorName.invalidArgs, "GetText takes (ii)")
      }
      let lower = clamp(start)
      let upper = end < 0 ? count : max(lower, clamp(end))
      return values(.string(string(lower..<upper)))
    case "GetCharacterAtOffset":
      if let wrong = mismatch(call, "i") { return wrong }
      guard case .int32(let offset) = call.arguments[0], offset >= 0, Int(offset) < count else {
        return values(.int32(0))
      }
      return values(.int32(Int32(bitPattern: scalars[Int(offset)].value)))
    case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
      if let wrong = mismatch(call, "iu") { return wrong }
      guard case .int32(let offset) = call.arguments[0], case .uint32(let kind) = call.arguments[1] else {
        return error(DBusErrorName.invalidArgs, "\(call.member) takes (iu)")
      }
      // GetStringAtOffset counts granularities (character, word, sentence, line…); the
      // older three count boundary types (character, word start, word end, sentence…).
      let granularity: UInt32 =
        call.member == "GetStringAtOffset" ? kind : (kind == 0 ? 0 : kind <= 2 ? 1 : 2)
      var range = textRange(around: clamp(offset), in: scalars, granularity: granularity)
      if call.member == "GetTextBeforeOffset" {
        range =
          range.lowerBound > 0 ? textRange(around: range.lowerBound - 1, in: scalars, granularity: granularity) : 0..<0
      } else if call.member == "GetTextAfterOffset" {
        range =
          range.upperBound < count && !range.isEmpty
          ? textRange(around: range.upperBound, in: scalars, granularity: granularity) : count..<count
      }
      return values(.string(string(range)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound)))
    case "GetNSelections":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.int32(Int32(selections)))
    case "GetSelection":
      if let wrong = mismatch(call, "i") { return wrong }
      guard case .int32(let index) = call.arguments[0], index == 0 else {
        return error(DBusErrorName.invalidArgs, "selection index out of range: \(selections) selections")
      }
      let r = node.selection.isEmpty ? node.caret..<node.caret : node.selection
      return values(.int32(Int32(r.lowerBound)), .int32(Int32(r.upperBound)))
    case "SetCaretOffset":
      if let wrong = mismatch(call, "i") { return wrong }
      guard node.isEditableText, case .int32(let offset) = call.arguments[0] else { return values(.boolean(false)) }
      let at = clamp(offset)
      return MethodOutcome(.values([.boolean(true)]), request: .select(anchor: at, caret: at, on: node.id))
    case "AddSelection", "SetSelection":
      if let wrong = mismatch(call, call.member == "AddSelection" ? "ii" : "iii") { return wrong }
      guard let (start, end) = lastRange() else { return values(.boolean(false)) }
      // One selection at most: AddSelection only while there is none, SetSelection only
      // of selection 0.
      if call.member == "AddSelection" && selections > 0 { return values(.boolean(false)) }
      if call.member == "SetSelection", case .int32(let index) = call.arguments[0], index != 0 {
        return values(.boolean(false))
      }
      guard node.isEditableText else { return values(.boolean(false)) }
      let (a, b) = (clamp(min(start, end)), clamp(max(start, end)))
      return MethodOutcome(.values([.boolean(true)]), request: .select(anchor: a, caret: b, on: node.id))
    case "RemoveSelection":
      if let wrong = mismatch(call, "i") { return wrong }
      guard node.isEditableText, case .int32(let index) = call.arguments[0], index == 0, selections > 0 else {
        return values(.boolean(false))
      }
      return MethodOutcome(
        .values([.boolean(true)]), request: .select(anchor: node.caret, caret: node.caret, on: node.id))
    case "GetDefaultAttributes", "GetDefaultAttributeSet":
      if let wrong = mismatch(call, "") { return wrong }
      return values(noAttributes)
    case "GetAttributes":
      if let wrong = mismatch(call, "i") { return wrong }
      return values(noAttributes, .int32(0), .int32(Int32(count)))
    case "GetAttributeRun":
      if let wrong = mismatch(call, "ib") { return wrong }
      return values(noAttributes, .int32(0), .int32(Int32(count)))
    case "GetAttributeValue":
      if let wrong = mismatch(call, "is") { return wrong }
      return values(.string(""))
    case "GetCharacterExtents", "GetRangeExtents":
      if let wrong = mismatch(call, call.member == "GetCharacterExtents" ? "iu" : "iiu") { return wrong }
      guard case .uint32(let t) = call.arguments.last, let e = tree.extents(of: node.id, in: t) else {
        return error(DBusErrorName.invalidArgs, "coordinate type must be 0, 1 or 2")
      }
      return values(.int32(e.x), .int32(e.y), .int32(e.width), .int32(e.height))
    case "GetOffsetAtPoint":
      if let wrong = mismatch(call, "iiu") { return wrong }
      return values(.int32(-1))
    default:
      return error(DBusErrorName.unknownMethod, "Text has no method \(clipped(call.member))")
    }
  }

  /// The character (granularity 0), word (1) or whole line (2 and up: the field is one
  /// line) around `offset`.
  static func textRange(around offset: Int, in scalars: [Unicode.Scalar], granularity: UInt32) -> Range<Int> {
    let count = scalars.count
    switch granularity {
    case 0:
      return offset < count ? offset..<(offset + 1) : count..<count
    case 1:
      let isSpace = { (i: Int) in scalars[i].properties.isWhitespace }
      var start = min(offset, count)
      while start > 0 && !isSpace(start - 1) { start -= 1 }
      var end = start
      while end < count && !isSpace(end) { end += 1 }
      while end < count && isSpace(end) { end += 1 }
      return start..<end
    default:
      return 0..<count
    }
  }
}
