import Compositor
import Rendering

/// A `ScreenHost` on a manual clock: events posted at given times, frames
/// every ``frameInterval`` of virtual time, each rendered (when ``rendersFrames``) — the
/// same contract, hooks and order as the X11 host's, with nothing that depends on the wall
/// clock, so app code that hooks into a host (its keys, a recording, a trace) runs in a
/// test as it runs in the window.
///
/// ```swift
/// let host = VirtualHost(screen: screen, clock: clock)
/// host.eventFilter = { event in if case .key(let k) = event, k.key == .text("q") { host.stop(); return true }; return false }
/// host.post(.pointer(PointerEvent(.down, at: Point(x: 200, y: 600), time: 0)), at: 0.5)
/// host.post(.key(KeyEvent(.text("q"), time: 0)), at: 2)
/// try host.run()      // frames until the q, or until nothing is posted and nothing moves
/// ```
public final class VirtualHost: ScreenHost {
  /// The screen it runs.
  public let screen: Screen
  /// The clock, which only the host moves while it runs.
  public let clock: ManualClock
  /// Draws each frame when ``rendersFrames``.
  public let renderer: FrameRenderer
  /// Whether each frame is rendered; off, frames are taken and dropped.
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

  private var posted: [(time: Double, order: Int, event: HostEvent)] = []
  private var postCount = 0
  private var isStopped = false

  /// A host for `screen`, whose clock must be `clock`.
  public init(screen: Screen, clock: ManualClock, renderer: FrameRenderer = FrameRenderer()) {
    self.screen = screen
    self.clock = clock
    self.renderer = renderer
  }

  /// Posts `event` to arrive at `time` on the clock; it is handed over with the first
  /// frame at or after that time, as the X11 host hands over what arrived between frames.
  /// Events keep the order they were posted in at equal times.
  public func post(_ event: HostEvent, at time: Double) {
    postCount += 1
    posted.append((time, postCount, event))
    posted.sort { ($0.time, $0.order) < ($1.time, $1.order) }
  }

  /// Ends ``run()`` after the frame in progress.
  public func stop() {
    isStopped = true
  }

  /// Runs frames until ``stop()``, or until nothing is posted and the screen needs no
  /// frame (it would sleep), at most `limit` seconds of virtual time.
  public func run() throws {
    try run(limit: 3600)
  }

  /// ``run()``, at most `limit` seconds of virtual time.
  public func run(limit: Double) throws {
    isStopped = false
    let end = clock.now + limit
    while !isStopped, clock.now < end, !posted.isEmpty || screen.needsFrame {
      clock.advance(by: frameInterval)
      try frame()
    }
  }

  private func frame() throws {
    while let next = posted.first, next.time <= clock.now + 1e-9 {
      posted.removeFirst()
      if eventFilter?(next.event) == true { continue }
      if next.event == .closeRequest { stop() } else { screen.deliver(next.event) }
    }
    screen.tick()
    let screenFrame = screen.takeFrame()
    onFrame?(frameCount, screenFrame)
    if rendersFrames { lastFrame = try renderer.render(screenFrame) }
    frameCount += 1
  }
}
