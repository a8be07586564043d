import Compositor
import HeadlessBackend
import SheetOverlay

/// Replays a script on the demo scene through the headless host (`HeadlessHost`), a frame
/// every 1/60 s of virtual time.
///
/// The host's frame loop is the window's: each script event is handed over with the first
/// frame at or after its time, carrying its own time as its timestamp, as the X11 host
/// hands over what arrived between frames; then the screen ticks, a trace line is written
/// and the screen's frame goes to ``onFrame`` (to draw a PNG). Input (pointer, wheel, key,
/// resize) reaches the screen through `Screen.deliver(_:)`; what the app or an assistive
/// tool does (select, present, dismiss, an accessibility action, a cancel) runs at the same
/// moment. The same script always gives the same trace and the same frames.
package final class HeadlessRunner {
  /// The frame interval: 60 Hz.
  static let frameInterval = 1.0 / 60

  /// The virtual clock.
  package let clock = ManualClock()
  /// The scene the script runs on.
  package let scene: DemoScene
  /// The script.
  package let script: Script
  /// The host that runs the scene's screen; it renders nothing itself (``onFrame`` draws).
  let host: HeadlessHost
  /// Called after each frame with its number and the frame the screen handed out; a run
  /// that draws renders every one (``Rendering/FrameRenderer/render(_:)``), one that does
  /// not drops them.
  package var onFrame: ((Int, ScreenFrame) throws -> Void)?
  /// Called after each script event is delivered, with its index in the script; for checks
  /// that must run between events, such as the fuzz tests' invariants.
  package var onEvent: ((Int) throws -> Void)?
  /// The trace, when one is written.
  package private(set) var trace: TraceWriter?
  /// How many frames ran.
  package var frameCount: Int { host.frameCount }
  /// Whether a Q key or a close ended the run early.
  package private(set) var quit = false

  /// Builds the scene for `script`; `size` overrides the script's size (default 1280×800)
  /// and `scale` its scale (default 1), which only the frames see.
  package init(script: Script, size: Size? = nil, scale: Double? = nil) {
    self.script = script
    let s = size ?? script.size ?? Size(width: 1280, height: 800)
    scene = DemoScene(size: s, clock: clock, settings: script.sheet.settings)
    scene.screen.scale = scale ?? script.scale ?? 1
    host = HeadlessHost(screen: scene.screen, clock: clock)
    host.rendersFrames = false
    host.frameInterval = Self.frameInterval
  }

  /// Writes the trace to `sink`, one line per call.
  package func traceLines(to sink: @escaping (String) -> Void) {
    trace = TraceWriter(scene: scene, sink: sink)
  }

  /// Runs the whole script: frames from 0 until the last event's time plus the script's
  /// `until`, or until a Q key or a close that no typed note refuses.
  package func run() throws {
    // A key at the very end (a Q that quits) still gets its line.
    defer { trace?.flush() }
    var failure: (any Error)?
    host.onFrame = { [unowned self] n, frame in
      trace?.frame(n)
      do { try onFrame?(n, frame) } catch {
        failure = error
        host.stop()
      }
    }
    scene.onQuit = { [unowned self] in
      quit = true
      host.stop()
    }
    // The window manager's close: the run ends as the window's does, unless a typed note
    // refuses it (the host then keeps the close from stopping it).
    host.eventFilter = { [unowned self] event in
      guard event == .closeRequest else { return false }
      if scene.mayQuit("windowClose") {
        quit = true
        return false
      }
      return true
    }
    for (index, event) in script.events.enumerated() {
      if let input = hostEvent(for: event) {
        host.post(input, at: event.t)
      } else {
        host.schedule(at: event.t) { [unowned self] in apply(event) }
      }
      host.schedule(at: event.t) { [unowned self] in try onEvent?(index) }
    }
    let frames = Int((script.duration / Self.frameInterval).rounded(.up))
    try host.run(until: Double(Swift.max(1, frames)) * Self.frameInterval)
    if let failure { throw failure }
  }

  /// The host event for a script event that is input, with the event's time as its
  /// timestamp; `nil` for what the app does.
  func hostEvent(for event: ScriptEvent) -> HostEvent? {
    switch event.action {
    case .pointer(let phase, let p, let button, let modifiers):
      .pointer(PointerEvent(phase, at: p, time: event.t, button: button, modifiers: modifiers))
    case .wheel(let p, let dx, let dy): .wheel(WheelEvent(at: p, deltaX: dx, deltaY: dy, time: event.t))
    case .key(let key, let modifiers): .key(KeyEvent(key, modifiers: modifiers, time: event.t))
    case .resize(let size): .resize(size)
    case .close: .closeRequest
    case .select, .present, .dismiss, .cancel, .accessibility: nil
    }
  }

  /// Does what the app (or an assistive tool) does for a script event that is not input.
  private func apply(_ event: ScriptEvent) {
    switch event.action {
    case .select(let d):
      scene.places.detent = d
    case .present:
      scene.places.isPresented = true
    case .dismiss:
      scene.places.isPresented = false
    case .cancel:
      scene.screen.cancelAllPointers(time: event.t)
    case .accessibility(let view, let action):
      scene.performAccessibilityAction(action, onView: view)
    case .pointer, .wheel, .key, .resize, .close:
      break  // input, posted to the host (hostEvent(for:))
    }
  }
}
