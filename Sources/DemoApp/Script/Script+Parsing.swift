import CommandLineSupport
import Compositor
import SheetOverlay

extension Script {
  /// The most events a script may hold; more is refused rather than run for hours.
  static let maximumEvents = 1_000_000

  /// Parses a script, refusing anything malformed with an error naming the line, the event
  /// index and the field.
  package static func parse(_ text: String) throws(ScriptError) -> Script {
    // Events are converted as the parser reads them, so a million of them never exist as
    // parsed JSON all at once; the first bad one is reported once the whole text is known
    // to be JSON and the other members have been checked, as if it had been read last.
    var events: [ScriptEvent] = []
    var count = 0
    var eventError: ScriptError?
    var last = 0.0
    let root: JSONValue
    do throws(JSONParser.SyntaxError) {
      root = try JSONParser.parse(text, streamingItemsOf: "events") { item, i in
        count += 1
        guard eventError == nil, count <= maximumEvents else { return }
        do throws(ScriptError) {
          let e = try parseEvent(item, index: i)
          guard e.t >= last else {
            throw ScriptError(
              line: item["t"]?.line ?? item.line, path: "events[\(i)].t",
              problem: "time \(e.t) goes backwards (the previous event is at \(last))")
          }
          last = e.t
          events.append(e)
        } catch {
          eventError = error
        }
      }
    } catch {
      throw ScriptError(line: error.line, path: "", problem: "not valid JSON: " + error.problem)
    }
    guard case .object(let members, _) = root else {
      throw ScriptError(line: root.line, path: "", problem: "expected a JSON object at the top, got \(root.typeName)")
    }
    for (key, value) in members where !["size", "scale", "sheet", "events", "until"].contains(key) {
      // An empty name is still named, so the message points at it.
      throw ScriptError(
        line: value.line, path: key.isEmpty ? "\"\"" : key,
        problem: "unknown member (expected size, scale, sheet, events, until)")
    }
    var script = Script()
    if let size = root["size"] { script.size = try parseSize(size, path: "size") }
    if let scale = root["scale"] {
      script.scale = try number(
        scale, path: "scale", min: Screen.scaleRange.lowerBound, max: Screen.scaleRange.upperBound)
    }
    if let sheet = root["sheet"] { script.sheet = try parseSheet(sheet) }
    if let until = root["until"] {
      script.until = try number(until, path: "until", min: 0)
    }
    guard let member = root["events"] else { return script }
    guard case .array = member else {
      throw ScriptError(line: member.line, path: "events", problem: "expected an array, got \(member.typeName)")
    }
    guard count <= maximumEvents else {
      throw ScriptError(
        line: member.line, path: "events", problem: "\(count) events is more than the limit of \(maximumEvents)")
    }
    if let eventError { throw eventError }
    script.events = events
    return script
  }

  static func number(_ v: JSONValue, path: String, min: Double? = nil, max: Double? = nil) throws(ScriptError)
    -> Double
  {
    guard case .number(let x, _) = v else {
      throw ScriptError(line: v.line, path: path, problem: "expected a number, got \(v.typeName)")
    }
    if let min, x < min { throw ScriptError(line: v.line, path: path, problem: "\(x) is below the minimum \(min)") }
    if let max, x > max { throw ScriptError(line: v.line, path: path, problem: "\(x) is above the maximum \(max)") }
    return x
  }

  static func string(_ v: JSONValue, path: String) throws(ScriptError) -> String {
    guard case .string(let s, _) = v else {
      throw ScriptError(line: v.line, path: path, problem: "expected a string, got \(v.typeName)")
    }
    return s
  }

  /// One of an enumeration's cases by its name; the error lists every name.
  static func choice<T: RawRepresentable & CaseIterable>(_ v: JSONValue, path: String) throws(ScriptError) -> T
  where T.RawValue == String {
    let name = try string(v, path: path)
    guard let value = T(rawValue: name) else {
      let names = T.allCases.map(\.rawValue)
      let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      throw ScriptError(line: v.line, path: path, problem: "expected \(list)")
    }
    return value
  }

  static func bool(_ v: JSONValue, path: String) throws(ScriptError) -> Bool {
    guard case .bool(let b, _) = v else {
      throw ScriptError(line: v.line, path: path, problem: "expected true or false, got \(v.typeName)")
    }
    return b
  }

  static func required(_ object: JSONValue, _ key: String, path: String) throws(ScriptError) -> JSONValue {
    guard let v = object[key] else {
      throw ScriptError(line: object.line, path: path + "." + key, problem: "missing field")
    }
    return v
  }

  /// `{"width": 1280, "height": 800}`, `[1280, 800]` or `"1280x800"`.
  static func parseSize(_ v: JSONValue, path: String) throws(ScriptError) -> Size {
    let w: Double
    let h: Double
    switch v {
    case .object:
      w = try number(try required(v, "width", path: path), path: path + ".width", min: 1, max: 8192)
      h = try number(try required(v, "height", path: path), path: path + ".height", min: 1, max: 8192)
    case .array(let items, _) where items.count == 2:
      w = try number(items[0], path: path + "[0]", min: 1, max: 8192)
      h = try number(items[1], path: path + "[1]", min: 1, max: 8192)
    case .string(let s, let line):
      do {
        return try ArgumentScanner.size(s, flag: path, in: 1...8192)
      } catch {
        throw ScriptError(line: line, path: path, problem: "expected WIDTHxHEIGHT with each in 1...8192, got \"\(s)\"")
      }
    default:
      throw ScriptError(line: v.line, path: path, problem: "expected {\"width\", \"height\"}, got \(v.typeName)")
    }
    return Size(width: w.rounded(), height: h.rounded())
  }

  /// The members each event type may have.
  static let eventMembers: [String: [String]] = [
    "down": ["t", "type", "x", "y", "button", "modifiers"], "move": ["t", "type", "x", "y", "button", "modifiers"],
    "up": ["t", "type", "x", "y", "button", "modifiers"], "cancel": ["t", "type"], "close": ["t", "type"],
    "wheel": ["t", "type", "x", "y", "dx", "dy"],
    "key": ["t", "type", "key", "text", "modifiers"],
    "select": ["t", "type", "detent"], "present": ["t", "type"], "dismiss": ["t", "type"],
    "resize": ["t", "type", "width", "height"],
  ]

  static func parseEvent(_ item: JSONValue, index i: Int) throws(ScriptError) -> ScriptEvent {
    let path = "events[\(i)]"
    guard case .object = item else {
      throw ScriptError(line: item.line, path: path, problem: "expected an object, got \(item.typeName)")
    }
    let t = try number(try required(item, "t", path: path), path: path + ".t", min: 0)
    let type = try string(try required(item, "type", path: path), path: path + ".type")
    // A misspelt optional field (`"dX"`) would otherwise be dropped without a word.
    if let allowed = eventMembers[type], case .object(let members, _) = item {
      for (key, value) in members where !allowed.contains(key) {
        throw ScriptError(
          line: value.line, path: path + "." + key,
          problem: "unknown member of a \(type) event (expected \(allowed.joined(separator: ", ")))")
      }
    }
    func coordinate(_ key: String) throws(ScriptError) -> Double {
      try number(try required(item, key, path: path), path: path + "." + key, min: -100_000, max: 100_000)
    }
    switch type {
    case "down", "move", "up":
      let phase = PointerPhase(rawValue: type)!
      var button = PointerButton.primary
      if let value = item["button"] {
        let name = try string(value, path: path + ".button")
        guard let b = PointerButton(rawValue: name) else {
          throw ScriptError(line: value.line, path: path + ".button", problem: "expected primary, middle or secondary")
        }
        button = b
      }
      let point = Point(x: try coordinate("x"), y: try coordinate("y"))
      return ScriptEvent(
        t: t, .pointer(phase, point, button: button, modifiers: try parseModifiers(item, path: path)))
    case "close":
      return ScriptEvent(t: t, .close)
    case "wheel":
      let dx =
        try item["dx"].map { (v) throws(ScriptError) in try number(v, path: path + ".dx", min: -10_000, max: 10_000) }
        ?? 0
      let dy = try number(try required(item, "dy", path: path), path: path + ".dy", min: -10_000, max: 10_000)
      return ScriptEvent(t: t, .wheel(Point(x: try coordinate("x"), y: try coordinate("y")), dx: dx, dy: dy))
    case "key":
      return try parseKey(item, t: t, path: path)
    case "select":
      return ScriptEvent(
        t: t, .select(try parseDetent(try required(item, "detent", path: path), path: path + ".detent")))
    case "present":
      return ScriptEvent(t: t, .present)
    case "dismiss":
      return ScriptEvent(t: t, .dismiss)
    case "cancel":
      return ScriptEvent(t: t, .cancel)
    case "accessibility":
      func name(_ key: String) throws(ScriptError) -> String {
        let s = try string(try required(item, key, path: path), path: path + "." + key)
        guard !s.isEmpty else { throw ScriptError(line: item.line, path: path + "." + key, problem: "empty \(key)") }
        return s
      }
      return ScriptEvent(t: t, .accessibility(view: try name("view"), action: try name("action")))
    case "resize":
      let w = try number(try required(item, "width", path: path), path: path + ".width", min: 1, max: 8192)
      let h = try number(try required(item, "height", path: path), path: path + ".height", min: 1, max: 8192)
      return ScriptEvent(t: t, .resize(Size(width: w.rounded(), height: h.rounded())))
    default:
      throw ScriptError(
        line: item["type"]?.line, path: path + ".type",
        problem:
          "unknown event type \"\(type)\" (expected down, move, up, cancel, wheel, key, select, present, dismiss, "
          + "resize, accessibility, close)"
      )
    }
  }

  /// A key event: `"key"` names the key (see ``KeyName``) or `"text"` gives the text it
  /// typed, such as a string an input method composed; `"modifiers"` lists the modifiers
  /// held (`["shift"]`, `["control"]`), added to any its name implies (`ISO_Left_Tab`).
  static func parseKey(_ item: JSONValue, t: Double, path: String) throws(ScriptError) -> ScriptEvent {
    var key: Key
    var modifiers: KeyModifiers
    switch (item["key"], item["text"]) {
    case (let name?, nil):
      let s = try string(name, path: path + ".key")
      guard !s.isEmpty else { throw ScriptError(line: name.line, path: path + ".key", problem: "empty key name") }
      guard let named = KeyName.key(named: s) else {
        throw ScriptError(
          line: name.line, path: path + ".key",
          problem: "unknown key \"\(s)\" (expected one character, or a name such as Tab, ISO_Left_Tab, Escape, "
            + "Return, BackSpace, Delete, Up, Down, Left, Right, Home, End, Prior, Next, space; "
            + "use \"text\" for a longer text)")
      }
      (key, modifiers) = named
    case (nil, let text?):
      let s = try string(text, path: path + ".text")
      guard !s.isEmpty else { throw ScriptError(line: text.line, path: path + ".text", problem: "empty text") }
      (key, modifiers) = (.text(s), [])
    case (nil, nil):
      throw ScriptError(line: item.line, path: path + ".key", problem: "missing field (a key event needs key or text)")
    case (_, let text?):
      throw ScriptError(line: text.line, path: path + ".text", problem: "give key or text, not both")
    }
    modifiers.formUnion(try parseModifiers(item, path: path))
    key = key == .text(" ") ? .space : key
    return ScriptEvent(t: t, .key(key, modifiers: modifiers))
  }

  /// An event's `"modifiers"`: the modifiers held, as a list of names; none when absent.
  static func parseModifiers(_ item: JSONValue, path: String) throws(ScriptError) -> KeyModifiers {
    guard let list = item["modifiers"] else { return [] }
    guard case .array(let names, _) = list else {
      throw ScriptError(line: list.line, path: path + ".modifiers", problem: "expected an array, got \(list.typeName)")
    }
    var modifiers: KeyModifiers = []
    for (n, value) in names.enumerated() {
      let itemPath = path + ".modifiers[\(n)]"
      guard let modifier = KeyName.modifier(named: try string(value, path: itemPath)) else {
        throw ScriptError(line: value.line, path: itemPath, problem: "expected shift, control, alt or super")
      }
      modifiers.insert(modifier)
    }
    return modifiers
  }

  /// `{"height": 250}`, `"medium"`, `"large"`, `{"fraction": 0.3}` or `"fitContent"`.
  static func parseDetent(_ v: JSONValue, path: String) throws(ScriptError) -> SheetOverlayDetent {
    switch v {
    case .string("medium", _): return .medium
    case .string("large", _): return .large
    case .string("fitContent", _): return .fitContent
    case .object(let members, _) where members.count == 1 && members[0].key == "height":
      return .height(try number(members[0].value, path: path + ".height"))
    case .object(let members, _) where members.count == 1 && members[0].key == "fraction":
      return .fraction(try number(members[0].value, path: path + ".fraction"))
    default:
      throw ScriptError(
        line: v.line, path: path,
        problem: "expected \"medium\", \"large\", \"fitContent\", {\"height\": N} or {\"fraction\": F}")
    }
  }
}
