/// The key that does what an accessibility action does, on the focused view: what
/// assistive technology tells a person they may press instead (AT-SPI's key binding,
/// UIKit's key commands).
///
/// ```swift
/// AccessibilityKeyBinding(.up)                        // Up
/// AccessibilityKeyBinding(.text("c"), modifiers: .control)   // Ctrl+C
/// ```
public struct AccessibilityKeyBinding: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// A key with `modifiers` held.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
