import Compositor
import Foundation
import SceneInvariants
import Testing

@testable import DemoApp
@testable import SheetOverlay

/// The demo's details sheet, stacked over the list sheet: a row presents it, Escape takes
/// it away first, its notes veto a person's dismissal, and the trace names each sheet.
@Suite struct StackedSheetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Replays `Assets/scripts/stacked-sheets.json` and returns its trace.
  static func replay() throws -> (HeadlessRunner, [String]) {
    let script = try DemoMain.loadScript(Self.root.appendingPathComponent("Assets/scripts/stacked-sheets.json").path)
    let runner = HeadlessRunner(script: script)
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    return (runner, lines)
  }

  @Test func aRowPresentsDetailsThatVetoWhileTheNotesHoldText() throws {
    let (runner, lines) = try Self.replay()
    func index(_ fragment: String) -> Int? { lines.firstIndex { $0.contains(fragment) } }
    // The tap on a row stacks the details sheet, one level above, and the trace names both.
    let tap = try #require(index("\"kind\":\"tap\",\"window\":\"overlay\",\"view\":\"place.1\""))
    let shown = try #require(index("\"kind\":\"presentation\",\"id\":\"details\",\"presented\":true"))
    #expect(shown > tap)
    #expect(lines.contains { $0.contains("\"sheets\":[{\"id\":\"sheet\"") && $0.contains("{\"id\":\"details\"") })
    // With "hi" in the notes, a drag down and Escape are refused, and the sheet springs back.
    let drag = try #require(index("\"kind\":\"dismissAttempt\",\"id\":\"details\",\"reason\":\"drag\""))
    let escape = try #require(index("\"kind\":\"dismissAttempt\",\"id\":\"details\",\"reason\":\"escapeKey\""))
    #expect(drag < escape)
    let gone = try #require(index("\"kind\":\"presentation\",\"id\":\"details\",\"presented\":false"))
    #expect(gone > escape)
    // Escape took the details sheet, not the list sheet beneath.
    #expect(!lines.contains { $0.contains("\"kind\":\"presentation\",\"id\":\"sheet\",\"presented\":false") })
    let details = try #require(runner.scene.placeDetails.presentation)
    #expect(details.phase == .dismissed)
    #expect(runner.scene.presentation.isPresented)
    // The flick at the end leaves the list gliding: its offset moves on after the release.
    let frames = lines.filter { $0.contains("\"kind\":\"frame\"") }
    let offsets = frames.compactMap { line -> Double? in
      guard let r = line.range(of: "\"listOffset\":") else { return nil }
      return Double(line[r.upperBound...].prefix { $0 == "." || $0 == "-" || $0.isNumber })
    }
    let release = try #require(
      frames.firstIndex { $0.contains("\"t\":7.7,") || $0.contains("\"t\":7.717") })
    #expect(offsets[release + 10] > offsets[release] + 20)
  }

  /// V4, V3: with a note in the details, a drag of the list sheet toward dismissal (which
  /// would take the details along) asks the details first and is refused, and so is the
  /// details' × button; cleared, the × takes the details away and the place's row is no
  /// longer highlighted. Before, the drag dismissed both sheets and the × closed the
  /// details unasked, the note lost without a word; the row stayed highlighted.
  @Test func noTypedNoteIsLostUnasked() throws {
    let script = try DemoMain.loadScript(Self.root.appendingPathComponent("Assets/scripts/stacked-veto.json").path)
    let runner = HeadlessRunner(script: script)
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    var highlighted: [Double: Bool] = [:]
    // Unowned: the runner keeps the closure, and a closure keeping the runner would leak
    // both (and the script it holds) past the test.
    runner.onFrame = { [unowned runner] _, _ in
      highlighted[runner.clock.now] = runner.scene.places.rows[1].background != nil
    }
    try runner.run()
    let attempts = lines.filter { $0.contains("\"kind\":\"dismissAttempt\"") }
    #expect(attempts.count == 2)
    #expect(attempts.first?.contains("\"id\":\"details\",\"reason\":\"drag\"") == true)
    #expect(attempts.last?.contains("\"id\":\"details\",\"reason\":\"closeButton\"") == true)
    #expect(!lines.contains { $0.contains("\"kind\":\"presentation\",\"id\":\"sheet\",\"presented\":false") })
    let gone = try #require(
      lines.first { $0.contains("\"kind\":\"presentation\",\"id\":\"details\",\"presented\":false") })
    #expect(gone.hasPrefix("{\"t\":6.05,"))
    #expect(runner.scene.presentation.phase == .resting)
    let details = try #require(runner.scene.placeDetails.presentation)
    #expect(details.phase == .dismissed)
    // Highlighted while the details show, not once they have gone.
    #expect(highlighted.filter { $0.key > 1 && $0.key < 6 }.allSatisfy { $0.value })
    #expect(highlighted[highlighted.keys.max()!] == false)
    #expect(runner.scene.places.rows.allSatisfy { $0.background == nil && $0.accessibility?.value == nil })
  }

  /// S5, K3: Escape on the list's grabber with the details stacked on it takes the details
  /// only (it took both sheets at once); with dismissal disabled, one refused Escape on the
  /// grabber is one attempt (it wrote two).
  @Test func escapeOnAGrabberAsksOnceAndTheTopSheetFirst() throws {
    func replay(_ name: String) throws -> [String] {
      let script = try DemoMain.loadScript(
        Self.root.appendingPathComponent("Assets/scripts/conformance/\(name).json").path)
      let runner = HeadlessRunner(script: script)
      var lines: [String] = []
      runner.traceLines { lines.append($0) }
      try runner.run()
      return lines
    }
    let stacked = try replay("escape-on-the-list-grabber-with-details-up")
    #expect(stacked.contains { $0.contains("\"kind\":\"focus\",\"window\":\"overlay\",\"view\":\"sheet.grabber\"") })
    #expect(stacked.contains { $0.contains("\"kind\":\"presentation\",\"id\":\"details\",\"presented\":false") })
    #expect(!stacked.contains { $0.contains("\"kind\":\"presentation\",\"id\":\"sheet\",\"presented\":false") })
    let refused = try replay("escape-refused-once")
    #expect(refused.filter { $0.contains("\"kind\":\"dismissAttempt\"") }.count == 1)
    #expect(!refused.contains { $0.contains("\"kind\":\"presentation\",\"presented\":false") })
  }

  /// Escape dismisses the top sheet first, then the one below.
  @Test func escapeDismissesTheTopSheetFirst() throws {
    let runner = HeadlessRunner(script: Script(until: 1))
    try runner.run()
    let scene = runner.scene
    scene.selectPlace(2)
    runner.clock.advance(by: 1)
    for _ in 0..<60 { scene.screen.tick() }
    let details = try #require(scene.placeDetails.presentation)
    #expect(details.isPresented)
    #expect(scene.handleKey(KeyEvent(.escape, time: runner.clock.now)) == .handled)
    #expect(!details.isPresented)
    #expect(scene.presentation.isPresented)
    #expect(scene.handleKey(KeyEvent(.escape, time: runner.clock.now)) == .handled)
    #expect(!scene.presentation.isPresented)
  }

  /// Thousands of random touches, presentations, selections and resizes with both sheets
  /// up: every down reaches exactly one window, the one the reference hit test names, and
  /// the details sheet's window is always right above the list sheet's.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func touchesReachOneWindowAndTheStackHolds(shard: UInt64) throws {
    for seed in shard * 25..<(shard + 1) * 25 {
      var rng = SplitMix64(seed: seed &+ 0xD1CE)
      let runner = HeadlessRunner(script: Script(size: Size(width: 800, height: 700), until: 0.5))
      try runner.run()
      let scene = runner.scene
      let screen = scene.screen
      scene.selectPlace(Int(rng.next() % 10))
      var deliveries: [(Window?, View?)] = []
      scene.onDelivery = { d in
        if case .pointer(let e, let w, let v) = d, e.phase == .down { deliveries.append((w, v)) }
      }
      var held = false
      for step in 0..<60 {
        runner.clock.advance(by: 1.0 / 60)
        screen.tick()
        let p = Point(x: rng.double(in: -20...820), y: rng.double(in: -20...720))
        switch rng.next() % 10 {
        case 0...3:
          if held { screen.deliver(.pointer(PointerEvent(.up, at: p, time: runner.clock.now))) }
          let expected = ReferenceHitTest.hit(screen, at: p)
          // A down on a gliding list catches the glide and goes to the list (H4).
          let catcher = expected?.view.enclosingScrollViews.first(where: \.isDecelerating)
          deliveries.removeAll()
          screen.deliver(.pointer(PointerEvent(.down, at: p, time: runner.clock.now)))
          held = true
          #expect(deliveries.count == 1, "seed \(seed) step \(step)")
          #expect(deliveries.first?.0 === expected?.window, "seed \(seed) step \(step) at \(p)")
          #expect(deliveries.first?.1 === catcher ?? expected?.view, "seed \(seed) step \(step) at \(p)")
        case 4, 5:
          if held { screen.deliver(.pointer(PointerEvent(.move, at: p, time: runner.clock.now))) }
        case 6:
          if held { screen.deliver(.pointer(PointerEvent(.up, at: p, time: runner.clock.now))) }
          held = false
        case 7:
          scene.placeDetails.isPresented.toggle()
        case 8:
          scene.placeDetails.detent = rng.next() % 2 == 0 ? .medium : .height(220)
        default:
          if rng.next() % 4 == 0 {
            screen.resize(
              to: Size(width: rng.double(in: 300...1400).rounded(), height: rng.double(in: 300...900).rounded()))
          } else {
            scene.places.isPresented.toggle()
          }
        }
        let names = screen.windows.map(\.name)
        guard let below = names.firstIndex(of: "overlay"), let above = names.firstIndex(of: "overlay.details") else {
          Issue.record("seed \(seed): a sheet window is missing: \(names)")
          break
        }
        #expect(below < above, "seed \(seed) step \(step): \(names)")
        #expect(screen.windows[above].level == screen.windows[below].level + 1)
        #expect(zip(screen.windows, screen.windows.dropFirst()).allSatisfy { $0.level <= $1.level })
      }
      if held { screen.deliver(.pointer(PointerEvent(.up, at: .zero, time: runner.clock.now))) }
    }
  }
}
