import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The demo against a failing or abusive X server: the server killed mid-drag, the window
/// resized to extremes during a drag, and a flood of motion events.
@Suite(.serialized) struct FaultTests {
  @Test func killingTheServerEndsTheDemoWithAMessage() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    try input.move(to: Point(x: 400, y: 360), in: demo.window)
    try input.press()
    try input.move(to: Point(x: 400, y: 300), in: demo.window)
    input.close()
    Thread.sleep(forTimeInterval: 0.3)
    let killed = ContinuousClock.now
    demo.server.kill()
    // A hang guard, not a timing assertion: the measured time is printed.
    let status = demo.waitForExit(seconds: 10)
    print("sheet-demo exited \(ContinuousClock.now - killed) after its X server was killed")
    #expect(status == .exited(3))  // DemoMain.runtimeError
    #expect(demo.errorText().contains("lost connection to the X server"))
  }

  @Test func aWindowDestroyedByAnotherClientEndsTheDemoWithAMessage() throws {
    let demo = try RunningDemo.ready()
    // As a person would try it: another client destroys the window.
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = demo.server.displayName
    let xdotool = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["windowclose", String(demo.window)], environment: environment,
      standardOutput: .pipe, standardError: .pipe)
    #expect(xdotool.waitUntilExit(seconds: 10) == .exited(0))
    // A hang guard, not a timing assertion.
    #expect(demo.waitForExit(seconds: 10) == .exited(3))  // DemoMain.runtimeError
    #expect(demo.errorText() == "sheet-demo: the window was destroyed by another X client\n")
  }

  /// Every X window the demo owns ends it when another client destroys it, not only the
  /// main one (issue 30, item 8): the overlay's, and the keyboard's, which is there
  /// unmapped while no keyboard is up.
  @Test(arguments: ["overlay", "keyboard"])
  func anyOfItsWindowsDestroyedByAnotherClientEndsTheDemoWithAMessage(name: String) throws {
    let demo = try RunningDemo.ready()
    let inspector = try X11WindowInspector(displayName: demo.server.displayName)
    defer { inspector.close() }
    // The window, by its title (a hang guard, not a timing).
    var found: UInt?
    let deadline = ContinuousClock.now + .seconds(20)
    while found == nil, ContinuousClock.now < deadline {
      found = inspector.findWindow(titled: RunningDemo.titlePrefix + name)
      if found == nil { Thread.sleep(forTimeInterval: 0.05) }
    }
    let window = try #require(found, "no X window named \(RunningDemo.titlePrefix + name)")
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = demo.server.displayName
    let xdotool = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["windowclose", String(window)], environment: environment,
      standardOutput: .pipe, standardError: .pipe)
    #expect(xdotool.waitUntilExit(seconds: 10) == .exited(0))
    #expect(demo.waitForExit(seconds: 10) == .exited(3))  // DemoMain.runtimeError
    #expect(demo.errorText() == "sheet-demo: the window was destroyed by another X client\n")
  }

  @Test func resizingToExtremesDuringADragStillRestsOnADetent() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    let wm = try X11WindowInspector(displayName: demo.server.displayName)
    defer { wm.close() }
    try input.move(to: Point(x: 400, y: 360), in: demo.window)
    try input.press()
    for y in stride(from: 350.0, through: 250, by: -20) { try input.move(to: Point(x: 400, y: y), in: demo.window) }
    // Each size is held until the demo has drawn a frame at it (8192×8192 takes a while in
    // a debug build).
    for (size, width) in [
      (Size(width: 1, height: 1), 1), (Size(width: 8192, height: 8192), 8192), (Size(width: 800, height: 600), 800),
    ] {
      try wm.resize(window: demo.window, to: size)
      let drawn = demo.waitForFrame { $0.contains("\"screen\":{\"width\":\(width),") }
      #expect(drawn != nil, "no frame at \(size)")
    }
    try input.release()
    // At 800×600 the detents are 250, 280 and 560 points.
    let rests = ["\"top\":350,\"height\":250", "\"top\":320,\"height\":280", "\"top\":40,\"height\":560"]
    let rested = demo.waitForFrame { line in
      line.contains("\"phase\":\"resting\"") && rests.contains { line.contains($0) }
    }
    #expect(rested != nil, "\(demo.frames().last ?? "no frame")")
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
  }

  @Test func aFloodOfMotionIsCoalescedToOneMovePerFrame() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    try input.move(to: Point(x: 400, y: 360), in: demo.window)
    try input.press()
    let start = ContinuousClock.now
    let count = 50_000  // about 10 000 a second for 5 seconds, as fast as XTest injects here
    for i in 0..<count {
      let y = 300 - 100 * Double(i % 200) / 200
      try input.move(to: Point(x: 400, y: y), in: demo.window)
    }
    let elapsed = ContinuousClock.now - start
    try input.move(to: Point(x: 400, y: 150), in: demo.window)
    // Input never lags: once the flood stops, the sheet is where the pointer last was.
    let followed = demo.waitForFrame { $0.contains("\"top\":140,") }
    #expect(followed != nil, "\(demo.frames().last ?? "no frame")")
    try input.release()
    Thread.sleep(forTimeInterval: 0.2)
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
    let all = demo.traceLines()
    let moves = all.filter { $0.contains("\"kind\":\"pointer\",\"phase\":\"move\"") }.count
    // Frames drawn, not frame lines: the window writes a line only when a frame shows
    // something new.
    let last = try #require(all.last { $0.contains("\"kind\":\"frame\"") })
    let number = try #require(last.range(of: "\"n\":"))
    let frames = try #require(Int(last[number.upperBound...].prefix { $0.isNumber })) + 1
    print("injected \(count) motion events in \(elapsed); the demo delivered \(moves) moves over \(frames) frames")
    // Coalescing bounds each frame's work: at most one move per frame reaches the scene.
    #expect(moves <= frames)
    #expect(moves < count / 10)
  }
}
