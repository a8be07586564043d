import Compositor
import JSONWriting
import SheetOverlay

extension Script {
  /// The script in the format ``parse(_:)`` reads, one event per line, so that
  /// `Script.parse(s.jsonText()) == s` for every script `parse` can return.
  ///
  /// The fuzz tests print their minimal failing cases with it, and the window's `--record`
  /// writes the session with it. The `sheet` object is written from its members as given.
  /// A custom detent, which scripts cannot name, is written as `{"custom": name}`, which
  /// `parse` refuses with a message naming it.
  package func jsonText() -> String {
    var parts: [String] = []
    if let size {
      parts.append("\"size\": " + Self.sizeText(size))
    }
    if let scale {
      parts.append("\"scale\": " + JSONWriter.number(scale))
    }
    let keys = sheet.members.keys.sorted { Self.sheetKeyOrder($0) < Self.sheetKeyOrder($1) }
    if !keys.isEmpty {
      let members = keys.map { JSONWriter.quoted($0) + ": " + sheet.members[$0]!.jsonText }
      parts.append("\"sheet\": {" + members.joined(separator: ", ") + "}")
    }
    let lines = events.map { "    " + $0.jsonText }
    parts.append("\"events\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "]" : "\n  ]"))
    parts.append("\"until\": " + JSONWriter.number(until))
    return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
  }

  static func sizeText(_ size: Size) -> String {
    "{\"width\": \(JSONWriter.number(size.width)), \"height\": \(JSONWriter.number(size.height))}"
  }

  /// Known members in the documented order, then any others by name.
  private static func sheetKeyOrder(_ key: String) -> (Int, String) {
    (sheetKeys.firstIndex(of: key) ?? sheetKeys.count, key)
  }
}

extension ScriptEvent {
  /// The event as one JSON object of a script's `events` array.
  var jsonText: String {
    var members: [(String, String)] = [("t", JSONWriter.number(t)), ("type", JSONWriter.quoted(typeName))]
    func point(_ p: Point) {
      members.append(("x", JSONWriter.number(p.x)))
      members.append(("y", JSONWriter.number(p.y)))
    }
    switch action {
    case .pointer(_, let p, let button, let modifiers):
      point(p)
      if button != .primary { members.append(("button", JSONWriter.quoted(button.rawValue))) }
      if !modifiers.isEmpty { members.append(("modifiers", KeyName.modifiersJSON(modifiers))) }
    case .wheel(let p, let dx, let dy):
      point(p)
      if dx != 0 { members.append(("dx", JSONWriter.number(dx))) }
      members.append(("dy", JSONWriter.number(dy)))
    case .key(let key, let modifiers):
      members += KeyName.members(key, modifiers)
    case .select(let detent):
      members.append(("detent", detent.scriptValue.jsonText))
    case .resize(let size):
      members.append(("width", JSONWriter.number(size.width)))
      members.append(("height", JSONWriter.number(size.height)))
    case .accessibility(let view, let action):
      members.append(("view", JSONWriter.quoted(view)))
      members.append(("action", JSONWriter.quoted(action)))
    case .present, .dismiss, .cancel, .close:
      break
    }
    return "{" + members.map { JSONWriter.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}
