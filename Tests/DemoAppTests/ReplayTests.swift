import Compositor
import Foundation
import Rendering
import Testing

@testable import DemoApp
@testable import SheetOverlay

@Suite struct ReplayTests {
  func replay(_ text: String) throws -> (HeadlessRunner, [String]) {
    let runner = HeadlessRunner(script: try Script.parse(text))
    var lines: [String] = []
    runner.traceLines { lines.append($0) }
    try runner.run()
    return (runner, lines)
  }

  static let drag = """
    {"sheet": {"selected": "medium", "placement": "bottom"},
     "events": [
      {"t": 1.5, "type": "down", "x": 640, "y": 430}, {"t": 1.55, "type": "move", "x": 640, "y": 380},
      {"t": 1.6, "type": "move", "x": 640, "y": 300}, {"t": 1.65, "type": "move", "x": 640, "y": 220},
      {"t": 1.7, "type": "up", "x": 640, "y": 220},
      {"t": 2.5, "type": "down", "x": 72, "y": 26}, {"t": 2.55, "type": "up", "x": 72, "y": 26}
     ], "until": 0.5}
    """

  @Test func sameScriptSameTraceByteForByte() throws {
    let (_, a) = try replay(Self.drag)
    let (_, b) = try replay(Self.drag)
    let same = a == b
    #expect(same)
    #expect(a.count > 100)
  }

  /// Key lines name the key as scripts do, with its modifiers and a longer text beside it.
  @Test func keyLinesNameTheKeyWithItsModifiers() throws {
    let (_, lines) = try replay(
      """
      {"events": [{"t": 0.1, "type": "key", "key": "ISO_Left_Tab"}, {"t": 0.2, "type": "key", "text": "日本"},
        {"t": 0.3, "type": "key", "key": "Prior"}]}
      """)
    let keys = lines.filter { $0.contains("\"kind\":\"key\"") }
    #expect(keys.count == 3)
    #expect(keys[0].hasPrefix("{\"t\":0.1,\"kind\":\"key\",\"key\":\"Tab\",\"modifiers\":[\"shift\"],\"window\":"))
    // Shift-Tab reached the search field: a key that edits a field names it, with its edit.
    #expect(keys[1].hasPrefix("{\"t\":0.2,\"kind\":\"key\",\"text\":\"日本\",\"view\":\"search\",\"at\":0,"))
    #expect(keys[2].hasPrefix("{\"t\":0.3,\"kind\":\"key\",\"key\":\"Prior\",\"window\":"))
  }

  @Test func traceHasTheRequiredFields() throws {
    let (runner, lines) = try replay(Self.drag)
    let down = lines.contains(
      "{\"t\":1.5,\"kind\":\"pointer\",\"phase\":\"down\",\"x\":640,\"y\":430,\"window\":\"overlay\",\"view\":\"sheet.grabber\"}"
    )
    #expect(down)
    let tap = lines.contains {
      $0.hasPrefix("{\"t\":2.55,\"kind\":\"tap\",\"window\":\"main\",\"view\":\"button.show\"")
    }
    #expect(tap)
    let detent = lines.contains { $0.contains("\"kind\":\"detent\",\"detent\":\"large\"") }
    #expect(detent)
    let frame = try #require(lines.last { $0.contains("\"kind\":\"frame\"") })
    #expect(
      frame.contains(
        "\"sheet\":{\"x\":0,\"width\":1280,\"top\":40,\"height\":760,\"detent\":\"large\",\"presented\":true,\"keyboardOffset\":0"
      ))
    #expect(runner.scene.topBar.tapCount == 1)
    #expect(runner.scene.places.detent == .large)
  }

  @Test func clickOnTheSheetDoesNotReachTheMap() throws {
    let (runner, lines) = try replay(
      """
      {"sheet": {"placement": "bottom"},
       "events": [{"t": 0.5, "type": "down", "x": 640, "y": 700}, {"t": 0.55, "type": "up", "x": 640, "y": 700}]}
      """)
    #expect(runner.scene.topBar.tapCount == 0)
    let down = lines.contains { $0.contains("\"phase\":\"down\"") && $0.contains("\"window\":\"overlay\"") }
    #expect(down)
  }

  @Test func keysDriveTheScene() throws {
    let (runner, _) = try replay(
      """
      {"events": [{"t": 0.1, "type": "key", "key": "3"}, {"t": 1.5, "type": "key", "key": "m"},
                  {"t": 1.6, "type": "key", "key": "b"}, {"t": 1.7, "type": "key", "key": "Escape"}], "until": 1.5}
      """)
    #expect(runner.scene.places.detent == .large)
    #expect(runner.scene.presentation.configuration.style == .modal)
    #expect(runner.scene.presentation.configuration.background == .material(.regular))
    #expect(runner.scene.presentation.phase == .dismissed)
  }

  @Test func resizeReresolvesAndRests() throws {
    let (runner, _) = try replay(
      """
      {"sheet": {"selected": "large", "placement": "bottom"}, "events": [
        {"t": 0.5, "type": "down", "x": 640, "y": 45}, {"t": 0.6, "type": "move", "x": 640, "y": 200},
        {"t": 0.65, "type": "resize", "width": 1, "height": 1}, {"t": 0.7, "type": "resize", "width": 8192, "height": 8192},
        {"t": 0.8, "type": "resize", "width": 1280, "height": 800}, {"t": 0.9, "type": "up", "x": 640, "y": 300}
      ], "until": 2}
      """)
    let p = runner.scene.presentation!
    #expect(p.phase == .resting)
    #expect(p.detents.contains { abs($0.height - p.height) < 0.1 })
  }

  /// At the default 1280×800 the sheet is the automatic placement's floating card.
  @Test func describeListsWindowsAndViews() throws {
    let runner = HeadlessRunner(script: Script(until: 1.5))
    try runner.run()
    let json = SceneDescription.json(of: runner.scene)
    #expect(json.contains("{\"name\":\"overlay\",\"level\":\"normal+1\",\"levelValue\":1"))
    #expect(json.contains("\"identifier\":\"pin.Bakery\""))
    #expect(
      json.contains(
        "{\"identifier\":\"sheet\",\"frame\":{\"x\":16,\"y\":534,\"width\":400,\"height\":250},\"visible\":true,\"interactive\":true}"
      ))
  }
}

/// `--animation` writes a headless replay as an animated GIF, 20 frames a second.
@Suite struct AnimationTests {
  @Test func aReplayBecomesAnAnimatedGIF() throws {
    let script = try TemporaryFile(
      Script(size: Size(width: 640, height: 400), events: [ScriptEvent(t: 0.5, .dismiss)], until: 1).jsonText())
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(DemoMain.run(["--headless", "--script", script.path, "--animation", out]) == DemoMain.success)
    let data = try #require(FileManager.default.contents(atPath: out))
    #expect(Array(data.prefix(6)) == Array("GIF89a".utf8))
    // 640×400 stays full size: the logical screen's width and height, little-endian.
    #expect(data[6] == 0x80 && data[7] == 0x02 && data[8] == 0x90 && data[9] == 0x01)
    #expect(data.count < 3_000_000)
    #expect(DemoMain.run(["--headless", "--script", script.path, "--animation", "/no/such/dir/a.gif"]) == 3)
  }
}

@Suite struct IdleSceneTests {
  /// Found while profiling the fuzz tests: the scene laid its list out every frame with
  /// unchanged frames, and each assignment marks damage, so an idle demo redrew its list
  /// on every frame.
  @Test func anIdleSceneDamagesNothing() throws {
    let runner = HeadlessRunner(script: Script(until: 2))
    try runner.run()
    let screen = runner.scene.screen
    _ = screen.takeFrame()
    for _ in 0..<30 {
      runner.clock.advance(by: HeadlessRunner.frameInterval)
      screen.tick()
    }
    let frame = screen.takeFrame()
    #expect(frame.damagedArea.isEmpty)
    #expect(frame.windows.allSatisfy { $0.damage.isEmpty && $0.layerDamage.values.allSatisfy(\.isEmpty) })
  }
}

@Suite struct ReplayDamageTests {
  /// Found replaying a million-event script: with no renderer taking it, damage piled up
  /// over the whole run into a region of over a hundred rectangles that every later change
  /// was merged against, and the replay took more than ten minutes.
  @Test func aReplayLeavesNoDamageBehindItsFrames() throws {
    let runner = HeadlessRunner(script: try Script.parse(ReplayTests.drag))
    var largest = 0
    runner.onFrame = { _, frame in
      largest = Swift.max(largest, frame.windows.map(\.damage.rects.count).max() ?? 0)
    }
    try runner.run()
    #expect(largest > 0)
    #expect(runner.scene.screen.damagedArea.isEmpty)
    #expect(runner.scene.screen.windows.allSatisfy { $0.damagedArea.isEmpty })
  }
}

@Suite struct FrameDeterminismTests {
  @Test func sameScriptSameFramesPixelForPixel() throws {
    let script = try Script.parse(
      """
      {"size": "480x360", "sheet": {"selected": "medium", "background": "regular"}, "events": [
        {"t": 0.6, "type": "down", "x": 240, "y": 200}, {"t": 0.65, "type": "move", "x": 240, "y": 150},
        {"t": 0.7, "type": "move", "x": 240, "y": 90}, {"t": 0.75, "type": "up", "x": 240, "y": 90}
      ], "until": 0.3}
      """)
    func frames() throws -> [PixelSurface] {
      let runner = HeadlessRunner(script: script)
      let renderer = FrameRenderer(assets: DemoAssets.catalog)
      var out: [PixelSurface] = []
      runner.onFrame = { n, screenFrame in
        let frame = try renderer.render(screenFrame).surface
        if n % 6 == 0 { out.append(frame.copy()) }
      }
      try runner.run()
      runner.onFrame = nil
      return out
    }
    let a = try frames()
    let b = try frames()
    #expect(a.count == b.count && a.count > 5)
    let same = zip(a, b).allSatisfy { $0.hasSamePixels(as: $1) }
    #expect(same)
    #expect(try a.last!.pngData() == b.last!.pngData())
  }
}
