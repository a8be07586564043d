import Compositor
import DemoApp
import SheetOverlay

/// The one generator of random input streams for the demo scene, fed by bytes: it reads the
/// bytes of the `streams` fuzz target (``StreamFormat``) into a script, a screen, a sheet
/// configuration and up to ``StreamFormat/maximumEvents`` events. libFuzzer feeds it
/// mutated bytes; the seeded fuzz tests feed it bytes from a seed (``script(seed:shape:)``).
/// A pointer still down at the end is released, and the script runs ``Shape/settle``
/// seconds past its last event, so the checks at rest apply.
package struct StreamDecoder {
  /// How the bytes are read: the libFuzzer target's defaults, or a shape a seeded suite
  /// needs (shorter steps and streams, smaller screens, more changes that redraw).
  package struct Shape: Sendable {
    /// The latest time an event may have, in seconds.
    package var latestTime = StreamFormat.latestTime
    /// How much of each time step is taken: 1 reads them as written, 0.1 makes them ten
    /// times shorter (a frame, not ten), so a short stream holds a gesture.
    package var timeScale = 1.0
    /// The longest side a screen gets; larger sizes are cut to it.
    package var largestSide = 8192.0
    /// Whether the operations the format leaves unnamed (13–15) change what is drawn (the
    /// style, the background, the focus, the stacked details sheet, the keyboard, the
    /// placement, the presentation) instead of moving the pointer.
    package var redraws = false
    /// Whether the first unnamed operation (13) types a note in a place's details and then
    /// does what may take the note elsewhere (another place, an undo, Escape, the × button,
    /// a close of the app), instead of moving the pointer. ``redraws`` takes precedence.
    package var notes = false
    /// How long the scene runs after the last event, for the sheet to come to rest.
    package var settle = StreamFormat.settle

    /// The libFuzzer target's shape.
    package init() {}

    /// A shape with the given changes.
    package init(
      latestTime: Double, timeScale: Double, largestSide: Double = 8192, redraws: Bool = false, notes: Bool = false
    ) {
      self.latestTime = latestTime
      self.timeScale = timeScale
      self.largestSide = largestSide
      self.redraws = redraws
      self.notes = notes
    }

    /// The seeded fuzz suite's: streams of up to 2.5 s in steps of about a frame, so the
    /// suite's thousands of streams cost about 270 frames each, with notes typed and taken
    /// elsewhere.
    package static let seeded = Shape(latestTime: 2.5, timeScale: 0.1, notes: true)
  }

  private var bytes: FuzzBytes
  private let shape: Shape
  private var size = StreamFormat.sizes[0]
  private var settings = SheetSettings()
  /// The time in ticks of 1/600000 s, in which every step is a whole number, so times
  /// do not drift as they add up: a time given in milliseconds reads back as written.
  private var ticks = 0
  private var t: Double { Double(ticks) / 600_000 }
  private var last = Point(x: 640, y: 400)
  private var held: Point?
  private var events: [ScriptEvent] = []

  /// The script `input` decodes to.
  package static func script(_ input: [UInt8], shape: Shape = Shape()) -> Script {
    var decoder = StreamDecoder(bytes: FuzzBytes(input), shape: shape)
    return decoder.decode()
  }

  /// The script the bytes of `seed` decode to: the same seed, the same script.
  package static func script(seed: UInt64, shape: Shape = .seeded) -> Script {
    var random = SplitMix64(seed: seed)
    var input: [UInt8] = []
    input.reserveCapacity(seededLength)
    while input.count < seededLength {
      withUnsafeBytes(of: random.next().littleEndian) { input.append(contentsOf: $0) }
    }
    return script(input, shape: shape)
  }

  /// How many bytes a seed makes: more than a seeded stream reads before its latest time.
  static let seededLength = 2048

  private init(bytes: FuzzBytes, shape: Shape) {
    self.bytes = bytes
    self.shape = shape
  }

  private mutating func decode() -> Script {
    size = screenSize()
    let initial = size
    let sheet = sheetDescription()
    settings = sheet.settings
    while !bytes.isAtEnd && events.count < StreamFormat.maximumEvents {
      advance()
      guard t <= shape.latestTime else { break }
      event()
    }
    if let p = held { events.append(ScriptEvent(t: t + 1.0 / 60, .pointer(.up, p))) }
    return Script(size: initial, sheet: sheet, events: events, until: shape.settle)
  }

  // MARK: Header

  private mutating func screenSize() -> Size {
    let i = bytes.below(StreamFormat.sizes.count + 1)
    let s =
      i == StreamFormat.sizes.count
      ? Size(width: Double(bytes.uint16() % 8192 + 1), height: Double(bytes.uint16() % 8192 + 1))
      : StreamFormat.sizes[i]
    let l = shape.largestSide
    return Size(width: Swift.min(s.width, l), height: Swift.min(s.height, l))
  }

  private mutating func sheetDescription() -> SheetSettingsDescription {
    var members: [(key: String, value: JSONValue)] = []
    for choice in StreamFormat.sheetChoices {
      let i = bytes.below(choice.values.count + 1)
      if i > 0 { members.append((choice.key, choice.values[i - 1])) }
    }
    // A stream whose frames are compared starts on any of the backgrounds, as most streams
    // never cycle through them all.
    if shape.redraws {
      let names = SheetSettings.backgroundCycle.map(\.name)
      members.append(("background", .string(names[bytes.below(names.count)], line: 1)))
    }
    // Every choice is a valid member, so this cannot throw.
    return (try? Script.parseSheet(.object(members, line: 1))) ?? SheetSettingsDescription()
  }

  // MARK: Events

  /// The time to the next event, in ticks: none, a fraction of a frame to a third of a
  /// second, a pause of up to 2.5 s, or exact milliseconds.
  private mutating func step() -> Int {
    let b = Int(bytes.byte())
    switch b {
    case 0: return 0
    case 1...200: return b * 1000
    case 201...250: return (b - 200) * 30_000
    default: return Int(bytes.uint16()) * 600
    }
  }

  /// Moves the time on by one step, scaled by the shape.
  private mutating func advance() {
    ticks += Int((Double(step()) * shape.timeScale).rounded())
  }

  private mutating func add(_ action: ScriptEvent.Action) {
    events.append(ScriptEvent(t: t, action))
    switch action {
    case .pointer(.down, let p, _, _): held = p
    case .pointer(.move, let p, _, _): held = held.map { _ in p }
    case .pointer(.up, _, _, _), .cancel: held = nil
    default: break
    }
    if case .pointer(_, let p, _, _) = action { last = p }
  }

  private mutating func event() {
    let code = bytes.byte() & 0x0F
    if shape.notes, !shape.redraws, code == 13 {
      notesEvent()
      return
    }
    guard let operation = StreamFormat.Operation(rawValue: code) ?? (shape.redraws ? nil : .moveBy) else {
      redrawingEvent()
      return
    }
    switch operation {
    case .down: add(.pointer(.down, point()))
    case .move: add(.pointer(.move, point()))
    case .up: add(.pointer(.up, point()))
    case .moveBy:
      let dx = Double(Int8(bitPattern: bytes.byte()))
      let dy = Double(Int8(bitPattern: bytes.byte())) * 2
      add(.pointer(.move, clamp(Point(x: last.x + dx, y: last.y + dy))))
    case .wheel:
      let p = point()
      let dy = Double(Int16(bitPattern: bytes.uint16())) / 4
      let dx = Double(Int8(bitPattern: bytes.byte()))
      add(.wheel(p, dx: dx, dy: Swift.min(10_000, Swift.max(-10_000, dy))))
    case .key:
      let (key, modifiers) = StreamFormat.keys[bytes.below(StreamFormat.keys.count)]
      add(.key(key, modifiers: modifiers))
    case .text:
      // Q quits the demo, which would end the run before the sheet comes to rest.
      if let text = Self.text(bytes.byte()), text.lowercased() != "q" { add(.key(.text(text))) }
    case .select: add(.select(detent()))
    case .present: add(.present)
    case .dismiss: add(.dismiss)
    case .resize:
      size = screenSize()
      add(.resize(size))
    case .cancel: add(.cancel)
    case .accessibility:
      let view = StreamFormat.views[bytes.below(StreamFormat.views.count)]
      add(.accessibility(view: view, action: StreamFormat.actions[bytes.below(StreamFormat.actions.count)]))
    }
  }

  /// A change of what is drawn, for streams whose frames are compared (``Shape/redraws``):
  /// mostly the demo's keys for the style, the background, the focus, dismissal, a detent
  /// and typing, else a row or the search field activated, a resize across the 700-point
  /// width where the sheet turns into a floating card, a presentation, a selection.
  private mutating func redrawingEvent() {
    let keys = ["m", "m", "m", "b", "b", "b", "Tab", "Tab", "ISO_Left_Tab", "Escape", "1", "3", "s", "a"]
    let choice = bytes.below(keys.count + 8)
    switch choice - keys.count {
    case 0, 1: add(.accessibility(view: "place.\(bytes.below(8))", action: "activate"))
    case 2, 3, 4: add(.accessibility(view: "search", action: "activate"))
    case 5:
      let side = Int(shape.largestSide)
      let width = size.width > 700 ? bytes.int(in: 320...700) : bytes.int(in: 701...Swift.max(701, side))
      let height = bytes.int(in: 300...Swift.max(300, Swift.min(1000, side)))
      size = Size(width: Double(width), height: Double(height))
      add(.resize(size))
    case 6: add(bytes.bool() ? .dismiss : .present)
    case 7: add(.select(detent()))
    default:
      let (key, modifiers) = KeyName.key(named: keys[choice])!
      add(.key(key, modifiers: modifiers))
    }
  }

  /// A note typed in a place's details, then what may take it elsewhere: another place
  /// picked, an undo, a select-all and a letter, Escape, the × button, a close of the app
  /// (``Shape/notes``). The fuzz invariants hold that a note shows only on its own place
  /// and goes only when asked.
  private mutating func notesEvent() {
    var room = StreamFormat.maximumEvents - events.count
    func then(_ action: ScriptEvent.Action, after ticks: Int? = nil) {
      guard room > 0 else { return }
      room -= 1
      if let ticks { self.ticks += ticks } else { advance() }
      add(action)
    }
    then(.accessibility(view: "place.\(bytes.below(20))", action: "activate"), after: 0)
    then(.accessibility(view: "details.notes", action: "activate"), after: 30_000)  // 0.05 s
    for _ in 0...bytes.below(5) { then(.key(.text(bytes.pick(["a", "b", "é", " ", "日本"])))) }
    for _ in 0...bytes.below(3) {
      switch bytes.below(10) {
      case 0, 1: then(.accessibility(view: "place.\(bytes.below(20))", action: "activate"))
      case 2: then(.key(.text("z"), modifiers: .control))
      case 3:
        then(.key(.text("a"), modifiers: .control))
        then(.key(.text("x")))
      case 4: then(.key(.escape))
      case 5: then(.accessibility(view: "details.close", action: "activate"))
      case 6: then(.close)
      case 7: then(.key(.backspace))
      default:
        let (key, modifiers) = StreamFormat.keys[bytes.below(StreamFormat.keys.count)]
        then(.key(key, modifiers: modifiers))
      }
    }
  }

  /// The text a `text` byte types: a printable ASCII character, or one of a few others.
  static func text(_ byte: UInt8) -> String? {
    let v = Int(byte) % 100
    if v < 95 { return String(UnicodeScalar(UInt8(32 + v))) }
    return ["é", "ñ", "日本", "€", "😀"][v - 95]
  }

  /// A point: exact whole points, somewhere wild, near where the sheet's top rests, or
  /// on a lattice over the screen.
  private mutating func point() -> Point {
    let mode = bytes.byte()
    let w = size.width
    let h = size.height
    switch mode {
    case 0..<8:
      return Point(x: Double(Int16(bitPattern: bytes.uint16())), y: Double(Int16(bitPattern: bytes.uint16())))
    case 8..<16:
      let l = 100_000.0
      let values = [-l, l, -1, 0, w, h, w - 0.5, h - 0.5, 1e-9, -0.0]
      return Point(x: bytes.pick(values), y: bytes.pick(values))
    case 16..<64:
      let heights = DetentResolver(containerHeight: h).resolve(settings.detents).map(\.height)
      let top = h - (heights.isEmpty ? h / 2 : bytes.pick(heights))
      return clamp(Point(x: Double(bytes.byte()) / 255 * w, y: top + (Double(bytes.byte()) - 128) / 4))
    default:
      return Point(x: Double(bytes.byte()) / 255 * w, y: Double(bytes.byte()) / 255 * h)
    }
  }

  private func clamp(_ p: Point) -> Point {
    let l = 100_000.0
    return Point(x: Swift.min(l, Swift.max(-l, p.x)), y: Swift.min(l, Swift.max(-l, p.y)))
  }

  private mutating func detent() -> SheetOverlayDetent {
    let i = bytes.below(StreamFormat.detents.count + 2)
    if i < StreamFormat.detents.count { return StreamFormat.detents[i] }
    if i == StreamFormat.detents.count { return .height(Double(bytes.byte()) * 40 - 200) }
    return .fraction(Double(bytes.byte()) / 128 - 0.5)
  }
}
