import Compositor
import HeadlessBackend
import Testing

/// The headless host keeps the X11 host's contract: posted events reach the filter first,
/// then the screen, in frames of virtual time, the first at once; a close request or
/// stop() ends the run; with nothing posted and nothing moving it ends by itself.
@Suite struct HeadlessHostTests {
  @Test func eventsGoThroughTheFilterToTheScreenInFrames() throws {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 200, height: 100), clock: clock)
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    var seen: [String] = []
    window.onKey = { event in
      seen.append("screen \(event.key)")
      return true
    }
    let host = HeadlessHost(screen: screen, clock: clock)
    host.eventFilter = { event in
      if case .key(let k) = event, k.key == .escape {
        seen.append("filter escape")
        return true
      }
      return false
    }
    var frames: [Int] = []
    host.onFrame = { n, frame in
      frames.append(n)
      #expect(frame.size == screen.size)
    }
    host.post(.key(KeyEvent(.text("a"), time: 0)), at: 0.1)
    host.post(.key(KeyEvent(.escape, time: 0)), at: 0.1)
    host.post(.resize(Size(width: 300, height: 100)), at: 0.2)
    host.post(.closeRequest, at: 0.5)
    host.post(.key(KeyEvent(.text("never"), time: 0)), at: 0.6)
    try host.run()
    #expect(seen == ["screen text(\"a\")", "filter escape"])
    #expect(screen.size == Size(width: 300, height: 100))
    // The close request came with the frame at 0.5 s: the first at 0, then 30 more of 1/60 s.
    #expect(host.frameCount == 31)
    #expect(frames == Array(0..<31))
    #expect(host.lastFrame?.surface.width == 300)
  }

  @Test func withNothingPostedAndNothingMovingTheRunEnds() throws {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 10, height: 10), clock: clock)
    let host = HeadlessHost(screen: screen, clock: clock)
    host.rendersFrames = false
    try host.run()
    // The first frame is always wanted; after it nothing is.
    #expect(host.frameCount == 1)
    var ticks = 0
    // Unowned: the screen keeps its handlers, so a strong capture would be a cycle.
    screen.addFrameHandler { [unowned screen] _ in
      ticks += 1
      if ticks < 10 { screen.requestFrame() }
    }
    screen.requestFrame()
    try host.run()
    #expect(ticks == 10)
  }
}
