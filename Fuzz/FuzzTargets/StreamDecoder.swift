#if DEBUG
  import Compositor
  import SheetOverlay

  @testable import DemoApp

  /// Reads the bytes of the `streams` fuzz target (``StreamFormat``) into a script for the
  /// demo scene: a screen, a sheet configuration and up to ``StreamFormat/maximumEvents``
  /// events. A pointer still down at the end is released, and the script runs
  /// ``StreamFormat/settle`` seconds past its last event, so the checks at rest apply.
  struct StreamDecoder {
    private var bytes: FuzzBytes
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
    static func script(_ input: [UInt8]) -> Script {
      var decoder = StreamDecoder(bytes: FuzzBytes(input))
      return decoder.decode()
    }

    private init(bytes: FuzzBytes) {
      self.bytes = bytes
    }

    private mutating func decode() -> Script {
      size = screenSize()
      let initial = size
      let sheet = sheetDescription()
      settings = sheet.settings
      while !bytes.isAtEnd && events.count < StreamFormat.maximumEvents {
        ticks += step()
        guard t <= StreamFormat.latestTime else { break }
        event()
      }
      if let p = held { events.append(ScriptEvent(t: t + 1.0 / 60, .pointer(.up, p))) }
      return Script(size: initial, sheet: sheet, events: events, until: StreamFormat.settle)
    }

    // MARK: Header

    private mutating func screenSize() -> Size {
      let i = bytes.below(StreamFormat.sizes.count + 1)
      guard i == StreamFormat.sizes.count else { return StreamFormat.sizes[i] }
      return Size(width: Double(bytes.uint16() % 8192 + 1), height: Double(bytes.uint16() % 8192 + 1))
    }

    private mutating func sheetDescription() -> SheetSettingsDescription {
      var members: [(key: String, value: JSONValue)] = []
      for choice in StreamFormat.sheetChoices {
        let i = bytes.below(choice.values.count + 1)
        if i > 0 { members.append((choice.key, choice.values[i - 1])) }
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
      let operation = StreamFormat.Operation(rawValue: bytes.byte() & 0x0F) ?? .moveBy
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
#endif
