import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// Trailhead run as a person would, through SheetCompositor's `X11BackendTesting` product:
/// the built app on a private Xvfb, its window found by the app's name, real XTest clicks
/// and a drag, the desktop's properties read with xprop, and a SIGTERM that ends it
/// cleanly. `swift build --build-tests` builds the app next to this test.
@Suite("Trailhead in a real window")
struct TrailheadWindowTests {
  /// The map's land, where nothing covers it.
  static let land: UInt32 = 0xE4EBD8
  /// A marker dropped on the map.
  static let marker: UInt32 = 0xD9480F

  /// The largest difference of one colour channel between two pixels.
  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    [16, 8, 0].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.max()!
  }

  /// Captures the window until `condition` holds for a capture and the picture has settled
  /// (four captures 50 ms apart are the same: the sheet is at rest, not caught between two
  /// frames of a move that stalled); a guard against a hang, not a timing. Returns the last
  /// capture.
  static func waitForPixels(
    _ inspector: X11WindowInspector, _ window: UInt, until condition: (CapturedImage) -> Bool
  ) throws -> CapturedImage {
    let deadline = ContinuousClock.now + .seconds(10)
    var image = try inspector.capture(window: window)
    var unchanged = 0
    while !(condition(image) && unchanged >= 3), ContinuousClock.now < deadline {
      usleep(50_000)
      let next = try inspector.capture(window: window)
      unchanged = next == image ? unchanged + 1 : 0
      image = next
    }
    return image
  }

  /// The built app running on a private Xvfb, with its window found by the app's name.
  final class Running {
    let server: XvfbServer
    let app: ChildProcess
    let inspector: X11WindowInspector
    let environment: [String: String]
    let window: UInt

    init() throws {
      server = try XvfbServer(width: 1024, height: 768)
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = server.displayName
      self.environment = environment
      app = try ChildProcess(
        try BuiltExecutable.url(named: "trailhead"), [], environment: environment, standardError: .pipe)
      inspector = try X11WindowInspector(displayName: server.displayName)
      // A hang guard, not a timing.
      var found: UInt?
      let deadline = ContinuousClock.now + .seconds(20)
      while found == nil, app.isRunning, ContinuousClock.now < deadline {
        found = inspector.findWindow(titled: "Trailhead")
        if found == nil { usleep(50_000) }
      }
      window = found ?? 0
    }

    deinit {
      if app.isRunning { app.terminate() }
      _ = app.waitUntilExit(seconds: 10)
      inspector.close()
      server.stop()
    }
  }

  @Test(
    "a click presents the sheet, a click above it reaches the map, a drag moves it; xprop names the app; SIGTERM ends it"
  )
  func trailheadInAWindow() throws {
    let running = try Running()
    let (app, inspector, environment) = (running.app, running.inspector, running.environment)
    let window = running.window
    try #require(window != 0, "no window named Trailhead")
    let input = try XTestInjector(displayName: running.server.displayName)
    defer { input.close() }

    // What the desktop reads.
    let xprop = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xprop"), ["-id", String(window)], environment: environment,
      standardOutput: .pipe, standardError: .pipe)
    let properties = xprop.readToEnd().output
    _ = xprop.waitUntilExit(seconds: 10)
    #expect(properties.contains("_NET_WM_NAME(UTF8_STRING) = \"Trailhead\""), "\(properties)")
    #expect(properties.contains("WM_CLASS(STRING) = \"trailhead\", \"Trailhead\""))
    #expect(properties.contains("_NET_WM_PID(CARDINAL) = \(app.processIdentifier)"))
    #expect(properties.contains("WM_CLIENT_MACHINE(STRING) = "))
    #expect(properties.contains("program specified minimum size: 400 by 300"))
    #expect(properties.contains("Icon (32 x 32):"))

    // The map fills the window; the sheet is not up.
    let start = try Self.waitForPixels(inspector, window) { Self.distance($0[100, 540], Self.land) == 0 }
    #expect(Self.distance(start[100, 540], Self.land) == 0)

    // The Trails button presents the sheet: a card over the map's lower left.
    try input.click(at: Point(x: 70, y: 36), in: window)
    let presented = try Self.waitForPixels(inspector, window) { Self.distance($0[100, 540], Self.land) > 6 }
    #expect(Self.distance(presented[100, 540], Self.land) > 6, "the sheet did not come up")
    let card = presented[390, 540]

    // A click above the card goes through the overlay to the map, which drops a marker.
    try input.click(at: Point(x: 200, y: 150), in: window)
    let marked = try Self.waitForPixels(inspector, window) { Self.distance($0[200, 150], Self.marker) <= 6 }
    #expect(Self.distance(marked[200, 150], Self.marker) <= 6, "the click did not reach the map")

    // A drag from the card's top edge up moves the sheet: it covers the map at y = 200, to
    // the right of the rows' text.
    #expect(Self.distance(marked[390, 200], Self.land) == 0)
    // As a hand moves: a move every 8 ms.
    try input.move(to: Point(x: 100, y: 320), in: window)
    try input.press()
    for y in stride(from: 310.0, through: 100, by: -10) {
      usleep(8_000)
      try input.move(to: Point(x: 100, y: y), in: window)
    }
    usleep(8_000)
    try input.release()
    let moved = try Self.waitForPixels(inspector, window) { Self.distance($0[390, 200], card) <= 6 }
    #expect(Self.distance(moved[390, 200], card) <= 6, "the drag did not move the sheet")

    // SIGTERM ends the app's run; it closes its window, says so, and exits 0.
    app.terminate()
    #expect(app.waitUntilExit(seconds: 10) == .exited(0))
    #expect(app.readToEnd().error == "trailhead: stopped by signal \(SIGTERM)\n")
    #expect(inspector.findWindow(titled: "Trailhead") == nil)
  }

  @Test("the window manager's close ends the app with nothing said")
  func closing() throws {
    let running = try Running()
    let app = running.app
    try #require(running.window != 0, "no window named Trailhead")
    try running.inspector.requestClose(window: running.window)
    #expect(app.waitUntilExit(seconds: 10) == .exited(0))
    #expect(app.readToEnd().error == "")
  }
}
