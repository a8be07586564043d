/// The AT-SPI states the bridge reports, with their numbers in `AtspiStateType`
/// (at-spi2-core's `atspi-constants.h`), and the names state-change events carry.
package enum AtspiState: UInt32, Sendable, CaseIterable {
  /// The frame of the key window.
  case active = 1
  /// The object is gone (never reported by a live object).
  case defunct = 6
  /// The user can change its text.
  case editable = 7
  /// It acts when asked.
  case enabled = 8
  /// Tab can stop at it.
  case focusable = 11
  /// It has keyboard focus.
  case focused = 12
  /// It blocks the windows below it: a modal sheet's frame.
  case modal = 16
  /// It takes user interaction.
  case sensitive = 24
  /// Some of it is on the screen now.
  case showing = 25
  /// Its text is one line.
  case singleLine = 26
  /// It moves up and down.
  case vertical = 29
  /// It is not hidden, though it may be scrolled or clipped out of sight.
  case visible = 30
  /// Its text can be selected.
  case selectableText = 38

  /// The name a `StateChanged` event carries: `"focused"`, `"single-line"`.
  package var eventName: String {
    switch self {
    case .active: "active"
    case .defunct: "defunct"
    case .editable: "editable"
    case .enabled: "enabled"
    case .focusable: "focusable"
    case .focused: "focused"
    case .modal: "modal"
    case .sensitive: "sensitive"
    case .showing: "showing"
    case .singleLine: "single-line"
    case .vertical: "vertical"
    case .visible: "visible"
    case .selectableText: "selectable-text"
    }
  }
}
