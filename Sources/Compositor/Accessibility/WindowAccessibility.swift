/// What assistive technology reads of a window: what kind of window it is, its name and a
/// description, as GTK names a window by its title and gives a dialog a role of its own.
///
/// A window without one is the app's own window, named by its host (the app's title).
///
/// ```swift
/// mainWindow.accessibility = WindowAccessibility(label: "Places")
/// ```
public struct WindowAccessibility: Hashable, Sendable {
  /// What kind of window it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The app's own window, a top level with a title (AT-SPI's frame).
    case main
    /// A sheet over a window, which a person moves to and dismisses (AT-SPI's dialog,
    /// modal when it blocks what lies below).
    case sheet
    /// A window that serves another: an on-screen keyboard, a popup (AT-SPI's window).
    case auxiliary
  }

  /// What kind of window it is.
  public var kind: Kind
  /// Its name, read when it gets the focus: the app's title, the sheet's name; `nil` leaves
  /// it to the host.
  public var label: String?
  /// More about it, read after its name; `nil` for nothing.
  public var description: String?

  /// Describes a window.
  public init(kind: Kind = .main, label: String? = nil, description: String? = nil) {
    self.kind = kind
    self.label = label
    self.description = description
  }
}
