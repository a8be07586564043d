import Compositor
import SheetOverlay

@testable import DemoApp

/// Generates random but reproducible demo scripts from a seed: a random sheet
/// configuration and screen, then a stream of pointer gestures (with stray moves and ups,
/// double downs, cancels, far-off-screen and huge coordinates), wheel scrolls, keys and the
/// app's programmatic events (present, dismiss, select, resize to 1×1 or 8192×8192 and back)
/// and accessibility actions, some on views or of names that do not exist.
///
/// The same seed always gives the same script, and every script it makes is one
/// `Script.parse` accepts, so a failing case can be printed and replayed with
/// `sheet-demo --headless --script`.
struct ScriptFuzzer {
  private var rng: SplitMix64
  private var size = Size(width: 1280, height: 800)
  private var settings = SheetSettings()
  private var t = 0.0
  private var events: [ScriptEvent] = []
  private var last = Point(x: 640, y: 400)
  private var held = false
  /// The longest side a screen gets: 8192 for the invariants; smaller where every frame is
  /// also drawn, retained and cold.
  private let largestSide: Double
  /// Whether the streams lean on the changes that redraw (see ``init(seed:largestSide:redraws:)``).
  private let redraws: Bool

  /// The keys a stream presses: the demo's bindings (but Q, which ends the run) and others.
  static let keys = [
    "1", "2", "3", "m", "M", "b", "B", "d", "s", "S", "Escape", "a", "z", "x", "Return", "BackSpace", "space", "4",
    "0", "Tab", "ISO_Left_Tab", "Up", "Down", "Prior", "Next", "Delete", "é",
  ]

  /// The script action pressing the key a script names.
  static func keyPress(_ name: String) -> ScriptEvent.Action {
    let (key, modifiers) = KeyName.key(named: name)!
    return .key(key, modifiers: modifiers)
  }

  /// The largest coordinate a script accepts.
  static let coordinateLimit = 100_000.0

  /// A fuzzer for `seed` whose screens are at most `largestSide` points on a side (where
  /// the streams resize to 8192×8192, they resize to `largestSide` square instead). With
  /// `redraws`, a third of the actions change what is drawn: the style, the background, the
  /// focus, the stacked details sheet, the keyboard, the placement (a resize across the
  /// floating card's threshold) or the presentation.
  init(seed: UInt64, largestSide: Double = 8192, redraws: Bool = false) {
    rng = SplitMix64(seed: seed)
    self.largestSide = largestSide
    self.redraws = redraws
  }

  /// The keys a redrawing stream leans on, with their weights: style, background, focus,
  /// dismissal, detents, typing.
  static let redrawingKeys = [
    (3, "m"), (3, "b"), (2, "Tab"), (1, "ISO_Left_Tab"), (1, "Escape"), (1, "1"), (1, "3"), (1, "s"), (1, "a"),
  ]

  /// Makes the script for this fuzzer's seed; input stops with every pointer released, and
  /// the script runs for `settle` seconds after its last event.
  mutating func script(settle: Double = 2) -> Script {
    size = pick([
      (6, Size(width: 1280, height: 800)), (3, Size(width: 400, height: 800)), (1, Size(width: 320, height: 480)),
      (1, Size(width: 1, height: 1)), (1, largest), (1, randomSize()),
    ])
    let initialSize = size
    let sheet = sheetDescription()
    settings = sheet.settings
    t = rng.double(in: 0...0.3)
    let actions = int(1...16)
    for _ in 0..<actions { action() }
    if held { add(.pointer(.up, last), after: 1.0 / 60) }
    return Script(size: initialSize, sheet: sheet, events: events, until: settle)
  }

  // MARK: Actions

  private mutating func action() {
    if redraws && chance(1.0 / 3) {
      redrawingAction()
      return
    }
    switch int(0...99) {
    case 0..<30: drag()
    case 30..<40: tap()
    case 40..<45: strayPointer()
    case 45..<55: wheel()
    case 55..<70: add(Self.keyPress(pick(uniform(Self.keys))), after: step())
    case 70..<78: add(.select(detent()), after: step())
    case 78..<82: add(.present, after: step())
    case 82..<86: add(.dismiss, after: step())
    case 86..<92: resize()
    case 92..<95:
      let views = ["sheet.grabber", "button.show", "button.style", "search", "place.3", "map", "no.such.view"]
      let actions = ["expand", "collapse", "dismiss", "activate", "jump"]
      add(.accessibility(view: pick(uniform(views)), action: pick(uniform(actions))), after: step())
    case 95..<98: notes()
    default: add(.cancel, after: step())
    }
  }

  /// A note typed in a place's details, then what may take it elsewhere: another place
  /// picked, an undo, a select-all and a letter, Escape, the × button, a close of the app.
  private mutating func notes() {
    add(.accessibility(view: "place.\(int(0...19))", action: "activate"), after: step())
    add(.accessibility(view: "details.notes", action: "activate"), after: 0.05)
    for _ in 0..<int(1...5) { add(.key(.text(pick(uniform(["a", "b", "é", " ", "日本"])))), after: step()) }
    for _ in 0..<int(1...3) {
      switch int(0...9) {
      case 0, 1: add(.accessibility(view: "place.\(int(0...19))", action: "activate"), after: step())
      case 2: add(.key(.text("z"), modifiers: .control), after: step())
      case 3:
        add(.key(.text("a"), modifiers: .control), after: step())
        add(.key(.text("x")), after: step())
      case 4: add(.key(.escape), after: step())
      case 5: add(.accessibility(view: "details.close", action: "activate"), after: step())
      case 6: add(.close, after: step())
      case 7: add(.key(.backspace), after: step())
      default: add(Self.keyPress(pick(uniform(Self.keys))), after: step())
      }
    }
  }

  /// A change of what is drawn, for streams that compare frames.
  private mutating func redrawingAction() {
    switch int(0...9) {
    case 0..<5: add(Self.keyPress(pick(Self.redrawingKeys)), after: step())
    case 5: add(.accessibility(view: "place.\(int(0...7))", action: "activate"), after: step())
    case 6: add(.accessibility(view: "search", action: "activate"), after: step())
    case 7:
      // Across the 700-point threshold where the sheet turns into a floating card.
      let width = Double(size.width > 700 ? int(320...700) : int(701...Int(Swift.max(701, largestSide))))
      add(
        .resize(Size(width: width, height: Double(int(300...Int(Swift.max(300, Swift.min(1000, largestSide))))))),
        after: step())
    case 8: add(chance(0.5) ? .dismiss : .present, after: step())
    default: add(.select(detent()), after: step())
    }
  }

  private mutating func drag() {
    var p = point()
    add(.pointer(.down, p), after: step())
    for _ in 0..<int(0...20) {
      if chance(0.1) {
        p = point()
      } else {
        let reach = chance(0.2) ? 600.0 : 60.0
        p = clamp(Point(x: p.x + rng.double(in: -reach...reach) / 4, y: p.y + rng.double(in: -reach...reach)))
      }
      add(.pointer(.move, p), after: step())
      // Programmatic changes and keys arrive in the middle of drags too.
      if chance(0.05) { action() }
    }
    switch int(0...9) {
    case 0: break  // left open: the next down, a cancel or the final release ends it
    case 1: add(.pointer(.down, point()), after: step())  // a second down: its up was lost
    case 2: add(.cancel, after: step())
    default: add(.pointer(.up, p), after: step())
    }
  }

  private mutating func tap() {
    let p = point()
    add(.pointer(.down, p), after: step())
    add(
      .pointer(.up, chance(0.8) ? p : clamp(p.offsetBy(dx: rng.double(in: -15...15), dy: rng.double(in: -15...15)))),
      after: 0.05)
  }

  private mutating func strayPointer() {
    add(.pointer(chance(0.5) ? .move : .up, point()), after: step())
  }

  private mutating func wheel() {
    let dy = chance(0.8) ? rng.double(in: -200...200) : rng.double(in: -10_000...10_000)
    let dx = chance(0.2) ? rng.double(in: -300...300) : 0
    add(.wheel(point(), dx: dx, dy: dy), after: step())
  }

  private mutating func resize() {
    let before = size
    let away = pick([
      (3, Size(width: 1, height: 1)), (3, largest), (2, randomSize()),
      (1, Size(width: 1280, height: 800)),
    ])
    add(.resize(away), after: step())
    // Usually come back after a little input, as a window is dragged small and back.
    guard chance(0.7) else { return }
    for _ in 0..<int(0...3) { action() }
    add(.resize(before), after: step())
  }

  private mutating func add(_ action: ScriptEvent.Action, after dt: Double) {
    t += dt
    events.append(ScriptEvent(t: t, action))
    switch action {
    case .pointer(let phase, let p, _, _):
      last = p
      held = phase != .up
    case .cancel:
      held = false
    case .resize(let s):
      size = s
    default:
      break
    }
  }

  // MARK: Values

  /// The time to the next event: mostly a frame, sometimes none, a burst or a pause.
  private mutating func step() -> Double {
    switch int(0...99) {
    case 0..<72: rng.double(in: 0.3...1.5) / 60
    case 72..<84: 0
    case 84..<92: rng.double(in: 0.0001...0.002)
    case 92..<99: rng.double(in: 0.1...0.4)
    default: rng.double(in: 0.6...1.2)
    }
  }

  /// A point: often around where the sheet's top rests, else anywhere, on the buttons, on
  /// the edges and rounded corners, far off screen or at the largest coordinates.
  private mutating func point() -> Point {
    let w = size.width
    let h = size.height
    switch int(0...99) {
    case 0..<35:
      let heights = DetentResolver(containerHeight: h).resolve(settings.detents).map(\.height)
      let top = h - pick(uniform(heights))
      return clamp(Point(x: rng.double(in: 0...w), y: top + rng.double(in: -25...45)))
    case 35..<60:
      return Point(x: rng.double(in: 0...w), y: rng.double(in: 0...h))
    case 60..<68:
      return Point(x: rng.double(in: 12...460), y: rng.double(in: 9...43))
    case 68..<80:
      let xs = [0, 1, w - 1, w, -1, rng.double(in: 0...24), w - rng.double(in: 0...24)]
      let ys = [0, 1, h - 1, h, -1, rng.double(in: 0...h)]
      return Point(x: pick(uniform(xs)), y: pick(uniform(ys)))
    case 80..<93:
      return Point(x: rng.double(in: -5000...5000 + w), y: rng.double(in: -5000...5000 + h))
    default:
      let l = Self.coordinateLimit
      return Point(
        x: pick([(1, -l), (1, l), (1, rng.double(in: -l...l))]),
        y: pick([(1, -l), (1, l), (1, rng.double(in: -l...l))]))
    }
  }

  private func clamp(_ p: Point) -> Point {
    let l = Self.coordinateLimit
    return Point(x: Swift.min(l, Swift.max(-l, p.x)), y: Swift.min(l, Swift.max(-l, p.y)))
  }

  private mutating func randomSize() -> Size {
    let side = Int(Swift.min(2000, largestSide))
    return Size(width: Double(int(1...side)), height: Double(int(1...side)))
  }

  /// The largest screen the streams resize to.
  private var largest: Size { Size(width: largestSide, height: largestSide) }

  /// A detent: one of the sheet's, a common one, or an odd one that is probably not listed.
  private mutating func detent() -> SheetOverlayDetent {
    if chance(0.5), !settings.detents.isEmpty { return pick(uniform(settings.detents)) }
    return pick([
      (2, .medium), (2, .large), (2, .height(250)), (1, .fitContent), (1, .fraction(0.5)),
      (1, .height(Double(int(-100...9000)))), (1, .fraction(rng.double(in: -1...2))),
    ])
  }

  /// A random `sheet` object, built as JSON members so it reads back exactly as written.
  private mutating func sheetDescription() -> SheetSettingsDescription {
    var m: [(key: String, value: JSONValue)] = []
    func string(_ s: String) -> JSONValue { .string(s, line: 1) }
    func number(_ v: Double) -> JSONValue { .number(v, line: 1) }
    func bool(_ b: Bool) -> JSONValue { .bool(b, line: 1) }
    // A redrawing stream always picks a style and a background: most never change them.
    if chance(0.4) || redraws {
      m.append(("style", string(pick([(1, "overlay"), (1, "modal"), (1, "transition"), (1, "offset")]))))
    }
    if chance(0.6) {
      var list: [JSONValue] = []
      for _ in 0..<int(0...4) { list.append(detentValue()) }
      m.append(("detents", .array(list, line: 1)))
    }
    if chance(0.5) { m.append(("selected", detentValue())) }
    if chance(0.25) { m.append(("presented", bool(chance(0.3)))) }
    if chance(0.2) { m.append(("dragIndicator", string(pick([(1, "automatic"), (1, "visible"), (1, "hidden")])))) }
    if chance(0.2) { m.append(("cornerRadius", number(pick([(1, 0), (1, 0.5), (1, 20), (1, 400), (1, 1000)])))) }
    if chance(0.2) || redraws {
      m.append(("background", string(pick(uniform(SheetSettings.backgroundCycle.map(\.name))))))
    }
    if chance(0.2) { m.append(("shadow", bool(chance(0.5)))) }
    if chance(0.3) {
      m.append(
        (
          "keyboardPolicy",
          pick([
            (1, string("ignore")), (1, string("fullOffset")),
            (1, .object([("maxOffset", number(Double(int(0...500))))], line: 1)),
          ])
        ))
    }
    if chance(0.3) {
      m.append(
        (
          "backgroundInteraction",
          pick([
            (1, string("enabled")), (1, string("disabled")), (1, string("automatic")),
            (2, .object([("upThrough", detentValue())], line: 1)),
          ])
        ))
    }
    if chance(0.25) { m.append(("dismissDisabled", bool(true))) }
    if chance(0.2) { m.append(("motion", string(pick([(3, "reduced"), (1, "standard")])))) }
    if chance(0.5) {
      let floating: [(key: String, value: JSONValue)] = [
        ("edge", string(pick([(1, "leading"), (1, "trailing")]))), ("width", number(Double(int(1...3000)))),
        ("margin", number(pick([(1, 0), (1, 16), (1, 500)]))),
      ]
      m.append(
        (
          "placement",
          pick([
            (2, string("bottom")), (1, string("automatic")),
            (1, .object([("bottom", .object([("maxWidth", number(Double(int(1...3000))))], line: 1))], line: 1)),
            (2, .object([("floating", .object(floating, line: 1))], line: 1)),
          ])
        ))
    }
    // Every member is valid by construction; a refusal here is a bug in the generator.
    return try! Script.parseSheet(.object(m, line: 1))
  }

  private mutating func detentValue() -> JSONValue {
    let heights: [Double] = [-50, 0, 40, 100, 250, 600, 5000, 1e6]
    let fractions: [Double] = [-0.5, 0, 0.1, 0.5, 0.99, 1, 3]
    return pick([
      (3, .string("medium", line: 1)), (2, .string("large", line: 1)), (1, .string("fitContent", line: 1)),
      (3, .object([("height", .number(pick(uniform(heights)), line: 1))], line: 1)),
      (2, .object([("fraction", .number(pick(uniform(fractions)), line: 1))], line: 1)),
    ])
  }

  // MARK: Randomness

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  private mutating func chance(_ p: Double) -> Bool { rng.double(in: 0...1) < p }

  /// Each of `values` with weight 1.
  private func uniform<T>(_ values: [T]) -> [(Int, T)] { values.map { value in (1, value) } }

  /// One of `choices`, each as likely as its weight.
  private mutating func pick<T>(_ choices: [(Int, T)]) -> T {
    var r = int(0...(choices.reduce(0) { $0 + $1.0 } - 1))
    for (weight, value) in choices {
      if r < weight { return value }
      r -= weight
    }
    return choices[choices.count - 1].1
  }
}
