import SheetOverlay

extension SheetSettingsDescription {
  /// A description that writes `settings`: one member for each setting that differs from
  /// the demo's default, so a recorded or generated script says only what it changes.
  ///
  /// A background outside ``SheetSettings/backgroundCycle`` is written as `"custom"`, which
  /// a script cannot name, so such a description does not read back.
  init(settings: SheetSettings) {
    self.init()
    self.settings = settings
    let defaults = SheetSettings()
    func set(_ key: String, _ value: JSONValue, if changed: Bool) {
      if changed { members[key] = value }
    }
    set("style", .string(settings.style.rawValue, line: 0), if: settings.style != defaults.style)
    set(
      "detents", .array(settings.detents.map(\.scriptValue), line: 0), if: settings.detents != defaults.detents)
    set("selected", settings.selected.scriptValue, if: settings.selected != defaults.selected)
    set("presented", .bool(settings.presented, line: 0), if: settings.presented != defaults.presented)
    set(
      "dragIndicator", .string(settings.dragIndicator.rawValue, line: 0),
      if: settings.dragIndicator != defaults.dragIndicator)
    set("cornerRadius", .number(settings.cornerRadius, line: 0), if: settings.cornerRadius != defaults.cornerRadius)
    set(
      "background", .string(SheetSettings.name(of: settings.background), line: 0),
      if: settings.background != defaults.background)
    set("shadow", .bool(settings.shadow, line: 0), if: settings.shadow != defaults.shadow)
    set(
      "keyboardPolicy", Self.value(of: settings.keyboardPolicy), if: settings.keyboardPolicy != defaults.keyboardPolicy)
    set(
      "backgroundInteraction", Self.value(of: settings.backgroundInteraction),
      if: settings.backgroundInteraction != defaults.backgroundInteraction)
    set(
      "dismissDisabled", .bool(settings.dismissDisabled, line: 0),
      if: settings.dismissDisabled != defaults.dismissDisabled)
    set("placement", Self.value(of: settings.placement), if: settings.placement != defaults.placement)
    set("motion", .string(settings.motion.rawValue, line: 0), if: settings.motion != defaults.motion)
  }

  private static func value(of placement: SheetOverlayPlacement) -> JSONValue {
    switch placement {
    case .automatic: return .string("automatic", line: 0)
    case .bottom(nil): return .string("bottom", line: 0)
    case .bottom(let maxWidth?):
      return .object([("bottom", .object([("maxWidth", .number(maxWidth, line: 0))], line: 0))], line: 0)
    case .floating(let edge, let width, let margin):
      let members: [(String, JSONValue)] = [
        ("edge", .string(edge.rawValue, line: 0)), ("width", .number(width, line: 0)),
        ("margin", .number(margin, line: 0)),
      ]
      return .object([("floating", .object(members, line: 0))], line: 0)
    }
  }

  private static func value(of policy: SheetOverlayKeyboardPolicy) -> JSONValue {
    switch policy {
    case .ignore: .string("ignore", line: 0)
    case .fullOffset: .string("fullOffset", line: 0)
    case .maxOffset(let v): .object([("maxOffset", .number(v, line: 0))], line: 0)
    }
  }

  private static func value(of interaction: SheetOverlayBackgroundInteraction) -> JSONValue {
    switch interaction.kind {
    case .automatic: .string("automatic", line: 0)
    case .enabled: .string("enabled", line: 0)
    case .disabled: .string("disabled", line: 0)
    case .enabledUpThrough(let d): .object([("upThrough", d.scriptValue)], line: 0)
    }
  }
}
