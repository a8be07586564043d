import Compositor
import Rendering

/// A ``Compositor/Screen`` in a real X11 window, run until the person closes it or the app
/// stops it: the X11 counterpart of a headless run, behind the same ``ScreenHost``
/// contract.
///
/// ```swift
/// let screen = Screen(size: Size(width: 1280, height: 800), clock: SystemClock())
/// // ... windows, views, a sheet ...
/// let host = try X11Host(screen: screen, configuration: .init(title: "Maps"))
/// try host.run()          // returns when the window is closed or host.stop() is called
/// ```
///
/// The host reads and coalesces input, gives it to the screen, ticks the screen and takes
/// its frame, renders it and presents the pixels — at most once per refresh interval of the
/// display (RandR's rate for the output under the window, else 60 Hz), with the input that
/// arrived in between coalesced into the next frame, and not at all while nothing moves:
/// then it sleeps on the X connection. Time is the screen's clock, which should be the
/// monotonic wall clock (`SystemClock`); input timestamps are mapped onto it. The screen's
/// clipboard becomes the X `CLIPBOARD` selection.
///
/// Hooks: ``eventFilter`` sees each event before the screen (an app's own keys, a
/// recording), ``onFrame`` sees each frame (a trace), ``watch(fileDescriptor:onReadable:)``
/// adds descriptors to wait on with the X connection (a D-Bus connection), and
/// ``stopHandle`` stops the loop from another thread or a signal's dispatch source. Use the
/// host from one thread.
public final class X11Host: ScreenHost {
  /// The screen shown.
  public let screen: Screen
  /// The renderer that draws the screen's frames; set its background or damage overlay.
  public let renderer: FrameRenderer
  /// How the window was opened.
  public let configuration: Configuration
  /// Sees every event before the screen; returns `true` when it took the event. A close
  /// request it does not take stops the host.
  public var eventFilter: ((HostEvent) -> Bool)?
  /// Called once a frame, after the tick, with the frame's number and the frame, before
  /// it is rendered.
  public var onFrame: ((Int, ScreenFrame) -> Void)?
  /// Called after each frame is presented (its pixels are with the X server), with when it
  /// ran and which input it took: for work that follows a frame, and for measuring.
  public var onFramePresented: ((X11FrameTiming) -> Void)?
  /// Sees each key press and release as the X server reported it, before the input method
  /// and the screen; returning `true` drops it, so nothing in the app acts on it. A screen
  /// reader's hook goes here: the accessibility bridge hands the key to the registry's
  /// listeners first, as GTK does, and a key one of them consumed is theirs.
  public var keyStrokeFilter: ((X11KeyStroke) -> Bool)? {
    get { window.keyStrokeFilter }
    set { window.keyStrokeFilter = newValue }
  }
  /// Whether one of the app's X windows has the X keyboard focus. A change of it asks for
  /// a frame, so what follows the focus (an accessibility client's active window) hears of
  /// it.
  public var hasInputFocus: Bool { window.hasInputFocus }
  /// Stops ``run()`` from any thread.
  public let stopHandle = X11StopHandle()
  /// The display's refresh rate, in frames a second, that frames are paced to.
  public let refreshRate: Double
  /// How many frames ran.
  public private(set) var frameCount = 0

  let window: X11Window
  private var watches: [(token: Int, descriptor: Int32, body: () -> Void)] = []
  private var nextWatchToken = 0
  private var pending: [X11Event] = []
  private var pendingInputTimes: [Double] = []
  private var exposed: [Rect] = []
  /// When the next frame may start: on a grid one refresh interval apart.
  private var due = -Double.infinity
  private var isRunning = false

  /// Opens the window for `screen` (at ``Configuration/size``, else the screen's size, in
  /// points) and shows it; the screen takes the window's size, its scale (``scale``) and
  /// its clipboard becomes X's.
  ///
  /// - Throws: ``X11Error/cannotOpenDisplay(_:)`` without a display, whose description is
  ///   the message to print; ``X11Error`` when the server cannot make the window.
  public init(screen: Screen, configuration: Configuration, renderer: FrameRenderer = FrameRenderer()) throws(X11Error)
  {
    let identity = X11AppIdentity(
      applicationName: configuration.applicationName, applicationClass: configuration.applicationClass,
      minimumSize: configuration.minimumSize, icon: configuration.icon)
    window = try X11Window(
      displayName: configuration.displayName, title: configuration.title, size: configuration.size ?? screen.size,
      scale: configuration.scale, clock: screen.clock, separateWindows: configuration.showsWindowsSeparately,
      childTitlePrefix: configuration.windowTitlePrefix, identity: identity)
    self.screen = screen
    self.configuration = configuration
    self.renderer = renderer
    refreshRate = window.refreshRate().flatMap { (1...1000).contains($0) ? $0 : nil } ?? 60
    screen.clipboard = window.clipboard
    screen.scale = window.scale
    screen.resize(to: window.points(window.size))
  }

  deinit { close() }

  /// Pixels per point of the window and the screen: ``Configuration/scale``, else the X
  /// server's `Xft.dpi` resource over 96, else 1. The window is the screen's size times
  /// this in pixels, and a pointer at a pixel is at that pixel's centre in points.
  public var scale: Double { window.scale }

  /// The time between frames: one refresh of the display.
  public var frameInterval: Double { 1 / refreshRate }

  /// The X window's id, for tools that look it up (`xprop -id`).
  public var windowID: UInt { window.windowID }

  /// The display the window is on, as Xlib resolved it (`:1`).
  public var displayName: String { window.displayName }

  /// Where the window's top-left corner is on the X screen, in pixels, as the server says
  /// now (one round trip): what screen coordinates, such as an accessibility client's, are
  /// measured from. Zero once the window is closed.
  public var originOnScreen: Point { window.originOnScreen }

  /// Destroys the window and closes the connection; the screen's clipboard goes back to
  /// one in memory. Later calls do nothing.
  public func close() {
    guard !window.isClosed else { return }
    if screen.clipboard === window.clipboard { screen.clipboard = MemoryClipboard() }
    window.close()
  }

  /// Asks ``run()`` to return after the frame in progress.
  public func stop() {
    stopHandle.stop()
  }

  /// Waits on `fileDescriptor` together with the X connection, and calls `onReadable` on
  /// the loop's thread each time it is readable (or hung up), until
  /// ``unwatch(_:)``. Returns the token that removes it.
  @discardableResult
  public func watch(fileDescriptor: Int32, onReadable: @escaping () -> Void) -> Int {
    nextWatchToken += 1
    watches.append((nextWatchToken, fileDescriptor, onReadable))
    return nextWatchToken
  }

  /// Stops watching the descriptor `watch(fileDescriptor:onReadable:)` returned `token`
  /// for; an unknown token does nothing.
  public func unwatch(_ token: Int) {
    watches.removeAll { $0.token == token }
  }

  /// Runs frames until the window is closed (a close request the ``eventFilter`` does not
  /// take), ``stop()`` is called, or the X server or the window is lost.
  ///
  /// - Throws: ``X11Error/connectionLost(_:)`` when the X server goes away,
  ///   ``X11Error/windowDestroyed`` when another client destroys the window,
  ///   ``X11Error/closed`` after ``close()``, and what rendering a frame throws
  ///   (`RenderingError`). The window stays open after `run` returns; a later `run`
  ///   continues.
  public func run() throws {
    guard !window.isClosed else { throw X11Error.closed }
    precondition(!isRunning, "X11Host.run() is already running")
    isRunning = true
    defer {
      isRunning = false
      stopHandle.reset()
    }
    while !stopHandle.isStopped {
      try gather()
      if stopHandle.isStopped { break }
      if wantsFrame && screen.clock.now >= due - Self.earliness { try frame() }
    }
  }

  /// How early a frame may start before its time, for a wait that wakes a hair early.
  static let earliness = 0.0001

  /// Whether a frame has something to do: input to hand over, pixels to show again, or
  /// an animation that asked for one.
  private var wantsFrame: Bool { !pending.isEmpty || !exposed.isEmpty || screen.needsFrame }

  /// Waits for the X connection, the stop pipe and the watched descriptors — until the
  /// next frame is due when one is wanted, else as long as it takes — then runs the
  /// watched descriptors' callbacks and reads what the X server sent.
  private func gather() throws {
    let now = screen.clock.now
    var timeout: Double? = wantsFrame ? Swift.max(0, due - now) : nil
    if let deadline = window.clipboard.nextDeadline { timeout = Swift.min(timeout ?? .infinity, deadline - now) }
    let watched = watches
    let ready = window.connection.waitReadable(
      seconds: timeout.map { Swift.max(0, $0) }, alsoWatching: [stopHandle.wakeDescriptor] + watched.map(\.descriptor))
    if ready.contains(stopHandle.wakeDescriptor) { stopHandle.drain() }
    for watch in watched where ready.contains(watch.descriptor) { watch.body() }
    let focused = window.hasInputFocus
    defer { if window.hasInputFocus != focused { screen.requestFrame() } }
    for event in try window.readEvents() {
      switch event {
      case .hover:
        continue  // nothing in the screen follows a pointer that is not pressed
      case .pointer(let p, _): pendingInputTimes.append(p.timestamp)
      case .wheel(let w): pendingInputTimes.append(w.timestamp)
      case .key(let k): pendingInputTimes.append(k.timestamp)
      default: break
      }
      pending.append(event)
    }
    window.clipboard.expire()
  }

  /// One frame: the input since the last, coalesced, to the filter and the screen; a tick;
  /// the frame taken, shown to ``onFrame``, rendered and presented.
  private func frame() throws {
    let clock = screen.clock
    let start = clock.now
    // On a grid of refresh intervals; after a stall or a sleep, a new grid from now.
    due = due + frameInterval > start ? due + frameInterval : start + frameInterval
    let events = X11EventCoalescing.coalesce(pending)
    pending.removeAll(keepingCapacity: true)
    for event in events {
      switch event {
      case .pointer(var p, let routed):
        p.location = window.point(atPixel: p.location)
        deliver(.pointer(p, window: routed))
      case .wheel(var w):
        w.location = window.point(atPixel: w.location)
        deliver(.wheel(w))
      case .key(let k): deliver(.key(k))
      case .resize(let size): deliver(.resize(window.points(size)))
      case .close: deliver(.closeRequest)
      case .expose(let area): exposed.append(area)  // the pixels are current: shown again
      case .hover: break
      }
    }
    screen.tick()
    let screenFrame = screen.takeFrame(includingRegions: window.showsWindowsSeparately)
    onFrame?(frameCount, screenFrame)
    let rendered = try renderer.render(screenFrame)
    let surface = rendered.surface
    try window.present(
      pixels: UnsafeRawPointer(surface.baseAddress), width: surface.width, height: surface.height,
      stride: surface.stride, damage: rendered.damage.map(\.rect) + exposed, frame: screenFrame)
    exposed.removeAll()
    let timing = X11FrameTiming(
      number: frameCount, start: start, presented: clock.now, inputTimes: pendingInputTimes)
    pendingInputTimes.removeAll(keepingCapacity: true)
    frameCount += 1
    onFramePresented?(timing)
  }

  /// Shows `event` to the filter, then to the screen; a close request nobody takes stops.
  private func deliver(_ event: HostEvent) {
    if eventFilter?(event) == true { return }
    if event == .closeRequest {
      stop()
    } else {
      screen.deliver(event)
    }
  }
}
