import Compositor
import Rendering
import Testing

@Suite struct SizeTests {
  @Test func aOnePixelScreenRenders() throws {
    let canvas = Canvas(width: 1, height: 1, background: .red)
    let s = try canvas.render()
    #expect(s.width == 1 && s.height == 1)
    #expect(close(s.color(x: 0, y: 0), .red))
  }

  @Test func anEmptyScreenIsAClearError() {
    let screen = Screen(size: .zero, clock: ManualClock())
    #expect(throws: RenderingError.invalidSize(what: "screen", width: 0, height: 0)) {
      try FrameRenderer().render(screen.takeFrame())
    }
  }

  @Test func aScreenPastTheLimitIsAClearErrorAndTheRendererRecovers() throws {
    let screen = Screen(size: Size(width: 9000, height: 9000), clock: ManualClock())
    let renderer = FrameRenderer()
    #expect(throws: RenderingError.tooLarge(what: "screen", width: 9000, height: 9000)) {
      try renderer.render(screen.takeFrame())
    }
    screen.resize(to: Size(width: 20, height: 10))
    let frame = try renderer.render(screen.takeFrame())
    #expect(frame.isFullFrame && frame.surface.width == 20)
  }

  @Test func aWindowPastTheLimitIsAClearErrorNamingIt() throws {
    let screen = Screen(size: Size(width: 100, height: 100), clock: ManualClock())
    screen.addWindow(Window(name: "giant", frame: Rect(x: 0, y: 0, width: 20000, height: 10)))
    #expect(throws: RenderingError.tooLarge(what: "window 'giant'", width: 20000, height: 10)) {
      try FrameRenderer().render(screen.takeFrame())
    }
  }

  @Test func zeroSizedAndOffscreenWindowsAreSkipped() throws {
    let canvas = Canvas(width: 50, height: 50, background: .green)
    canvas.screen.addWindow(Window(name: "empty", level: .normal + 1, frame: Rect(x: 10, y: 10, width: 0, height: 30)))
    let away = Window(name: "away", level: .normal + 1, frame: Rect(x: 500, y: 500, width: 40, height: 40))
    away.rootView.background = .color(.red)
    canvas.screen.addWindow(away)
    let s = try canvas.render()
    #expect(close(s.color(x: 20, y: 20), .green))
  }

  @Test func aFractionalScreenRoundsUpToWholePixels() throws {
    let canvas = Canvas(width: 10.5, height: 3.2)
    let s = try canvas.render()
    #expect(s.width == 11 && s.height == 4)
  }

  @Test func a8192By8192ScreenRendersCorrectly() throws {
    let canvas = Canvas(width: 8192, height: 8192, background: .blue)
    canvas.add(box("corner", Rect(x: 8000, y: 8100, width: 192, height: 92), .red))
    let frame = try canvas.renderer.render(canvas.screen.takeFrame())
    #expect(frame.surface.width == 8192 && frame.surface.height == 8192)
    #expect(close(frame.surface.color(x: 0, y: 0), .blue))
    #expect(close(frame.surface.color(x: 8191, y: 8191), .red))
    #expect(close(frame.surface.color(x: 7999, y: 8191), .blue))
  }
}
