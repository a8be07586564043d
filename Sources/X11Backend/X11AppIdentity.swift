import Compositor

/// What the desktop shows of an app beside its window's title: its class, the smallest
/// size its window may take, and its icon. ``X11Host`` makes it from its configuration.
package struct X11AppIdentity: Sendable {
  /// `WM_CLASS`'s instance name, as `xprop` and window rules match it.
  public var applicationName: String
  /// `WM_CLASS`'s class name.
  public var applicationClass: String
  /// The smallest size, in pixels, the window manager lets the window take
  /// (`WM_NORMAL_HINTS`).
  public var minimumSize: Size
  /// The icon (`_NET_WM_ICON`), if any.
  public var icon: X11Icon?

  /// An identity; the defaults name SheetCompositor.
  public init(
    applicationName: String = "sheet-compositor", applicationClass: String = "SheetCompositor",
    minimumSize: Size = Size(width: 1, height: 1), icon: X11Icon? = nil
  ) {
    self.applicationName = applicationName
    self.applicationClass = applicationClass
    self.minimumSize = minimumSize
    self.icon = icon
  }
}
