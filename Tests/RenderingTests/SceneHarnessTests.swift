import Compositor
import CompositorTesting
import Rendering
import Testing

@Suite struct SceneHarnessTests {
  @Test func advanceTicksTheScreenInSixtyHertzFramesThenRenders() throws {
    let harness = SceneHarness(size: Size(width: 40, height: 30))
    var ticks: [Double] = []
    harness.screen.addFrameHandler { ticks.append($0) }
    let frame = try harness.advance(by: 0.1)
    #expect(ticks.count == 6)
    #expect(abs(ticks.last! - 0.1) < 1e-9)
    #expect(abs(ticks[0] - 1.0 / 60) < 1e-12)
    #expect(frame.surface.width == 40)
    #expect(harness.lastFrame?.surface === frame.surface)
    _ = try harness.advance(by: 0.025)
    #expect(ticks.count == 8)  // one whole frame and a shorter remainder
    #expect(abs(harness.clock.now - 0.125) < 1e-9)
  }

  @Test func renderingEachFrameGivesTheSamePixelsAsRenderingOnceAtTheEnd() throws {
    func run(eachFrame: Bool) throws -> PixelSurface {
      let scene = SampleSheetScene(size: Size(width: 200, height: 150))
      let harness = SceneHarness(scene: scene)
      let start = scene.sheetHeight
      // The screen keeps its frame handlers; the scene keeps the screen.
      scene.screen.addFrameHandler { [unowned scene] t in scene.setSheetHeight(start + 100 * t) }
      return try harness.advance(by: 0.2, renderingEachFrame: eachFrame).surface.copy()
    }
    #expect(try run(eachFrame: true).hasSamePixels(as: run(eachFrame: false)))
  }

  @Test func tapDragWheelAndKeyAreDeliveredWithTheClocksTimestamps() throws {
    let harness = SceneHarness(size: Size(width: 100, height: 100))
    let window = Window(name: "main", frame: harness.screen.bounds)
    let target = View(identifier: "target", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var pointer: [(PointerPhase, Point, Double)] = []
    var wheel: [Double] = []
    var keys: [String] = []
    target.onPointer = { event, _ in pointer.append((event.phase, event.location, event.timestamp)) }
    target.onWheel = { event in
      wheel.append(event.deltaY)
      return true
    }
    window.onKey = { event in
      keys.append("\(event.key) \(event.phase) \(event.modifiers.rawValue)")
      return true
    }
    try window.rootView.addSubview(target)
    harness.screen.addWindow(window)

    harness.tap(at: Point(x: 10, y: 10))
    #expect(pointer.map(\.0) == [.down, .up])
    #expect(abs(pointer[1].2 - pointer[0].2 - 0.05) < 1e-9)

    pointer.removeAll()
    harness.drag(from: Point(x: 10, y: 90), to: Point(x: 10, y: 40), duration: 0.2, steps: 4)
    #expect(pointer.map(\.0) == [.down, .move, .move, .move, .move, .up])
    #expect(pointer.map(\.1.y) == [90, 77.5, 65, 52.5, 40, 40])
    #expect(abs(pointer.last!.2 - pointer.first!.2 - 0.2) < 1e-9)

    harness.wheel(at: Point(x: 50, y: 50), deltaY: 30)
    harness.key(.escape)
    harness.key(.tab, modifiers: .shift)
    harness.type("é日")
    #expect(wheel == [30])
    #expect(
      keys == [
        "escape down 0", "escape up 0", "tab down 1", "tab up 1", "text(\"é\") down 0", "text(\"é\") up 0",
        "text(\"日\") down 0", "text(\"日\") up 0",
      ])
  }

  @Test func aHarnessCanCheckItsFrameAgainstAGoldenImage() throws {
    let dir = temporaryDirectory()
    let harness = SceneHarness(size: Size(width: 30, height: 20))
    let window = Window(name: "main", frame: harness.screen.bounds)
    window.rootView.background = .color(.green)
    harness.screen.addWindow(window)
    let golden = GoldenImage(directory: dir, isRecording: true, artifactsDirectory: dir + "/artifacts")
    #expect {
      try harness.verifySnapshot(named: "green", golden: golden)
    } throws: { error in
      (error as? GoldenImageFailure)?.reason == .recorded
    }
    var comparing = golden
    comparing.isRecording = false
    #expect(try harness.verifySnapshot(named: "green", golden: comparing) == .matchedExactly)
    window.rootView.background = .color(.red)
    #expect(throws: GoldenImageFailure.self) { try harness.verifySnapshot(named: "green", golden: comparing) }
  }
}

/// The code of the DocC article *Writing a headless compositor test*, as written there.
@Suite struct HeadlessTestArticleTests {
  @Test func aDragMovesTheSheet() throws {
    let scene = SampleSheetScene(size: Size(width: 480, height: 360))
    let harness = SceneHarness(scene: scene)
    let top = scene.sheet.frame.minY
    scene.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 240, y: top + 10), time: scene.clock.now)))
    scene.setSheetHeight(scene.sheetHeight + 60)
    let frame = try harness.advance(by: 0.5)
    #expect(frame.damage.allSatisfy { $0.maxY <= 360 })
    #expect(scene.sheet.frame.minY == top - 60)
  }
}
