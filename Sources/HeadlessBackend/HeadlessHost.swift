import Compositor
import Rendering

/// A ``Compositor/ScreenHost`` with no display: a screen run on a manual clock, with input
/// posted at given times and a frame every ``frameInterval`` of virtual time, each rendered
/// (when ``rendersFrames``). The headless sibling of the X11 window's host, as swift-nio's
/// embedded event loop is of its real ones: the same contract, hooks and order — a frame
/// hands over what arrived since the last, ticks the screen, takes its frame and shows it
/// to ``onFrame`` — with nothing that depends on the wall clock, so a run is the same
/// every time, and app code that hooks into a host (its keys, a recording, a trace) runs
/// here as it runs in the window.
///
/// ```swift
/// let host = HeadlessHost(screen: screen, clock: clock)
/// host.eventFilter = { event in if case .key(let k) = event, k.key == .text("q") { host.stop(); return true }; return false }
/// host.post(.pointer(PointerEvent(.down, at: Point(x: 200, y: 600), time: 0.5)), at: 0.5)
/// host.post(.key(KeyEvent(.text("q"), time: 2)), at: 2)
/// try host.run()      // frames until the q, or until nothing is posted and nothing moves
/// ```
///
/// The screen measures text with the renderer's font (`FontMetrics`), as in the window.
public final class HeadlessHost: ScreenHost {
  /// The screen it runs.
  public let screen: Screen
  /// The clock, which only the host moves while it runs.
  public let clock: ManualClock
  /// Draws each frame when ``rendersFrames``.
  public let renderer: FrameRenderer
  /// Whether each frame is rendered; off, frames are taken and dropped (or drawn by
  /// ``onFrame``).
  public var rendersFrames = true
  /// The time between frames: 1/60 s.
  public var frameInterval = 1.0 / 60
  /// Sees every event before the screen; `true` keeps it from the screen (and a close
  /// request from stopping the host).
  public var eventFilter: ((HostEvent) -> Bool)?
  /// Called once a frame after the tick, with its number and the frame, before rendering.
  public var onFrame: ((Int, ScreenFrame) -> Void)?
  /// How many frames ran.
  public private(set) var frameCount = 0
  /// The last frame rendered.
  public private(set) var lastFrame: RenderedFrame?

  /// What is due at a time: an event for the screen, or something the app does then.
  private enum Posted {
    case event(HostEvent)
    case action(() throws -> Void)
  }

  private var posted: [(time: Double, order: Int, item: Posted)] = []
  private var postCount = 0
  private var isStopped = false
  /// The frames' grid: when it began and how many frames ran on it. A frame is due that
  /// many intervals after the start (counted, not summed, so the times stay exact).
  private var grid: (start: Double, frames: Int)?

  /// A host for `screen`, whose clock must be `clock`. The screen measures text with the
  /// renderer's font from then on.
  public init(screen: Screen, clock: ManualClock, renderer: FrameRenderer = FrameRenderer()) {
    self.screen = screen
    self.clock = clock
    self.renderer = renderer
    screen.textMetrics = FontMetrics()
  }

  /// Posts `event` to arrive at `time` on the clock; it is handed over with the first
  /// frame at or after that time, as the X11 host hands over what arrived between frames.
  /// Events keep the order they were posted in at equal times.
  ///
  /// `time` says only which frame hands the event over. The screen and its gestures read
  /// the event's own timestamp (a flick's speed, a double-click's interval), as they read
  /// an X event's server time. Post an event at its timestamp, as X delivers it, unless a
  /// test means it to arrive late.
  public func post(_ event: HostEvent, at time: Double) {
    enqueue(.event(event), at: time)
  }

  /// Runs `action` with the first frame at or after `time`, in order with the events
  /// posted for then: what the app, or an assistive tool, does at that moment. An error it
  /// throws ends ``run()`` with that error.
  public func schedule(at time: Double, _ action: @escaping () throws -> Void) {
    enqueue(.action(action), at: time)
  }

  private func enqueue(_ item: Posted, at time: Double) {
    postCount += 1
    posted.append((time, postCount, item))
    posted.sort { ($0.time, $0.order) < ($1.time, $1.order) }
  }

  /// Ends ``run()`` after the frame in progress.
  public func stop() {
    isStopped = true
  }

  /// Runs frames until ``stop()``, or until nothing is posted and the screen needs no
  /// frame (it would sleep), at most 3600 seconds of virtual time.
  public func run() throws {
    try run(limit: 3600)
  }

  /// ``run()``, at most `limit` seconds of virtual time.
  public func run(limit: Double) throws {
    try loop(until: clock.now + limit, whileIdle: false)
  }

  /// Runs a frame every ``frameInterval``, whether or not anything moves, until the clock
  /// reaches `time` or ``stop()``: a display that shows every frame, as a recording does.
  public func run(until time: Double) throws {
    try loop(until: time, whileIdle: true)
  }

  /// The one frame loop: the first frame at once, as the X11 host's, then one every
  /// ``frameInterval``; with `whileIdle` off it ends when nothing is posted and nothing
  /// moves.
  private func loop(until end: Double, whileIdle: Bool) throws {
    isStopped = false
    while !isStopped {
      if !whileIdle, frameCount > 0, posted.isEmpty, !screen.needsFrame { break }
      if let grid {
        let due = grid.start + Double(grid.frames) * frameInterval
        guard due <= end + 1e-9 else { break }
        if clock.now < due { clock.advance(to: due) }
        // The clock moved past the grid (a test advanced it): a new grid from now.
        if clock.now > due + 1e-9 { self.grid = (clock.now, 0) }
      } else {
        grid = (clock.now, 0)
      }
      try frame()
      grid?.frames += 1
    }
  }

  private func frame() throws {
    // Once stopped (a close or the app's quit key), what is posted behind it is not
    // delivered, as in the X11 host: nothing typed after a quit acts.
    while !isStopped, let next = posted.first, next.time <= clock.now + 1e-9 {
      posted.removeFirst()
      switch next.item {
      case .event(let event): deliver(event)
      case .action(let action): try action()
      }
    }
    screen.tick()
    let screenFrame = screen.takeFrame()
    onFrame?(frameCount, screenFrame)
    if rendersFrames { lastFrame = try renderer.render(screenFrame) }
    frameCount += 1
  }

  /// Shows `event` to the filter, then to the screen; a close request nobody takes stops.
  private func deliver(_ event: HostEvent) {
    if eventFilter?(event) == true { return }
    if event == .closeRequest { stop() } else { screen.deliver(event) }
  }
}
