import Compositor
import DemoApp
import SheetOverlay

/// Replays a script on the headless demo scene and checks, after every event and frame:
///
/// - **pointer pairing**: each down is followed by exactly one up or cancel, and every event
///   of the sequence goes to the window and view the down was bound to (the view hit there);
/// - **hidden window**: no pointer, wheel or key event reaches a hidden window (the cancel
///   that ends a sequence when its window hides is the one exception: it closes it);
/// - **focus**: keyboard focus only moves to focusable views of shown windows;
/// - **sheet bounds**: the sheet shows at most the rubber band past its largest detent and
///   goes no lower than the rubber band below its smallest or its hidden position;
/// - **hit test**: `Screen.hitTest` (indexed) agrees with ``ReferenceHitTest`` and with
///   `Screen.hitTestNaive` at the event's point, a
///   grid over the screen and around the sheet's top and rounded corners;
///
/// and once input has stopped and the script's last seconds have run:
///
/// - **rest**: the sheet rests on a resolved detent with the `selected` and `isPresented`
///   bindings agreeing, or it is dismissed with its window hidden; no sequence is open.
///
/// The fuzz tests (DemoAppTests) run it on seeded random scripts, and the `streams` fuzz
/// target (Fuzz/FuzzTargets) on scripts decoded from libFuzzer's bytes.
package final class InvariantChecker {
  /// The largest coordinate a script allows.
  package static let coordinateLimit = 100_000.0

  /// More than the farthest a drag can pull the sheet: across the ±100000 coordinates a
  /// script allows, plus the largest screen.
  static let dragReach = 2 * coordinateLimit + 8192 * 2

  private let runner: HeadlessRunner
  private var scene: DemoScene { runner.scene }
  private var screen: Screen { runner.scene.screen }
  private var open: (window: Window?, view: View?)?
  private var found: FuzzViolation?
  private var event: Int?

  /// Replays `script` and returns the first broken invariant, or `nil` when all held.
  ///
  /// With `tracksDamage` off the windows skip damage bookkeeping, which nothing reads
  /// here and which is most of a debug build's frame time; input and the sheet behave the
  /// same either way, so a failure replays alike in `sheet-demo`.
  package static func check(_ script: Script, tracksDamage: Bool = true) -> FuzzViolation? {
    InvariantChecker(script: script, tracksDamage: tracksDamage).run()
  }

  private init(script: Script, tracksDamage: Bool) {
    runner = HeadlessRunner(script: script)
    scene.onDelivery = { [unowned self] d in self.delivered(d) }
    // The overlay and keyboard windows appear on the first presentation, so look every time.
    func setDamageTracking(_ screen: Screen) {
      for w in screen.windows where w.tracksDamage != tracksDamage { w.tracksDamage = tracksDamage }
    }
    setDamageTracking(screen)
    runner.onEvent = { [unowned self] i in
      self.event = i
      setDamageTracking(self.screen)
      try self.afterEvent(i)
    }
    runner.onFrame = { [unowned self] _, _ in
      self.event = nil
      setDamageTracking(self.screen)
      self.checkBounds()
      if let found = self.found { throw found }
    }
  }

  private func run() -> FuzzViolation? {
    do {
      try runner.run()
    } catch let v as FuzzViolation {
      return v
    } catch {
      return violation("runner", "the replay threw \(error)")
    }
    event = nil
    checkRest()
    return found
  }

  private func violation(_ rule: String, _ detail: String) -> FuzzViolation {
    FuzzViolation(rule: rule, detail: detail, event: event, time: runner.clock.now)
  }

  private func record(_ rule: String, _ detail: String) {
    if found == nil { found = violation(rule, detail) }
  }

  private func name(_ w: Window?, _ v: View?) -> String {
    "\(w?.name ?? "nil")/\(v?.identifier ?? "nil")"
  }

  // MARK: Deliveries

  private func delivered(_ d: Delivery) {
    switch d {
    case .pointer(let e, let window, let view):
      if let window, window.isHidden, e.phase != .cancel {
        record("hidden window", "pointer \(e.phase) delivered to hidden window '\(window.name)'")
      }
      switch e.phase {
      case .down:
        if let o = open {
          record("pointer pairing", "down while the sequence on \(name(o.window, o.view)) is still open")
        }
        let reference = ReferenceHitTest.hit(screen, at: e.location)
        if reference?.window !== window || reference?.view !== view {
          record(
            "pointer pairing",
            "down at \(e.location) bound to \(name(window, view)), but the hit there is "
              + name(reference?.window, reference?.view))
        }
        open = (window, view)
      case .move, .up, .cancel:
        guard let o = open else {
          record("pointer pairing", "\(e.phase) delivered with no open sequence")
          return
        }
        if o.window !== window || o.view !== view {
          record(
            "pointer pairing",
            "\(e.phase) went to \(name(window, view)), the sequence is bound to \(name(o.window, o.view))")
        }
        if e.phase != .move { open = nil }
      }
    case .wheel(let e, let window, _):
      if let window, window.isHidden {
        record("hidden window", "wheel at \(e.location) delivered to hidden window '\(window.name)'")
      }
    case .key(let e, let window):
      if let window, window.isHidden {
        record("hidden window", "key \(e.key) delivered to hidden window '\(window.name)'")
      }
    case .focus(let window, let view):
      if let view, let window, window.isHidden || !view.isFocusable {
        record("focus", "focus moved to \(name(window, view)), which is hidden or not focusable")
      }
    case .gesture:
      break
    }
  }

  // MARK: After each event

  private func afterEvent(_ index: Int) throws {
    checkBounds()
    let e = runner.script.events[index]
    var points = samplePoints(choice: Int((e.t * 997).rounded(.down)))
    switch e.action {
    case .pointer(_, let p), .wheel(let p, _, _): points.append(p)
    default: break
    }
    for p in points {
      let fast = screen.hitTest(p)
      let reference = ReferenceHitTest.hit(screen, at: p)
      if fast?.window !== reference?.window || fast?.view !== reference?.view {
        record(
          "hit test",
          "at \(p) Screen.hitTest gives \(name(fast?.window, fast?.view)), the reference walk "
            + name(reference?.window, reference?.view))
        break
      }
      // The indexed answer must also be the compositor's own naive walk's, point for point.
      let naive = screen.hitTestNaive(p)
      if fast?.window !== naive?.window || fast?.view !== naive?.view || fast?.location != naive?.location {
        record(
          "hit test",
          "at \(p) the indexed hit test gives \(name(fast?.window, fast?.view)), the naive walk "
            + name(naive?.window, naive?.view))
        break
      }
    }
    if let found { throw found }
  }

  /// Points where hits change: one of a 3×3 grid over the screen and two around the sheet's
  /// top edge and rounded corners, picked by `choice` (from the event's time, so that a
  /// shrunk script samples the same points).
  private func samplePoints(choice: Int) -> [Point] {
    let w = screen.size.width
    let h = screen.size.height
    let top = scene.presentation.position.top
    let grid = [0.5, w / 2, w - 0.5].flatMap { x in [h * 0.1, h / 2, h - 0.5].map { Point(x: x, y: $0) } }
    let edge = [
      Point(x: 1, y: top + 1), Point(x: w - 1, y: top + 1), Point(x: 6, y: top + 4), Point(x: w / 2, y: top - 0.5),
      Point(x: w / 2, y: top + 0.5), Point(x: w / 2 + 41, y: top + 10),
    ]
    let c = abs(choice)
    return [grid[c % 9], edge[c % 6], edge[(c / 6 + 3) % 6]]
  }

  /// The sheet's height stays between its lowest and highest allowed values.
  private func checkBounds() {
    let p = scene.presentation!
    guard p.overlayWindow != nil, let minH = p.detents.first?.height, let maxH = p.detents.last?.height else { return }
    // The sheet sees a resize on the next frame; until then it keeps the old screen's detents.
    let band = SheetPhysics.rubberBand(Self.dragReach, dimension: p.state.layout.bandDimension)
    let highest = maxH + band
    let lowest = Swift.min(p.state.layout.hiddenHeight, minH - band)
    if !(p.height <= highest + 0.5 && p.height >= lowest - 0.5) {
      record(
        "sheet bounds",
        "height \(p.height) (top \(p.position.top)) outside \(lowest)...\(highest) on a \(p.laidOutSize.height)-high "
          + "screen, phase \(p.phase)")
    }
  }

  // MARK: At rest

  private func checkRest() {
    guard found == nil else { return }
    let p = scene.presentation!
    if let o = open {
      record("pointer pairing", "the sequence on \(name(o.window, o.view)) never ended")
      return
    }
    switch p.phase {
    case .dismissed:
      if p.overlayWindow?.isHidden == false { record("rest", "dismissed, but the overlay window is shown") }
      if scene.isPresented { record("rest", "dismissed, but the isPresented binding is true") }
    case .resting:
      guard let i = p.detents.firstIndex(where: { abs($0.height - p.height) < 0.5 }) else {
        record("rest", "resting at height \(p.height), on none of the detents \(p.detents.map(\.height))")
        return
      }
      if p.state.layout.index(of: scene.detent) != i {
        record("rest", "resting on \(p.detents[i].detent) (\(p.detents[i].height)), but selected is \(scene.detent)")
      }
      if !scene.isPresented { record("rest", "resting, but the isPresented binding is false") }
      if p.overlayWindow?.isHidden != false { record("rest", "resting, but the overlay window is hidden") }
      if abs(p.sheetView.frame.minY - p.position.top) > 0.5 {
        record("rest", "the sheet view's top \(p.sheetView.frame.minY) is not the sheet's top \(p.position.top)")
      }
    default:
      record("rest", "not at rest \(runner.script.until) s after the last event: phase \(p.phase), height \(p.height)")
    }
  }
}
