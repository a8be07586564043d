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
/// - **notes**: a note is only ever shown on the place it was typed for: the details'
///   notes field holds what a person typed there for the place shown (the checker keeps
///   its own ledger from the edits a person made, which leave something to undo), and the
///   notes of the other places are kept aside unchanged; and no typed text leaves without
///   a refusal or a choice: the details go while a note holds text only by the app's own
///   dismissal, and the run ends by a close only after a refused one (`dismissAttempt`)
///   with no edit since;
///
/// and once input has stopped and the script's last seconds have run (unless a close ended
/// the run):
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
  /// The scroll views a down has landed in: the only ones that can glide, as a glide
  /// starts from a drag's fling (the scroll view's own, or the sheet's handed to the list
  /// the drag began on).
  private var watched: [WatchedScrollView] = []
  /// Those of them that were gliding when last looked at (after each event and frame): a
  /// down on one catches its glide and is bound to it, not to the view under it (H4).
  private var gliding: Set<ObjectIdentifier> = []
  private var found: FuzzViolation?
  private var event: Int?
  /// The notes a person typed, by place, while the details showed: the checker's ledger.
  private var typed: [Int: String] = [:]
  /// Whether the details were presented at the last check.
  private var detailsShown = false
  /// The details content the ledger is for: a new one starts with no notes.
  private var ledgerContent: ObjectIdentifier?
  /// Whether the app dismissed the sheets itself since they were last presented (a
  /// script's `dismiss`): the one way notes may go unasked.
  private var appDismissed = false
  /// Whether a close of the app was refused since the notes were last edited.
  private var closeRefused = false

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
    scene.onTextEdit = { [unowned self] view, line in self.edited(view, line) }
    scene.onDismissAttempt = { [unowned self] _, reason in
      if reason == "windowClose" || reason == "quitKey" { self.closeRefused = true }
    }
    // The overlay and keyboard windows appear on the first presentation, so look every time.
    func setDamageTracking(_ screen: Screen) {
      for w in screen.windows where w.recordsDamage != tracksDamage { w.recordsDamage = tracksDamage }
    }
    setDamageTracking(screen)
    runner.onEvent = { [unowned self] i in
      self.event = i
      setDamageTracking(self.screen)
      if case .dismiss = self.runner.script.events[i].action { self.appDismissed = true }
      try self.afterEvent(i)
      self.noteGliding()
    }
    runner.onFrame = { [unowned self] _, _ in
      self.event = nil
      setDamageTracking(self.screen)
      self.checkBounds()
      self.checkNotes()
      self.noteGliding()
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
        let enclosing = reference?.view.enclosingScrollViews ?? []
        let catcher = e.button == .primary ? enclosing.first { gliding.contains(ObjectIdentifier($0)) } : nil
        if reference?.window !== window || (catcher ?? reference?.view) !== view {
          record(
            "pointer pairing",
            "down at \(e.location) bound to \(name(window, view)), but the hit there is "
              + name(reference?.window, reference?.view))
        }
        open = (window, view)
        watch(enclosing)
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
    checkNotes()
    let e = runner.script.events[index]
    var points = samplePoints(choice: Int((e.t * 997).rounded(.down)))
    switch e.action {
    case .pointer(_, let p, _, _), .wheel(let p, _, _): points.append(p)
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

  /// Notes which of the watched scroll views glide now: a few, not the whole tree, after
  /// every frame.
  private func noteGliding() {
    watched.removeAll { $0.view == nil }
    gliding = Set(watched.compactMap(\.view).filter(\.isDecelerating).map(ObjectIdentifier.init))
  }

  /// Watches the scroll views a down landed in that are not watched yet.
  private func watch(_ scrollViews: [ScrollView]) {
    for s in scrollViews where !watched.contains(where: { $0.view === s }) {
      watched.append(WatchedScrollView(view: s))
    }
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

  // MARK: Notes

  /// An edit of a text field: a person's edit of the notes (it leaves something to undo)
  /// goes into the ledger for the place shown; the app's setting of them (which clears
  /// the history) must show what was typed for that place.
  private func edited(_ view: String, _ line: LineEditor) {
    guard view == "details.notes", let content = scene.placeDetails.content else { return }
    if ObjectIdentifier(content) != ledgerContent {
      ledgerContent = ObjectIdentifier(content)
      typed.removeAll()
    }
    let place = content.place
    if line.canUndo || line.canRedo {
      typed[place] = line.text.isEmpty ? nil : line.text
      closeRefused = false
    } else if line.text != (typed[place] ?? "") {
      record(
        "notes",
        "the notes of \(DemoScene.placeNames[place]) were set to \"\(line.text)\", typed "
          + (typed[place].map { "there was \"\($0)\"" } ?? "there was nothing"))
    }
  }

  /// The notes shown are those typed for the place shown, the others are kept aside, and
  /// notes leave only with the app's own dismissal.
  private func checkNotes() {
    // Presented again by the app, the sheets are a person's to dismiss again.
    if scene.places.isPresented && scene.presentation.isPresented { appDismissed = false }
    // Notes go with the content that held them: once it is gone (the details slid out
    // and their content was dropped), a new one starts empty. Turned round on their way
    // out, the details keep theirs.
    let content = scene.placeDetails.content
    let identity = content.map(ObjectIdentifier.init)
    if identity != ledgerContent || scene.placeDetails.presentation?.phase == .dismissed {
      ledgerContent = identity
      typed.removeAll()
    }
    if scene.placeDetails.presentation?.isPresented == true, let content {
      detailsShown = true
      let place = content.place
      if let picked = scene.places.selectedPlace, picked != place {
        record(
          "notes",
          "the details show \(DemoScene.placeNames[place]), the place picked is \(DemoScene.placeNames[picked])")
      }
      if content.notes.text != (typed[place] ?? "") {
        record(
          "notes",
          "the details of \(DemoScene.placeNames[place]) show the note \"\(content.notes.text)\", typed there: "
            + "\"\(typed[place] ?? "")\"")
      }
      for (p, text) in typed where p != place && content.notesAside[p] != text {
        record("notes", "the note \"\(text)\" typed for \(DemoScene.placeNames[p]) is no longer kept")
      }
    } else if detailsShown {
      // The details began to go: with a note typed, only by the app's own dismissal.
      detailsShown = false
      if !typed.isEmpty && !appDismissed {
        record("notes", "the details went with notes typed \(typed), without a refusal or the app's dismissal")
      }
    }
  }

  // MARK: At rest

  private func checkRest() {
    guard found == nil else { return }
    if runner.quit {
      // A close ended the run where it was: nothing need be at rest, but a note typed
      // goes only after a refused close, or with the app's own dismissal of the details
      // (still sliding out when the close came).
      if !typed.isEmpty && !closeRefused && !appDismissed {
        record("notes", "the run was closed with notes typed \(typed), no close refused since they were edited")
      }
      return
    }
    let p = scene.presentation!
    if let o = open {
      record("pointer pairing", "the sequence on \(name(o.window, o.view)) never ended")
      return
    }
    switch p.phase {
    case .dismissed:
      if p.overlayWindow?.isHidden == false { record("rest", "dismissed, but the overlay window is shown") }
      if scene.places.isPresented { record("rest", "dismissed, but the isPresented binding is true") }
    case .resting:
      guard let i = p.detents.firstIndex(where: { abs($0.height - p.height) < 0.5 }) else {
        record("rest", "resting at height \(p.height), on none of the detents \(p.detents.map(\.height))")
        return
      }
      if p.state.layout.index(of: scene.places.detent) != i {
        record(
          "rest", "resting on \(p.detents[i].detent) (\(p.detents[i].height)), but selected is \(scene.places.detent)")
      }
      if !scene.places.isPresented { record("rest", "resting, but the isPresented binding is false") }
      if p.overlayWindow?.isHidden != false { record("rest", "resting, but the overlay window is hidden") }
      if abs(p.sheetView.frame.minY - p.position.top) > 0.5 {
        record("rest", "the sheet view's top \(p.sheetView.frame.minY) is not the sheet's top \(p.position.top)")
      }
    default:
      record("rest", "not at rest \(runner.script.until) s after the last event: phase \(p.phase), height \(p.height)")
    }
  }
}
