import Compositor
import SheetOverlay

extension Script {
  static let sheetKeys = [
    "style", "detents", "selected", "presented", "dragIndicator", "cornerRadius", "background", "shadow",
    "keyboardPolicy", "backgroundInteraction", "dismissDisabled", "placement", "motion",
  ]

  package static func parseSheet(_ v: JSONValue) throws(ScriptError) -> SheetSettingsDescription {
    guard case .object(let members, _) = v else {
      throw ScriptError(line: v.line, path: "sheet", problem: "expected an object, got \(v.typeName)")
    }
    var d = SheetSettingsDescription()
    var s = SheetSettings()
    for (key, value) in members {
      let path = "sheet." + key
      d.members[key] = value
      switch key {
      case "style":
        s.style = try choice(value, path: path)
      case "detents":
        guard case .array(let items, _) = value else {
          throw ScriptError(line: value.line, path: path, problem: "expected an array, got \(value.typeName)")
        }
        var list: [SheetOverlayDetent] = []
        for (i, item) in items.enumerated() { list.append(try parseDetent(item, path: path + "[\(i)]")) }
        s.detents = list
      case "selected":
        s.selected = try parseDetent(value, path: path)
      case "presented":
        s.presented = try bool(value, path: path)
      case "dragIndicator":
        s.dragIndicator = try choice(value, path: path)
      case "cornerRadius":
        s.cornerRadius = try number(value, path: path, min: 0, max: 1000)
      case "background":
        let name = try string(value, path: path)
        guard let fill = SheetSettings.backgroundCycle.first(where: { $0.name == name })?.fill else {
          let names = SheetSettings.backgroundCycle.map(\.name).joined(separator: ", ")
          throw ScriptError(line: value.line, path: path, problem: "expected one of \(names)")
        }
        s.background = fill
      case "shadow":
        s.shadow = try bool(value, path: path)
      case "keyboardPolicy":
        switch value {
        case .string("ignore", _): s.keyboardPolicy = .ignore
        case .string("fullOffset", _): s.keyboardPolicy = .fullOffset
        case .object(let m, _) where m.count == 1 && m[0].key == "maxOffset":
          s.keyboardPolicy = .maxOffset(try number(m[0].value, path: path + ".maxOffset", min: 0))
        default:
          throw ScriptError(
            line: value.line, path: path, problem: "expected \"ignore\", \"fullOffset\" or {\"maxOffset\": N}")
        }
      case "backgroundInteraction":
        switch value {
        case .string("enabled", _): s.backgroundInteraction = .enabled
        case .string("disabled", _): s.backgroundInteraction = .disabled
        case .string("automatic", _): s.backgroundInteraction = .automatic
        case .object(let m, _) where m.count == 1 && m[0].key == "upThrough":
          s.backgroundInteraction = .enabled(upThrough: try parseDetent(m[0].value, path: path + ".upThrough"))
        default:
          throw ScriptError(
            line: value.line, path: path,
            problem: "expected \"enabled\", \"disabled\", \"automatic\" or {\"upThrough\": detent}")
        }
      case "dismissDisabled":
        s.dismissDisabled = try bool(value, path: path)
      case "placement":
        s.placement = try parsePlacement(value, path: path)
      case "motion":
        s.motion = try choice(value, path: path)
      default:
        throw ScriptError(
          line: value.line, path: path, problem: "unknown member (expected \(sheetKeys.joined(separator: ", ")))")
      }
    }
    d.settings = s
    return d
  }

  /// `"automatic"`, `"bottom"`, `{"bottom": {"maxWidth": N}}` or
  /// `{"floating": {"edge": "leading", "width": N, "margin": M}}`, each member optional.
  static func parsePlacement(_ value: JSONValue, path: String) throws(ScriptError) -> SheetOverlayPlacement {
    let expected =
      "expected \"automatic\", \"bottom\", {\"bottom\": {\"maxWidth\": N}} or "
      + "{\"floating\": {\"edge\": \"leading\", \"width\": N, \"margin\": M}}"
    switch value {
    case .string("automatic", _): return .automatic
    case .string("bottom", _): return .bottom
    case .object(let m, _) where m.count == 1 && m[0].key == "bottom":
      let p = path + ".bottom"
      let members = try object(m[0].value, path: p, keys: ["maxWidth"])
      let maxWidth = try members["maxWidth"].map { v throws(ScriptError) in
        try number(v, path: p + ".maxWidth", min: 1)
      }
      return .bottom(maxWidth: maxWidth)
    case .object(let m, _) where m.count == 1 && m[0].key == "floating":
      let p = path + ".floating"
      let members = try object(m[0].value, path: p, keys: ["edge", "width", "margin"])
      let edge: SheetOverlayPlacement.Edge =
        try members["edge"].map { v throws(ScriptError) in
          try choice(v, path: p + ".edge")
        } ?? .leading
      let width = try members["width"].map { v throws(ScriptError) in try number(v, path: p + ".width", min: 1) }
      let margin = try members["margin"].map { v throws(ScriptError) in
        try number(v, path: p + ".margin", min: 0, max: 1000)
      }
      return .floating(edge: edge, width: width ?? 400, margin: margin ?? 16)
    default:
      throw ScriptError(line: value.line, path: path, problem: expected)
    }
  }

  /// The members of an object, each one of `keys`.
  private static func object(_ v: JSONValue, path: String, keys: [String]) throws(ScriptError) -> [String: JSONValue] {
    guard case .object(let members, _) = v else {
      throw ScriptError(line: v.line, path: path, problem: "expected an object, got \(v.typeName)")
    }
    var found: [String: JSONValue] = [:]
    for (key, value) in members {
      guard keys.contains(key) else {
        throw ScriptError(
          line: value.line, path: path + "." + key, problem: "unknown member (expected \(keys.joined(separator: ", ")))"
        )
      }
      found[key] = value
    }
    return found
  }
}
