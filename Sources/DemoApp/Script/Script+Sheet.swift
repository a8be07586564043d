import Compositor
import SheetOverlay

extension Script {
  static let sheetKeys = [
    "style", "detents", "selected", "presented", "dragIndicator", "cornerRadius", "background", "shadow",
    "keyboardPolicy", "backgroundInteraction", "dismissDisabled",
  ]

  static func parseSheet(_ v: JSONValue) throws(ScriptError) -> SheetSettingsDescription {
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
      default:
        throw ScriptError(
          line: value.line, path: path, problem: "unknown member (expected \(sheetKeys.joined(separator: ", ")))")
      }
    }
    d.settings = s
    return d
  }
}
