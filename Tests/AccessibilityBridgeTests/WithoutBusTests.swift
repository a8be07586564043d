import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// Without a bus the demo runs as before; `--no-accessibility` keeps it off a live one;
/// `AT_SPI_BUS_ADDRESS` alone is enough to find one.
@Suite(.timeLimit(.minutes(2))) struct WithoutBusTests {
  /// Runs the demo in a window with `environment` (no session bus, unless given), presses
  /// 3 (the largest detent), and quits with Q; returns its exit, standard error and
  /// whether the sheet reached the largest detent.
  func run(environment: [String: String]) throws -> (ChildProcess.Termination?, String, Bool) {
    let server = try XvfbServer(width: 1024, height: 768)
    defer { server.stop() }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nobus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = dir.appendingPathComponent("trace.jsonl")
    let errors = dir.appendingPathComponent("err.txt")
    var env = ProcessInfo.processInfo.environment
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "XDG_RUNTIME_DIR"] { env[name] = nil }
    env["DISPLAY"] = server.displayName
    for (k, v) in environment { env[k] = v }
    let demo = try ChildProcess(
      BuiltExecutable.url(named: "sheet-demo"), ["--size", "800x600", "--placement", "bottom", "--trace", trace.path],
      environment: env, standardError: .file(errors.path))
    let inspector = try X11WindowInspector(displayName: server.displayName)
    defer { inspector.close() }
    let input = try XTestInjector(displayName: server.displayName)
    defer { input.close() }
    let deadline = ContinuousClock.now + .seconds(30)
    var window: UInt = 0
    var large = false
    func lines() -> String { (try? String(contentsOf: trace, encoding: .utf8)) ?? "" }
    while ContinuousClock.now < deadline {
      if window == 0 { window = inspector.findWindow(titled: "sheet-demo: main") ?? 0 }
      if window != 0 && lines().contains("\"phase\":\"resting\"") { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    try #require(window != 0, "no window")
    try input.move(to: Point(x: 400, y: 100), in: window)
    try input.key("3")
    while ContinuousClock.now < deadline, !large {
      large =
        lines().split(separator: "\n").last { $0.contains("\"kind\":\"frame\"") }?.contains(
          "\"detent\":\"large\",\"presented\":true,\"keyboardOffset\":0,\"phase\":\"resting\"") == true
      Thread.sleep(forTimeInterval: 0.05)
    }
    try input.key("q")
    let end = demo.waitUntilExit(seconds: 20)
    return (end, (try? String(contentsOf: errors, encoding: .utf8)) ?? "", large)
  }

  @Test func noSessionBusAtAllRunsAsBeforeAndSaysNothing() throws {
    let (end, errors, large) = try run(environment: [:])
    #expect(end == .exited(0))
    #expect(errors.isEmpty, "\(errors)")
    #expect(large)
  }

  @Test func aSessionBusThatIsNotThereCostsOneLine() throws {
    let (end, errors, large) = try run(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
    #expect(end == .exited(0))
    let lines = errors.split(separator: "\n")
    #expect(lines.count == 1 && lines.first?.hasPrefix("sheet-demo: accessibility off: ") == true, "\(lines)")
    #expect(large)
  }

  @Test func noAccessibilityKeepsTheDemoOffALiveBus() throws {
    try #require(AccessibilitySession.isInstalled)
    let s = try AccessibilitySession()
    try s.launchDemo(arguments: ["--no-accessibility"])
    let apps = try s.send(["cmd": "apps", "until": "sheet-demo", "timeout": 3])
    #expect(apps["apps"] as? [String] == [], "\(apps)")
  }

  @Test func theAccessibilityBusAddressAloneIsEnough() throws {
    try #require(AccessibilitySession.isInstalled)
    let s = try AccessibilitySession()
    try s.launchDemo(environment: ["DBUS_SESSION_BUS_ADDRESS": nil, "AT_SPI_BUS_ADDRESS": s.accessibilityAddress])
    let apps = try s.send(["cmd": "apps", "until": "sheet-demo"])
    #expect(apps["apps"] as? [String] == ["sheet-demo"], "\(apps)")
  }
}
