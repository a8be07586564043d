import Compositor
import SheetOverlay

/// The `sheet` object of a script: each member the script set, the rest left to defaults.
public struct SheetSettingsDescription: Equatable, Sendable {
  /// The members as written, for a recorded script to write back.
  public var members: [String: JSONValue] = [:]
  /// The settings they make.
  public var settings = SheetSettings()

  /// No members: every default.
  public init() {}
}
