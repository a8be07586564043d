import Compositor
import SheetOverlay

/// The `sheet` object of a script: each member the script set, the rest left to defaults.
package struct SheetSettingsDescription: Equatable, Sendable {
  /// The members as written, for a recorded script to write back.
  package var members: [String: JSONValue] = [:]
  /// The settings they make.
  package var settings = SheetSettings()

  /// No members: every default.
  package init() {}
}
