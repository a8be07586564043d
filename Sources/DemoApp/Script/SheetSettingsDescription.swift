import Compositor
import SheetOverlay

/// The `sheet` object of a script: each member the script set, the rest left to defaults.
struct SheetSettingsDescription: Equatable, Sendable {
  /// The members as written, for a recorded script to write back.
  var members: [String: JSONValue] = [:]
  /// The settings they make.
  var settings = SheetSettings()

  /// No members: every default.
  init() {}
}
