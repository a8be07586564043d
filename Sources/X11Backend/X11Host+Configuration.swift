import Compositor

extension X11Host {
  /// How the host's window looks to the desktop and shows the screen.
  public struct Configuration: Sendable {
    /// The window's title (`WM_NAME`, and `_NET_WM_NAME` in UTF-8).
    public var title: String
    /// The app's name and class (`WM_CLASS`), as window rules and `xprop` match them.
    public var applicationName: String
    /// The class half of `WM_CLASS`, capitalised by convention (`"Maps"`).
    public var applicationClass: String
    /// The window's size in points; `nil` takes the screen's.
    public var size: Size?
    /// Pixels per point (`Screen.scaleRange`); `nil` takes the X server's `Xft.dpi`
    /// resource over 96 (144 → 1.5, 192 → 2), else 1.
    public var scale: Double?
    /// The smallest size, in points, the window manager lets a person make the window.
    public var minimumSize: Size
    /// The icon taskbars and switchers show.
    public var icon: X11Icon?
    /// Whether each of the screen's windows above the lowest is an X window of its own,
    /// shaped to what it draws and takes, so the X server routes clicks and other tools see
    /// the windows; one X window shows everything when `false`.
    public var showsWindowsSeparately: Bool
    /// What each separate window's `WM_NAME` starts with, before the screen window's name.
    public var windowTitlePrefix: String
    /// The X display to open (`":1"`); `nil` reads `DISPLAY`.
    public var displayName: String?
    /// Whether frames go to the screen through the X Present extension when the server
    /// offers it: shown at the display's vblank, with the server saying when (see
    /// ``X11Host/onFrameShown``). `false`, or the environment variable
    /// `SHEET_COMPOSITOR_NO_PRESENT` set to anything but `0`, uploads frames straight into
    /// the windows (MIT-SHM, else `XPutImage`), paced by the host's own timer.
    public var usesPresentExtension: Bool
    /// When in the refresh frames start, with Present: ``X11Host/FrameStart/late`` unless
    /// given.
    public var frameStart: FrameStart
    /// Whether SIGINT, SIGTERM and SIGHUP end ``X11Host/run()`` (from the host's creation
    /// until ``X11Host/close()``; ``X11Host/terminationSignal`` says which), so the app's
    /// cleanup after the run happens. `true` unless the app handles them itself.
    public var stopsOnTerminationSignals: Bool

    /// A configuration; `title` also names the app unless `applicationName` is given.
    public init(
      title: String, applicationName: String? = nil, applicationClass: String? = nil, size: Size? = nil,
      scale: Double? = nil, minimumSize: Size = Size(width: 200, height: 150), icon: X11Icon? = nil,
      showsWindowsSeparately: Bool = true,
      windowTitlePrefix: String? = nil, displayName: String? = nil, usesPresentExtension: Bool = true,
      frameStart: FrameStart = .late, stopsOnTerminationSignals: Bool = true
    ) {
      self.title = title
      let name =
        applicationName
        ?? title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        .joined(separator: "-")
      self.applicationName = name.isEmpty ? "app" : name
      self.applicationClass = applicationClass ?? title
      self.size = size
      self.scale = scale
      self.minimumSize = minimumSize
      self.icon = icon
      self.showsWindowsSeparately = showsWindowsSeparately
      self.windowTitlePrefix = windowTitlePrefix ?? title + ": "
      self.displayName = displayName
      self.usesPresentExtension = usesPresentExtension
      self.frameStart = frameStart
      self.stopsOnTerminationSignals = stopsOnTerminationSignals
    }
  }
}
