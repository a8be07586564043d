import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The demo in a real X11 window on a private Xvfb, driven by real XTest input: the tests
/// read the window back and the trace the demo wrote.
@Suite(.serialized) struct RealInputTests {
  static func pixel(_ image: CapturedImage, _ x: Int, _ y: Int) -> UInt32 {
    image.pixels[y * image.width + x] & 0x00FF_FFFF
  }

  @Test func realDragsMoveTheSheetAndClicksPassThroughOutsideIt() throws {
    let demo = try RunningDemo.ready()
    Thread.sleep(forTimeInterval: 0.1)  // that frame is on screen before it is read back
    let before = try demo.capture()
    #expect(before.width == 800 && before.height == 600)

    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    // 800×600: the smallest detent is 250 points, so the sheet's top is at y = 350.
    try input.click(at: Point(x: 144, y: 180), in: demo.window)  // the Bakery pin, outside the sheet
    Thread.sleep(forTimeInterval: 0.2)
    try input.click(at: Point(x: 400, y: 520), in: demo.window)  // a row: its details stack up
    Thread.sleep(forTimeInterval: 0.2)
    try input.drag(from: Point(x: 400, y: 360), to: Point(x: 400, y: 90), steps: 15, in: demo.window)
    // The drag pulled the sheet from its smallest detent; wait for the settle to end above it.
    let settled = demo.waitForFrame {
      let sheet = RunningDemo.sheet($0)
      return sheet.contains("\"phase\":\"resting\"") && !sheet.contains("\"height\":250,")
    }
    #expect(settled != nil, "\(demo.frames().last ?? "no frame")")
    Thread.sleep(forTimeInterval: 0.1)  // that frame is on screen before it is read back
    let after = try demo.capture()
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))

    // The sheet now covers a point of the map that showed before.
    #expect(Self.pixel(before, 400, 200) != Self.pixel(after, 400, 200))
    #expect(Self.pixel(before, 400, 500) != Self.pixel(before, 400, 200))

    let lines = demo.traceLines()
    let pinTap = lines.contains { $0.contains("\"kind\":\"tap\",\"window\":\"main\",\"view\":\"pin.Bakery\"") }
    #expect(pinTap)
    #expect(lines.contains { $0.contains("\"kind\":\"presentation\",\"id\":\"details\",\"presented\":true") })
    // The press at pixel (400, 520) is at that pixel's centre in points.
    let sheetDown = lines.contains {
      $0.contains("\"kind\":\"pointer\",\"phase\":\"down\",\"x\":400.5,\"y\":520.5,\"window\":\"overlay\"")
    }
    #expect(sheetDown)
    let lastFrame = try #require(lines.last { $0.contains("\"kind\":\"frame\"") })
    #expect(lastFrame.contains("\"mainTaps\":1"), "\(lastFrame)")
    let sheet = RunningDemo.sheet(lastFrame)
    #expect(sheet.contains("\"phase\":\"resting\""), "\(lastFrame)")
    let snapped = sheet.contains("\"top\":40,\"height\":560") || sheet.contains("\"top\":320,\"height\":280")
    #expect(snapped, "\(lastFrame)")
  }

  /// The first case of `docs/SHEET_BEHAVIOUR.md`'s D2 in the real window: a quick real
  /// flick down from `.medium` of three detents stops at the 250-point detent.
  @Test func aRealFlickDownFromMediumStopsAtTheNextDetent() throws {
    let demo = try RunningDemo.ready(size: "1000x760")
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    try input.key("2")  // .medium: 360 points, the sheet's top at y = 400
    let medium = demo.waitForFrame { $0.contains("\"phase\":\"resting\"") && $0.contains("\"height\":360,") }
    #expect(medium != nil, "\(demo.frames().last ?? "no frame")")
    // A flick of 80 points in about 70 ms, released 20 points above the 250-point detent.
    try input.move(to: Point(x: 500, y: 410), in: demo.window)
    try input.press()
    for step in 1...8 {
      Thread.sleep(forTimeInterval: 0.008)
      try input.move(to: Point(x: 500, y: 410 + Double(step) * 10), in: demo.window)
    }
    try input.release()
    let rested = demo.waitForFrame { $0.contains("\"phase\":\"resting\"") && !$0.contains("\"height\":360,") }
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
    #expect(
      rested?.contains("\"height\":250,\"detent\":{\"height\":250},\"presented\":true") == true, "\(rested ?? "none")")
    let lines = demo.traceLines()
    #expect(!lines.contains { $0.contains("\"kind\":\"presentation\",\"presented\":false") })
  }

  /// Real Tab presses go through the window's buttons to the sheet's grabber, where a real
  /// Up expands the sheet one detent and Escape dismisses it.
  @Test func tabReachesTheGrabberAndArrowsMoveTheSheet() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    // One Tab at a time: each is pressed once the last one's focus line is in the trace.
    func focusLines() -> [String] { demo.traceLines().filter { $0.contains("\"kind\":\"focus\"") } }
    var focused: String?
    // The bar's buttons, the pins the sheet leaves uncovered, then the grabber.
    for _ in 0..<16 {
      let before = focusLines().count
      try input.key("Tab")
      let moved = demo.waitForTrace(seconds: 10) { $0.filter { $0.contains("\"kind\":\"focus\"") }.count > before }
      #expect(moved)
      focused = focusLines().last
      if focused?.contains("\"view\":\"sheet.grabber\"") == true { break }
    }
    try #require(focused?.contains("\"window\":\"overlay\",\"view\":\"sheet.grabber\"") == true, "\(focused ?? "none")")
    try input.key("Up")
    let medium = demo.waitForFrame { $0.contains("\"detent\":\"medium\"") && $0.contains("\"phase\":\"resting\"") }
    #expect(medium != nil, "\(demo.frames().last ?? "no frame")")
    try input.key("Escape")
    let gone = demo.waitForLine { $0.contains("\"kind\":\"presentation\",\"presented\":false") }
    #expect(gone != nil)
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
  }

  /// Idle means idle: once the sheet rests and no input comes, the window draws no frame;
  /// input wakes it at once.
  @Test func theWindowDrawsNothingWhileIdle() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    let before = demo.frames().count
    Thread.sleep(forTimeInterval: 1)
    #expect(demo.frames().count == before)
    try input.key("3")  // select large: frames until it rests again
    let moved = demo.waitForFrame { $0.contains("\"detent\":\"large\"") && $0.contains("\"phase\":\"resting\"") }
    #expect(moved != nil)
    let settled = demo.frames().count
    #expect(settled > before + 10)
    Thread.sleep(forTimeInterval: 1)
    #expect(demo.frames().count == settled)
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
  }

  @Test func withoutADisplayItSaysSoAndExitsOne() throws {
    _ = try BuiltExecutable.url(named: "sheet-demo")
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = ":9876"
    let p = try ChildProcess(RunningDemo.executable, environment: env, standardError: .pipe)
    let text = p.readToEnd().error
    #expect(p.waitUntilExit() == .exited(1))
    #expect(text.contains("cannot open display :9876; set DISPLAY or use --headless"))
  }
}
