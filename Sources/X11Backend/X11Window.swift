import CX11
import Compositor
import Glibc

/// A real, resizable X11 window: frames go out through
/// ``present(pixels:width:height:stride:damage:)``, input comes in through
/// ``nextEvents(timeout:)``. ``X11Host`` runs a screen in one; tests use it directly (SPI).
///
/// Use it from one thread. Creating one installs process-wide handlers: X protocol errors
/// are reported through `Diagnostics` instead of Xlib's default exit, and a lost
/// connection is an error (``X11Error/connectionLost(_:)``) instead of an exit.
package final class X11Window {
  /// The size a window has when none is given: 1280×800.
  public static let defaultSize = Size(width: 1280, height: 800)

  /// How far one wheel notch scrolls, in points: 40, about two lines of list text.
  public static let wheelNotchPoints = 40.0

  /// The title shown by the window manager (`WM_NAME` and `_NET_WM_NAME`).
  public let title: String
  /// The display the window is on, as Xlib resolved it (e.g. `:3`).
  public var displayName: String { connection.name }
  /// The X window id, for tools that look the window up.
  public let windowID: UInt
  /// The window's current size in pixels, updated when ``X11Event/resize(_:)`` is delivered.
  public internal(set) var size: Size
  /// Pixels per point: the window is its size in points times this, and events come in
  /// pixels for the caller to map back (``point(atPixel:)``).
  public let scale: Double
  /// Whether ``close()`` has run.
  public private(set) var isClosed = false
  /// Whether another client destroyed the window.
  public internal(set) var isDestroyed = false
  /// The requests the last present sent: uploads, shapes, and window changes.
  public internal(set) var requestsInLastPresent = 0

  let connection: X11Connection
  /// The visual, colormap, graphics context and protocol atoms, freed in ``close()``.
  let resources: X11WindowResources
  /// The child X windows of compositor windows shown separately, and the keyboard focus.
  var separateWindows: X11SeparateWindows
  /// The input method, the pointer sequence and server time, and events held back.
  var input: X11InputState
  /// The Present queue frames go through, or why they do not.
  let presentExtension: X11PresentAvailability
  /// The upload path and the shared-memory segment, detached in ``close()``.
  let uploader: X11FrameUploader
  /// The `CLIPBOARD` and `PRIMARY` selections.
  let selections: X11Selections

  /// How the next frame will be uploaded: MIT-SHM until the server proves unable to use it.
  public var uploadPath: UploadPath { uploader.path }
  /// Why frames do not go through MIT-SHM, when they do not; for diagnostics.
  public var sharedMemoryUnavailableReason: String? { uploader.sharedMemoryUnavailableReason }
  /// A file descriptor that, once readable, makes ``nextEvents(timeout:)`` return early:
  /// the read end of a pipe a signal handler writes to, say.
  public var wakeDescriptor: Int32? {
    get { input.wakeDescriptor }
    set { input.wakeDescriptor = newValue }
  }
  /// Whether each compositor window above the lowest is shown as an X window of its own
  /// (see ``present(pixels:width:height:stride:damage:frame:)``).
  public var showsWindowsSeparately: Bool { separateWindows.isEnabled }
  /// What child X windows' `WM_NAME` starts with, before the compositor window's name.
  public var childTitlePrefix: String { separateWindows.titlePrefix }
  /// Whether the X keyboard focus is on the top-level or one of its children, as the server
  /// said at the last focus change.
  public var hasInputFocus: Bool { separateWindows.hasInputFocus }
  /// Frames on the display's clock, when the Present extension is in use.
  var presentQueue: X11PresentQueue? { presentExtension.queue }
  /// The `CLIPBOARD` selection, for the screen's clipboard.
  var clipboard: X11Clipboard { selections.clipboard }
  /// The `PRIMARY` selection, for the screen's primary clipboard.
  var primary: X11Clipboard { selections.primary }
  /// Server timestamps and Present USTs to seconds on the window's clock.
  var timeMapper: ServerTimeMapper {
    get { input.timeMapper }
    set { input.timeMapper = newValue }
  }

  /// Opens `displayName` (or `$DISPLAY` when `nil`), then creates and maps a window.
  ///
  /// - Parameters:
  ///   - size: the size in points; the window is `size × scale` pixels.
  ///   - scale: pixels per point; `nil` takes the server's `Xft.dpi` resource over 96
  ///     (``X11Connection/resourceScale``), else 1.
  ///   - clock: the clock event timestamps are mapped onto (pass the screen's clock).
  ///   - sharedMemory: `.disabled` forces `XPutImage`, e.g. to compare the two paths.
  /// - Throws: ``X11Error/cannotOpenDisplay(_:)`` with no display, whose description is
  ///   `cannot open display <name>; set DISPLAY`; ``X11Error`` for a server
  ///   without a usable visual, a scale outside `Screen.scaleRange` or a size outside
  ///   1...32767 pixels.
  ///   - separateWindows: show each compositor window above the lowest as an X window of
  ///     its own, whose input shape lets the server route clicks (needs SHAPE 1.1); its
  ///     `WM_NAME` is `childTitlePrefix` and the compositor window's name.
  ///   - identity: what the desktop shows of the app: class, minimum size, icon.
  ///   - presentExtension: show frames at vblanks through the X Present extension when
  ///     the server offers it (``usesPresentExtension``); by default they are uploaded
  ///     straight into the window, shown when the call returns.
  public init(
    displayName: String? = nil, title: String = "SheetCompositor", size: Size = X11Window.defaultSize,
    scale: Double? = nil, clock: FrameClock = SystemClock(), sharedMemory: SharedMemoryPreference = .automatic,
    separateWindows: Bool = false, childTitlePrefix: String = "", identity: X11AppIdentity = X11AppIdentity(),
    presentExtension: Bool = false
  ) throws(X11Error) {
    if let scale, !(scale.isFinite && Screen.scaleRange.contains(scale)) {
      throw .windowCreationFailed("scale \(scale) must be between \(Screen.scaleRange)")
    }
    let connection = try X11Connection(displayName: displayName)
    let scale = scale ?? connection.resourceScale ?? 1
    let scaled = Size(width: size.width * scale, height: size.height * scale)
    guard let pixelSize = Self.pixelSize(scaled) else {
      Self.abandonCreation(on: connection)
      throw .windowCreationFailed("size \(size) at scale \(scale) must be between 1 and 32767 pixels")
    }
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    do throws(X11Error) {
      (visual, depth) = try X11WindowResources.argbVisual(connection)
    } catch {
      Self.abandonCreation(on: connection)
      throw error
    }
    let display = connection.display
    let colormap = XCreateColormap(display, connection.root, visual, AllocNone)

    var attributes = XSetWindowAttributes()
    attributes.background_pixmap = 0  // None: no flash of background before a frame lands
    attributes.border_pixel = 0
    attributes.colormap = colormap
    attributes.bit_gravity = NorthWestGravity
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
      | KeyPressMask | KeyReleaseMask | FocusChangeMask
    let window = XCreateWindow(
      display, connection.root, 0, 0, UInt32(pixelSize.width), UInt32(pixelSize.height), 0, depth,
      UInt32(InputOutput), visual, UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWBitGravity | CWEventMask),
      &attributes)
    guard window != 0, let graphicsContext = XCreateGC(display, window, 0, nil) else {
      Self.abandonCreation(on: connection, window: window, colormap: colormap)
      throw .windowCreationFailed("XCreateWindow or XCreateGC failed on \(connection.name)")
    }

    self.connection = connection
    self.windowID = window
    self.title = title
    self.scale = scale
    self.size = Size(width: Double(pixelSize.width), height: Double(pixelSize.height))
    self.resources = X11WindowResources(
      visual: visual, depth: depth, colormap: colormap, graphicsContext: graphicsContext,
      deleteWindowAtom: connection.atom("WM_DELETE_WINDOW"), protocolsAtom: connection.atom("WM_PROTOCOLS"))
    var shapeEvent: Int32 = 0
    var shapeError: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    let shape =
      XShapeQueryExtension(display, &shapeEvent, &shapeError) != 0 && XShapeQueryVersion(display, &major, &minor) != 0
      && (major > 1 || (major == 1 && minor >= 1))
    let keys = X11KeyTranslator(display: display)
    self.input = X11InputState(clock: clock, keys: keys)
    self.selections = X11Selections(connection: connection, window: window, clock: clock)
    keys.addWindow(window)
    self.separateWindows = X11SeparateWindows(isEnabled: separateWindows && shape, titlePrefix: childTitlePrefix)
    if separateWindows && !shape {
      Diagnostics.report("X11 \(connection.name): no SHAPE 1.1 extension; showing one window")
    }
    self.uploader = X11FrameUploader(connection: connection, preference: sharedMemory)
    self.presentExtension = X11PresentAvailability.make(
      wanted: presentExtension, connection: connection, window: window, depth: depth)

    // The title last, with the map in the same flush: whoever finds the window by its name
    // finds its pid, class, hints and icon set too.
    setDesktopProperties(identity)
    setTitleAndProtocols()
    XMapWindow(display, window)
    let errors = connection.sync()
    guard errors.isEmpty else {
      close()
      throw .windowCreationFailed(errors.joined(separator: "; "))
    }
    waitUntilMapped(seconds: 2)
  }

  deinit { close() }

  /// Whether frames go to the screen through the X Present extension: at a vblank, with
  /// the server reporting when (``takeShownFrames()``).
  public var usesPresentExtension: Bool { presentQueue != nil }

  /// The frames the server reported shown since the last call (Present only).
  func takeShownFrames() -> [X11PresentQueue.Shown] {
    presentQueue?.takeShown() ?? []
  }

  /// The vblanks the server reported since the last call (Present only): the display's
  /// clock, apart from when frames were shown.
  func takeVblanks() -> [X11PresentQueue.Vblank] {
    presentQueue?.takeVblanks() ?? []
  }

  /// Destroys the window and closes the connection; later calls do nothing.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    uploader.releaseSharedImage()
    presentQueue?.close()
    let display = connection.display
    input.keys.close()
    // A window another client destroyed took its children with it.
    if !isDestroyed {
      for child in separateWindows.children.values { XDestroyWindow(display, child.id) }
      XDestroyWindow(display, windowID)
    }
    separateWindows.children.removeAll()
    resources.free(on: display)
    connection.sync()
    connection.close()
  }

  private func setTitleAndProtocols() {
    let display = connection.display
    // The atoms first: looking one up is a round trip, which would send the name ahead.
    let nameAtom = connection.atom("_NET_WM_NAME")
    let utf8Atom = connection.atom("UTF8_STRING")
    XStoreName(display, windowID, title)
    let utf8 = Array(title.utf8)
    XChangeProperty(display, windowID, nameAtom, utf8Atom, 8, PropModeReplace, utf8, Int32(utf8.count))
    var deleteAtom = resources.deleteWindowAtom
    XSetWMProtocols(display, windowID, &deleteAtom, 1)
  }

  /// Waits for `MapNotify`, so the window can be drawn into and read back when init returns.
  private func waitUntilMapped(seconds: Double) {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var event = XEvent()
    while XCheckTypedWindowEvent(connection.display, windowID, MapNotify, &event) == 0 {
      guard ContinuousClock.now < deadline else { return }
      connection.waitReadable(seconds: 0.05)
    }
  }

  /// Undoes a creation that failed before the window owned its resources (from then on
  /// ``close()`` frees them): destroys `window` and frees `colormap` when made (`0`: not
  /// made), newest first, then closes `connection`.
  ///
  /// The connection's deinit would close it too, and the server would then free what the
  /// connection made, but only when the last reference goes: closing here frees all of it
  /// before the error reaches the caller. ``X11Connection/close()`` runs once, so the
  /// deinit's close after this does nothing.
  private static func abandonCreation(on connection: X11Connection, window: UInt = 0, colormap: Colormap = 0) {
    let display = connection.display
    if window != 0 { XDestroyWindow(display, window) }
    if colormap != 0 { XFreeColormap(display, colormap) }
    connection.close()
  }

  /// The whole-pixel size for `size`, or `nil` when X cannot make a window that size.
  package static func pixelSize(_ size: Size) -> (width: Int, height: Int)? {
    guard size.isFinite, size.width >= 1, size.height >= 1, size.width <= 32767, size.height <= 32767 else {
      return nil
    }
    return (Int(size.width.rounded()), Int(size.height.rounded()))
  }
}
