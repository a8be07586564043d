extension AccessibleMethods {
  static let textMembers: Set<String> = [
    "GetText", "GetCharacterAtOffset", "GetStringAtOffset", "GetTextAtOffset", "GetNSelections", "GetSelection",
    "SetCaretOffset", "GetDefaultAttributes", "GetDefaultAttributeSet", "GetAttributeRun", "GetAttributes",
    "GetAttributeValue", "GetCharacterExtents", "GetRangeExtents", "GetOffsetAtPoint", "AddSelection",
    "RemoveSelection", "SetSelection",
  ]

  /// `org.a11y.atspi.Text`, read-only: a text field's text, counted in Unicode characters
  /// as AT-SPI counts offsets.
  static func textOutcome(_ call: MethodCall, _ node: AccessibleNode, _ tree: AccessibleTree) -> MethodOutcome {
    let scalars = Array((node.text ?? "").unicodeScalars)
    let count = scalars.count
    func clamp(_ offset: Int32) -> Int { min(max(Int(offset), 0), count) }
    func string(_ range: Range<Int>) -> String {
      var s = String.UnicodeScalarView()
      s.append(contentsOf: scalars[range])
      return String(s)
    }
    let noAttributes = DBusValue.stringDictionary([])
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
    case "GetStringAtOffset", "GetTextAtOffset":
      if let wrong = mismatch(call, "iu") { return wrong }
      guard case .int32(let offset) = call.arguments[0], case .uint32(let granularity) = call.arguments[1] else {
        return error(DBusErrorName.invalidArgs, "\(call.member) takes (iu)")
      }
      let range = textRange(around: clamp(offset), in: scalars, granularity: granularity)
      return values(.string(string(range)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound)))
    case "GetNSelections":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.int32(0))
    case "GetSelection":
      if let wrong = mismatch(call, "i") { return wrong }
      return error(DBusErrorName.invalidArgs, "selection index out of range: 0 selections")
    case "SetCaretOffset", "RemoveSelection":
      if let wrong = mismatch(call, "i") { return wrong }
      return values(.boolean(false))
    case "AddSelection":
      if let wrong = mismatch(call, "ii") { return wrong }
      return values(.boolean(false))
    case "SetSelection":
      if let wrong = mismatch(call, "iii") { return wrong }
      return values(.boolean(false))
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
