import Compositor
import Foundation
import Glibc
import Testing
import X11Backend
import X11BackendTesting

/// The X11 host, through its public API only, on a private Xvfb with real XTest input and
/// real second clients (`xprop`, `xclip`, `xdotool`).
@Suite("The X11 host")
struct HostTests {
  /// A screen with one window filling it, which records the keys and pointer downs it gets.
  final class Scene {
    let screen = Screen(size: Size(width: 320, height: 240), clock: SystemClock())
    let window: Window
    var keys: [Key] = []
    var pointerDowns = 0
    var pointerMoves = 0

    init() {
      window = Window(name: "main", frame: screen.bounds)
      window.rootView.background = .color(Color(white: 0.9))
      screen.addWindow(window)
      window.onKey = { [unowned self] event in
        if event.phase == .down { keys.append(event.key) }
        return true
      }
      screen.onDelivery = { [unowned self] delivery in
        if case .pointer(let e, _, _) = delivery {
          if e.phase == .down { pointerDowns += 1 }
          if e.phase == .move { pointerMoves += 1 }
        }
      }
    }
  }

  /// Runs `host` on this thread; a guard against a hang stops it after `seconds`.
  static func run(_ host: X11Host, hangGuard seconds: Double = 10) throws {
    let handle = host.stopHandle
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { handle.stop() }
    try host.run()
  }

  /// Runs a command to its end and returns its standard output.
  static func output(of command: String, _ arguments: [String], display: String) throws -> String {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    let child = try ChildProcess(
      URL(fileURLWithPath: command), arguments, environment: env, standardOutput: .pipe, standardError: .pipe)
    let text = child.readToEnd().output
    _ = child.waitUntilExit(seconds: 10)
    return text
  }

  @Test("frames come at most once a refresh interval, and a person's moves between them are coalesced")
  func pacingAndCoalescing() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    // Something moves every frame.
    let screen = scene.screen
    screen.addFrameHandler { [unowned screen] _ in screen.requestFrame() }
    // The host's own timer: without Present (HostPresentTests has the vblank's pacing).
    let host = try X11Host(
      screen: scene.screen,
      configuration: .init(title: "pacing", displayName: desktop.server.displayName, usesPresentExtension: false))
    defer { host.close() }
    #expect((1...1000).contains(host.refreshRate))
    var timings: [X11FrameTiming] = []
    let injector = desktop.injector
    let windowID = host.windowID
    host.onFramePresented = { [unowned host] timing in
      timings.append(timing)
      // Between frames 10 and 11, a quick drag of 20 moves.
      if timing.number == 10 {
        try? injector.drag(from: Point(x: 40, y: 40), to: Point(x: 140, y: 140), steps: 20, in: windowID)
      }
      if timing.number == 40 { host.stop() }
    }
    try Self.run(host)
    try #require(timings.count == 41)
    // On a grid from the first frame: never early, whatever the load.
    let first = timings[0].start
    for t in timings {
      #expect(t.start >= first + Double(t.number) * host.frameInterval - 0.0005 * Double(t.number + 1))
    }
    let inputs = timings.reduce(0) { $0 + $1.inputTimes.count }
    #expect(inputs == 22)  // the down, 20 moves and the up, each timed
    #expect(scene.pointerDowns == 1)
    #expect(scene.pointerMoves < 20)  // fewer reached the screen: coalesced into frames
    #expect(timings.allSatisfy { $0.presented >= $0.start })
  }

  @Test("the event filter sees keys before the screen and can keep them from it")
  func eventFilter() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "filter", displayName: desktop.server.displayName))
    defer { host.close() }
    try desktop.injector.move(to: Point(x: 20, y: 20), in: host.windowID)
    var filtered: [Key] = []
    host.eventFilter = { [unowned host] event in
      guard case .key(let k) = event, k.phase == .down else { return false }
      filtered.append(k.key)
      if k.key == .escape { host.stop() }
      return k.key == .text("a")
    }
    for name in ["a", "b", "Escape"] { try desktop.injector.key(name) }
    try Self.run(host)
    #expect(filtered == [.text("a"), .text("b"), .escape])
    #expect(scene.keys == [.text("b"), .escape])
  }

  @Test("a close request ends the run; stop() from another thread and a watched descriptor end it too")
  func endingTheRun() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "ending", displayName: desktop.server.displayName))
    defer { host.close() }
    try desktop.inspector.requestClose(window: host.windowID)
    let closing = ContinuousClock.now
    try Self.run(host)
    #expect(ContinuousClock.now - closing < .seconds(9), "the run ended by its hang guard, not the close request")

    let handle = host.stopHandle
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { handle.stop() }
    let stopping = ContinuousClock.now
    try host.run()
    #expect(ContinuousClock.now - stopping < .seconds(5))

    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    var heard = 0
    let token = host.watch(fileDescriptor: ends[0]) { [unowned host] in
      var byte: UInt8 = 0
      _ = read(ends[0], &byte, 1)
      heard += Int(byte)
      if heard >= 3 { host.stop() }
    }
    let writer = ends[1]
    DispatchQueue.global().async {
      for _ in 0..<3 {
        var byte: UInt8 = 1
        _ = write(writer, &byte, 1)
        usleep(20_000)
      }
    }
    try Self.run(host)
    #expect(heard == 3)
    host.unwatch(token)
  }

  @Test("a window another client destroys ends the run with an error")
  func destroyedFromOutside() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "doomed", displayName: desktop.server.displayName))
    defer { host.close() }
    _ = try Self.output(of: "/usr/bin/xdotool", ["windowclose", String(host.windowID)], display: host.displayName)
    #expect(throws: X11Error.windowDestroyed) { try Self.run(host) }
  }

  @Test("the window tells the desktop its title in UTF-8, class, process, machine, minimum size and icon")
  func desktopProperties() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    let icon = try #require(X11Icon(width: 2, height: 2, argb: [0xFF00_00FF, 0x8000_FF00, 0, 0xFFFF_FFFF]))
    let configuration = X11Host.Configuration(
      title: "Karte – Wien", applicationName: "karte", applicationClass: "Karte",
      minimumSize: Size(width: 320, height: 240),
      icon: icon, displayName: desktop.server.displayName)
    let host = try X11Host(screen: scene.screen, configuration: configuration)
    defer { host.close() }
    let text = try Self.output(of: "/usr/bin/xprop", ["-id", String(host.windowID)], display: host.displayName)
    #expect(text.contains("_NET_WM_NAME(UTF8_STRING) = \"Karte – Wien\""), "\(text)")
    #expect(text.contains("WM_NAME("))
    #expect(text.contains("WM_CLASS(STRING) = \"karte\", \"Karte\""))
    #expect(text.contains("_NET_WM_PID(CARDINAL) = \(getpid())"))
    var name = [CChar](repeating: 0, count: 256)
    gethostname(&name, 255)
    let machine = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(text.contains("WM_CLIENT_MACHINE(STRING) = \"\(machine)\""))
    #expect(text.contains("program specified minimum size: 320 by 240"))
    #expect(text.contains("_NET_WM_ICON(CARDINAL) ="))
    #expect(text.contains("Icon (2 x 2):"))
  }

  @Test("the screen's clipboard is X's CLIPBOARD: xclip reads what the app copies and the app pastes what xclip holds")
  func clipboard() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "clipboard", displayName: desktop.server.displayName))
    defer { host.close() }
    scene.screen.clipboard.setText("café ñ 日本")
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = host.displayName
    let reader = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xclip"), ["-selection", "clipboard", "-o"], environment: env,
      standardOutput: .pipe, standardError: .pipe)
    // The host answers xclip's request while it runs; xclip's output ending ends the run.
    var read: [UInt8] = []
    let descriptor = try #require(reader.outputDescriptor)
    let token = host.watch(fileDescriptor: descriptor) { [unowned host] in
      var buffer = [UInt8](repeating: 0, count: 256)
      let n = Glibc.read(descriptor, &buffer, buffer.count)
      if n > 0 { read += buffer[0..<n] } else { host.stop() }
    }
    try Self.run(host)
    // At its end the pipe stays readable: watched on, it would stop every later run.
    host.unwatch(token)
    _ = reader.waitUntilExit(seconds: 5)
    #expect(String(decoding: read, as: UTF8.self) == "café ñ 日本")

    // Another client takes the clipboard; the app's paste reads it.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("Grüße ✓".utf8).write(to: file)
    let writer = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xclip"), ["-selection", "clipboard", "-quiet", "-loops", "1", "-i", file.path],
      environment: env, standardOutput: .pipe, standardError: .pipe)
    defer { writer.terminate() }
    // xclip takes the selection after it starts (a guard against a hang, not a timing).
    let deadline = ContinuousClock.now + .seconds(5)
    func xclipOwns() -> Bool { ![0, host.windowID].contains(desktop.inspector.selectionOwner("CLIPBOARD")) }
    while !xclipOwns(), ContinuousClock.now < deadline { usleep(10_000) }
    #expect(xclipOwns())
    var pasted: String?? = .none
    scene.screen.clipboard.readText { [unowned host] text in
      pasted = .some(text)
      host.stop()
    }
    try Self.run(host)
    #expect(pasted == .some("Grüße ✓"))
  }
}
