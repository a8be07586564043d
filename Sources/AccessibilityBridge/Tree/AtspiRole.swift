import Compositor

/// The AT-SPI roles the bridge uses, with their numbers in `AtspiRole` (at-spi2-core's
/// `atspi-constants.h`) and the names `GetRoleName` gives.
package enum AtspiRole: UInt32, Sendable, CaseIterable {
  /// A dialog: a window over another, which a person deals with and dismisses (a sheet).
  case dialog = 16
  /// A frame: a top-level window with a title (the app's own window).
  case frame = 23
  /// A picture.
  case image = 27
  /// Text that reads, not acts.
  case label = 29
  /// A list of items.
  case list = 31
  /// An item of a list.
  case listItem = 32
  /// A container that groups.
  case panel = 39
  /// A button.
  case pushButton = 43
  /// A value between bounds that the user moves: the sheet's grabber.
  case slider = 51
  /// A window that serves another (an on-screen keyboard).
  case window = 69
  /// The application: the root of its tree, a child of the desktop.
  case application = 75
  /// A line of text the user edits.
  case entry = 79

  /// The role AT-SPI gives a window of the kind `kind`: the app's own window is a frame, a
  /// sheet a dialog (as GTK gives its dialogs), an auxiliary window a window.
  package init(_ kind: WindowAccessibility.Kind) {
    switch kind {
    case .main: self = .frame
    case .sheet: self = .dialog
    case .auxiliary: self = .window
    }
  }

  /// The role AT-SPI gives an element of the core's model: a button is a push button, a
  /// text field an entry, an adjustable element a slider, a list a list, a row a list
  /// item, static text a label, an image an image, a group a panel.
  package init(_ role: AccessibilityRole) {
    switch role {
    case .button: self = .pushButton
    case .textField: self = .entry
    case .adjustable: self = .slider
    case .list: self = .list
    case .row: self = .listItem
    case .staticText: self = .label
    case .image: self = .image
    case .group: self = .panel
    }
  }

  /// The role's name, as `GetRoleName` and `atspi_role_get_name` say it: `"push button"`.
  package var name: String {
    switch self {
    case .dialog: "dialog"
    case .frame: "frame"
    case .image: "image"
    case .label: "label"
    case .list: "list"
    case .listItem: "list item"
    case .panel: "panel"
    case .pushButton: "push button"
    case .slider: "slider"
    case .window: "window"
    case .application: "application"
    case .entry: "entry"
    }
  }
}
