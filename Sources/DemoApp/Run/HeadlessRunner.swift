import Compositor
import SheetOverlay

/// Replays a script on the demo scene with a virtual clock at 60 frames per second.
///
/// Events are delivered at their own timestamps between frames; each frame ticks the
/// screen, writes a trace line, takes the screen's frame and hands it to ``onFrame`` (to
/// draw a PNG). The same script always gives the same trace and the same frames.
final class HeadlessRunner {
  /// The frame interval: 60 Hz.
  static let frameInterval = 1.0 / 60

  /// The virtual clock.
  let clock = ManualClock()
  /// The scene the script runs on.
  let scene: DemoScene
  /// The script.
  let script: Script
  /// Called after each frame with its number and the frame the screen handed out; a run
  /// that draws renders every one (``Rendering/FrameRenderer/render(_:)``), one that does
  /// not drops them.
  var onFrame: ((Int, ScreenFrame) throws -> Void)?
  /// Called after each script event is delivered, with its index in the script; for checks
  /// that must run between events, such as the fuzz tests' invariants.
  var onEvent: ((Int) throws -> Void)?
  /// The trace, when one is written.
  private(set) var trace: TraceWriter?
  /// How many frames ran.
  private(set) var frameCount = 0
  /// Whether a Q key or a close ended the run early.
  private(set) var quit = false

  /// Builds the scene for `script`; `size` overrides the script's size (default 1280×800)
  /// and `scale` its scale (default 1), which only the frames see.
  init(script: Script, size: Size? = nil, scale: Double? = nil) {
    self.script = script
    let s = size ?? script.size ?? Size(width: 1280, height: 800)
    scene = DemoScene(size: s, clock: clock, settings: script.sheet.settings)
    scene.screen.scale = scale ?? script.scale ?? 1
  }

  /// Writes the trace to `sink`, one line per call.
  func traceLines(to sink: @escaping (String) -> Void) {
    trace = TraceWriter(scene: scene, sink: sink)
  }

  /// Runs the whole script.
  func run() throws {
    // A key at the very end (a Q that quits) still gets its line.
    defer { trace?.flush() }
    let events = script.events
    let frames = Int((script.duration / Self.frameInterval).rounded(.up))
    var next = 0
    try frame(0)
    for n in 1...Swift.max(1, frames) {
      let time = Double(n) * Self.frameInterval
      while next < events.count && events[next].t <= time + 1e-9 {
        clock.advance(to: events[next].t)
        apply(events[next])
        try onEvent?(next)
        next += 1
        if quit { return }
      }
      clock.advance(to: time)
      try frame(n)
    }
  }

  private func frame(_ n: Int) throws {
    scene.screen.tick()
    trace?.frame(n)
    frameCount = n + 1
    // Taken whether or not anything draws it: damage nothing takes only grows, fragmenting
    // into hundreds of rectangles that every later change is merged against (a replay of a
    // million pointer moves took over ten minutes).
    let screenFrame = scene.screen.takeFrame()
    try onFrame?(n, screenFrame)
  }

  /// Delivers one script event to the scene now.
  func apply(_ event: ScriptEvent) {
    let now = clock.now
    switch event.action {
    case .pointer(let phase, let p, let button, let modifiers):
      scene.screen.send(PointerEvent(phase, at: p, time: now, button: button, modifiers: modifiers))
    case .wheel(let p, let dx, let dy):
      scene.screen.send(WheelEvent(at: p, deltaX: dx, deltaY: dy, time: now))
    case .key(let key, let modifiers):
      if scene.handleKey(KeyEvent(key, modifiers: modifiers, time: now)) == .quit { quit = true }
    case .select(let d):
      scene.detent = d
    case .present:
      scene.isPresented = true
    case .dismiss:
      scene.isPresented = false
    case .resize(let size):
      scene.screen.resize(to: size)
    case .cancel:
      scene.screen.cancelAllPointers(time: now)
    case .accessibility(let view, let action):
      scene.performAccessibilityAction(action, onView: view)
    case .close:
      // The window manager's close: the run ends as the window's would, unless a typed
      // note refuses it.
      if scene.mayQuit("windowClose") { quit = true }
    }
  }
}
