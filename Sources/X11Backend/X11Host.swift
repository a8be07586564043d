import Compositor
import Glibc
import Rendering

/// A ``Compositor/Screen`` in a real X11 window, run until the person closes it or the app
/// stops it: the X11 counterpart of a headless run, behind the same ``ScreenHost``
/// contract.
///
/// ```swift
/// let screen = Screen(size: Size(width: 1280, height: 800), clock: SystemClock())
/// // ... windows, views, a sheet ...
/// let host = try X11Host(screen: screen, configuration: .init(title: "Maps"))
/// try host.run()          // until the window is closed, host.stop(), or Ctrl-C / kill
/// host.close()
/// ```
///
/// SIGINT, SIGTERM and SIGHUP end the run by themselves, from `init` until ``close()``:
/// ``run()`` returns after the frame in progress, with the signal in
/// ``terminationSignal``, so the app's cleanup after it runs. A signal that arrives before
/// `run()` ends it as soon as it starts. An app that handles signals itself turns this off
/// with ``Configuration/stopsOnTerminationSignals``.
///
/// The host reads and coalesces input, gives it to the screen, ticks the screen and takes
/// its frame, renders it and presents the pixels — at most once per refresh of the display,
/// with the input that arrived in between coalesced into the next frame, and not at all
/// while nothing moves: then it sleeps on the X connection and asks the server for nothing.
///
/// When the X server offers the Present extension, frames go to the screen at the display's
/// vblanks (`PresentPixmap` at a target MSC, every X window of the app at the same one),
/// the server reports when each was shown (``onFrameShown``), and the host's schedule
/// follows the server's vblank clock: a frame starts late in the refresh, at the next
/// vblank minus the predicted render time minus a margin (``Configuration/frameStart``),
/// so the input that arrives meanwhile is in it. Frames are presented relaxed
/// (`PresentOptionAsync`, as Vulkan's FIFO-relaxed mode): one that reaches the server
/// before the vblank but after the server's counter reached its number (Xvfb's counter
/// turns half a refresh early) is shown at once rather than a refresh later, so a frame
/// only has to be with the server by its vblank. Without Present (or with
/// ``Configuration/usesPresentExtension`` off) frames are uploaded straight into the
/// windows, once per refresh interval (RandR's rate for the output under the window, else
/// 60 Hz) on the host's own timer.
///
/// Time is the screen's clock, which should be the monotonic wall clock (`SystemClock`);
/// input timestamps and vblank times are mapped onto it. The screen's clipboard becomes the
/// X `CLIPBOARD` selection, and its primary clipboard `PRIMARY`.
///
/// Hooks: ``eventFilter`` sees each event before the screen (an app's own keys, a
/// recording), ``onFrame`` sees each frame (a trace), ``watch(fileDescriptor:onReadable:)``
/// adds descriptors to wait on with the X connection (a D-Bus connection), and
/// ``stopHandle`` stops the loop from another thread. Use the host from one thread.
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
  /// Called once for each frame when it reached the screen, with its timing complete: the
  /// vblank it was shown at and when (``X11FrameTiming/shown``), as the server reported
  /// through Present; without Present, right after ``onFramePresented``. Frames are
  /// reported in order.
  public var onFrameShown: ((X11FrameTiming) -> Void)?
  /// Sees each key press and release as the X server reported it, before the input method
  /// and the screen; returning `true` drops it, so nothing in the app acts on it. A screen
  /// reader's hook goes here: the accessibility bridge hands the key to the registry's
  /// listeners first, as GTK does, and a key one of them consumed is theirs.
  public var keyStrokeFilter: ((X11KeyStroke) -> Bool)? {
    get { window.input.keyStrokeFilter }
    set { window.input.keyStrokeFilter = newValue }
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
  /// The signal (`SIGINT`, `SIGTERM` or `SIGHUP`) that ended the last ``run()``, or `nil`
  /// when it ended otherwise (a close request, ``stop()``). A shell reports a process a
  /// signal ended with status 128 + the signal's number, as `sheet-demo` exits.
  public private(set) var terminationSignal: Int32?
  /// How many times the loop woke up: to run a frame, read input, or hear from the server.
  /// While nothing moves it does not grow.
  package private(set) var wakeCount = 0

  let window: X11Window
  private var watches: [(token: Int, descriptor: Int32, body: () -> Void)] = []
  private var nextWatchToken = 0
  private var pending: [X11Event] = []
  private var pendingInputTimes: [Double] = []
  private var exposed: [Rect] = []
  /// When the next frame may start: on a grid one refresh interval apart.
  private var due = -Double.infinity
  private var isRunning = false
  /// The termination signals, caught for this host (``Configuration/stopsOnTerminationSignals``).
  private let signals: TerminationSignalPipe?
  /// The display's vblanks, as the server reported them (Present).
  private var vblanks: VblankClock
  /// How long before its vblank a frame starts (Present).
  private var renderLead: RenderLead
  /// How often input arrives, for starting a frame once its input is all in (Present).
  private var inputCadence = InputCadence()
  /// The last vblank a frame was aimed at or shown at: the next frame aims after it.
  private var lastTarget: UInt64?
  /// Frames presented through Present and not yet reported shown, by serial.
  private var inFlight: [UInt32: X11FrameTiming] = [:]
  /// When a frame last asked for a vblank report and none came since (Present): a frame
  /// shown on arrival does not teach the clock, so until a report does, no frame goes at
  /// once for whichever vblank comes next.
  private var vblankAwaitedSince: Double?
  /// How long a frame may wait for the server's word before it is given up on.
  static let presentTimeout = 1.0

  /// Opens the window for `screen` (at ``Configuration/size``, else the screen's size, in
  /// points) and shows it; the screen takes the window's size, its scale (``scale``), its
  /// clipboards become X's (`CLIPBOARD` and `PRIMARY`) and it measures text with the
  /// renderer's font (`FontMetrics`), so a caret lands between the glyphs the window shows.
  ///
  /// - Throws: ``X11Error/cannotOpenDisplay(_:)`` without a display, whose description is
  ///   the message to print; ``X11Error`` when the server cannot make the window.
  public init(screen: Screen, configuration: Configuration, renderer: FrameRenderer = FrameRenderer()) throws(X11Error)
  {
    // Caught from the start: a window can be found by its title before init returns, and a
    // signal sent then ends the run as soon as it starts rather than the process.
    signals = configuration.stopsOnTerminationSignals ? TerminationSignalPipe() : nil
    let identity = X11AppIdentity(
      applicationName: configuration.applicationName, applicationClass: configuration.applicationClass,
      minimumSize: configuration.minimumSize, icon: configuration.icon)
    window = try X11Window(
      displayName: configuration.displayName, title: configuration.title, size: configuration.size ?? screen.size,
      scale: configuration.scale, clock: screen.clock, separateWindows: configuration.showsWindowsSeparately,
      childTitlePrefix: configuration.windowTitlePrefix, identity: identity,
      presentExtension: configuration.usesPresentExtension && !Self.presentRefusedByEnvironment)
    self.screen = screen
    self.configuration = configuration
    self.renderer = renderer
    let rate = window.refreshRate().flatMap { (1...1000).contains($0) ? $0 : nil } ?? 60
    refreshRate = rate
    vblanks = VblankClock(interval: 1 / rate)
    renderLead = RenderLead(interval: 1 / rate, startsLate: configuration.frameStart == .late)
    screen.clipboard = window.clipboard
    screen.textMetrics = FontMetrics()
    screen.primaryClipboard = window.primary
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

  /// Whether frames go to the screen through the X Present extension (the server offers
  /// it, and neither the configuration nor the environment refused it).
  public var usesPresentExtension: Bool { window.usesPresentExtension }

  /// How many frames reached the screen after the vblank they were aimed at (Present).
  public var missedFrames: Int { renderLead.missedFrames }

  /// Whether `SHEET_COMPOSITOR_NO_PRESENT` is set to anything but `0` or nothing.
  static var presentRefusedByEnvironment: Bool {
    guard let value = getenv("SHEET_COMPOSITOR_NO_PRESENT") else { return false }
    let text = String(cString: value)
    return !text.isEmpty && text != "0"
  }

  /// The X window's id, for tools that look it up (`xprop -id`).
  public var windowID: UInt { window.windowID }

  /// The display the window is on, as Xlib resolved it (`:1`).
  public var displayName: String { window.displayName }

  /// Where the window's top-left corner is on the X screen, in pixels, as the server says
  /// now (one round trip): what screen coordinates, such as an accessibility client's, are
  /// measured from. Zero once the window is closed.
  public var originOnScreen: Point { window.originOnScreen }

  /// Destroys the window and closes the connection; the screen's clipboards go back to
  /// ones in memory. Later calls do nothing.
  public func close() {
    signals?.close()
    guard !window.isClosed else { return }
    if screen.clipboard === window.clipboard { screen.clipboard = MemoryClipboard() }
    if screen.primaryClipboard === window.primary { screen.primaryClipboard = MemoryClipboard() }
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
  /// take), ``stop()`` is called, a termination signal arrives (``terminationSignal``
  /// says which), or the X server or the window is lost.
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
    terminationSignal = nil
    defer {
      isRunning = false
      stopHandle.reset()
    }
    while !stopHandle.isStopped {
      try gather()
      if stopHandle.isStopped { break }
      if wantsFrame, let next = nextFrame(now: screen.clock.now), screen.clock.now >= next.start - Self.earliness {
        try frame(aimedAt: next.msc)
      }
    }
  }

  /// How early a frame may start before its time, for a wait that wakes a hair early.
  static let earliness = 0.0001

  /// Whether a frame has something to do: input to hand over, pixels to show again, or
  /// an animation that asked for one.
  private var wantsFrame: Bool { !pending.isEmpty || !exposed.isEmpty || screen.needsFrame }

  /// When the next frame may start and the vblank it aims at (0: the next one there is),
  /// or `nil` while it must wait for the server to report a frame.
  ///
  /// Without Present: on the host's grid of refresh intervals. With Present: late in the
  /// refresh before a vblank after the last one aimed at (``RenderLead``), or a little after
  /// that start when the loop woke late (half a render time and the margin: a frame
  /// likely still in time beats a certain skip); earlier, on a server that shows frames on
  /// arrival, once input is waiting and no more is due before that start
  /// (``RenderLead/earlyStart(planned:vblank:nextInput:)``); after an idle
  /// spell, or before the first report, at once for whichever vblank comes next, which
  /// teaches the clock again. At most two frames are in flight.
  private func nextFrame(now: Double) -> (start: Double, msc: UInt64)? {
    guard window.usesPresentExtension else { return (due, 0) }
    guard inFlight.count < 2, !inFlight.values.contains(where: { $0.targetMSC == nil }) else { return nil }
    if vblanks.isCurrent(at: now),
      let next = vblanks.nextStart(
        now: now, lead: renderLead.lead, after: lastTarget,
        slack: RenderLead.margin + renderLead.predictedRenderTime / 2)
    {
      guard !pendingInputTimes.isEmpty, let vblank = vblanks.time(of: next.msc),
        let early = renderLead.earlyStart(planned: next.start, vblank: vblank, nextInput: inputCadence.nextExpected)
      else { return next }
      return (early, next.msc)
    }
    let awaiting = vblankAwaitedSince.map { now - $0 < Self.presentTimeout } ?? false
    return inFlight.isEmpty && !awaiting ? (now, 0) : nil
  }

  /// Waits for the X connection, the stop pipe and the watched descriptors — until the
  /// next frame is due when one is wanted, else as long as it takes — then runs the
  /// watched descriptors' callbacks, reads what the X server sent, and reports the frames
  /// it showed.
  private func gather() throws {
    let now = screen.clock.now
    var timeout: Double? = wantsFrame ? nextFrame(now: now).map { Swift.max(0, $0.start - now) } : nil
    for deadline in [window.clipboard.nextDeadline, window.primary.nextDeadline].compactMap({ $0 }) {
      timeout = Swift.min(timeout ?? .infinity, deadline - now)
    }
    if let oldest = inFlight.values.map(\.presented).min() {
      timeout = Swift.min(timeout ?? .infinity, oldest + Self.presentTimeout - now)
    }
    if wantsFrame, let since = vblankAwaitedSince {
      timeout = Swift.min(timeout ?? .infinity, since + Self.presentTimeout - now)
    }
    let watched = watches
    let signalled = signals.map { [$0.readDescriptor] } ?? []
    let ready = window.connection.waitReadable(
      seconds: timeout.map { Swift.max(0, $0) },
      alsoWatching: [stopHandle.wakeDescriptor] + signalled + watched.map(\.descriptor))
    wakeCount += 1
    if ready.contains(stopHandle.wakeDescriptor) { stopHandle.drain() }
    if let signals, ready.contains(signals.readDescriptor), let number = signals.take() {
      terminationSignal = terminationSignal ?? number
      stop()
    }
    for watch in watched where ready.contains(watch.descriptor) { watch.body() }
    let focused = window.hasInputFocus
    defer { if window.hasInputFocus != focused { screen.requestFrame() } }
    for event in try window.readEvents() {
      switch event {
      case .hover:
        continue  // nothing in the screen follows a pointer that is not pressed
      case .pointer(let p, _): took(input: p.timestamp)
      case .wheel(let w): took(input: w.timestamp)
      case .key(let k): took(input: k.timestamp)
      default: break
      }
      pending.append(event)
    }
    window.clipboard.expire()
    window.primary.expire()
    if let oldest = inFlight.values.map(\.presented).min(), screen.clock.now - oldest > Self.presentTimeout {
      // The server stopped answering for these frames: go on without its word.
      window.presentQueue?.abandonAll()
    }
    reportShownFrames()
  }

  /// Notes an input event's time for the next frame and for the input's cadence.
  private func took(input time: Double) {
    pendingInputTimes.append(time)
    inputCadence.record(time)
  }

  /// Teaches the schedule the vblanks the server reported, and hands the frames it showed
  /// to ``onFrameShown``. A frame is presented relaxed and may be shown on arrival, before
  /// its vblank: its UST says when it was shown, not when the vblank was, so the clock
  /// learns from the vblank reports alone.
  private func reportShownFrames() {
    for vblank in window.takeVblanks() {
      let time = window.timeMapper.seconds(serverMicroseconds: vblank.ust, now: screen.clock.now)
      vblanks.record(msc: vblank.msc, time: time)
      vblankAwaitedSince = nil
    }
    for shown in window.takeShownFrames() {
      guard var timing = inFlight.removeValue(forKey: shown.serial) else { continue }
      if let msc = shown.msc, let ust = shown.ust {
        let time = window.timeMapper.seconds(serverMicroseconds: ust, now: screen.clock.now)
        if let target = timing.targetMSC, let vblank = vblanks.time(of: target) {
          // The target's vblank as the schedule saw it, not as this one late report says.
          // A held frame is shown about `spare` after its present returned, one shown on
          // arrival about as it returned: the midpoint tells them apart. (Which side of the
          // return itself it was shown on turns on microseconds, about as much as the
          // server's times mapped to ours run late.)
          let spare = vblank - timing.presented
          renderLead.recordShown(
            target: target, shown: msc, spare: spare, waited: time - timing.presented > spare / 2)
        }
        timing.msc = msc
        timing.shown = time
        timing.shownUST = ust
        lastTarget = Swift.max(lastTarget ?? 0, msc)
      }
      onFrameShown?(timing)
    }
  }

  /// One frame: the input since the last, coalesced, to the filter and the screen; a tick;
  /// the frame taken, shown to ``onFrame``, rendered and presented.
  private func frame(aimedAt msc: UInt64) throws {
    let clock = screen.clock
    let start = clock.now
    // On a grid of refresh intervals; after a stall or a sleep, a new grid from now.
    due = due + frameInterval > start ? due + frameInterval : start + frameInterval
    let events = X11EventCoalescing.coalesce(pending)
    pending.removeAll(keepingCapacity: true)
    // Once the app stops (a close or its own quit key), the input behind it in the batch
    // is not delivered: nothing typed after a quit acts.
    for event in events where !stopHandle.isStopped {
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
    let screenFrame = screen.takeFrame(includingShapes: window.showsWindowsSeparately)
    onFrame?(frameCount, screenFrame)
    let rendered = try renderer.render(screenFrame)
    let surface = rendered.surface
    let damage = rendered.damage.map(\.rect) + exposed
    let serial = try window.present(
      pixels: UnsafeRawPointer(surface.pixels), width: surface.width, height: surface.height,
      stride: surface.stride, damage: damage, frame: screenFrame, at: msc)
    exposed.removeAll()
    let presented = clock.now
    var timing = X11FrameTiming(
      frame: frameCount, startedAt: start, presentedAt: presented, inputTimes: pendingInputTimes,
      targetMSC: msc == 0 ? nil : msc)
    pendingInputTimes.removeAll(keepingCapacity: true)
    frameCount += 1
    if window.usesPresentExtension {
      renderLead.recordRenderTime(presented - start)
      if msc != 0 {
        lastTarget = msc
        timing.targetVblank = vblanks.time(of: msc)
      }
      if serial != nil, vblankAwaitedSince == nil { vblankAwaitedSince = presented }
    }
    onFramePresented?(timing)
    if let serial {
      inFlight[serial] = timing
    } else {
      // Shown as it was uploaded, or nothing to show.
      let changed = !X11Window.pixelRectangles(damage, width: surface.width, height: surface.height).isEmpty
      timing.targetMSC = nil
      timing.shown = changed && !window.usesPresentExtension ? presented : nil
      onFrameShown?(timing)
    }
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
