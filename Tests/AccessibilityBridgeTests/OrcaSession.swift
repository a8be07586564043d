import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// A private desktop with a screen reader for one test: an Xvfb, a session bus
/// (`dbus-run-session`) with at-spi2-core's bus launcher and registry, speech-dispatcher
/// with its dummy output module, and Debian's Orca (`Client/orca_session.py` starts and ends
/// them), plus the apps the test launches on it.
///
/// What Orca speaks is read from its own speech log: every `SPEECH OUTPUT` and `BRAILLE LINE`
/// it would give speech-dispatcher and a braille display, one line each, as it says them.
/// Waits have generous deadlines and say what they waited for; nothing measures speed.
/// Orca, speech-dispatcher, the buses, the apps and the Xvfb end with the session however
/// the test ends (and with the test's process, should it die).
final class OrcaSession {
  static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Client/orca_session.py")
  static let gtkApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Client/gtk_places.py")

  /// Whether Orca, speech-dispatcher, GTK 3's introspection and the buses are installed
  /// (scripts/setup.sh installs them).
  static var isInstalled: Bool {
    [
      "/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3",
      "/usr/bin/speech-dispatcher", "/usr/lib/speech-dispatcher-modules/sd_dummy", "/usr/bin/orca",
      "/usr/bin/xdotool",
    ].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
      && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/girepository-1.0/Gtk-3.0.typelib")
  }

  let server: XvfbServer
  let directory: URL
  let driver: ChildProcess
  /// The private session bus's address.
  let sessionAddress: String
  /// Every process the driver started, for a last sweep should it fail to end them.
  private let pids: [Int32]
  private let commands: Int32
  private var apps: [ChildProcess] = []

  /// Orca's speech and braille, one line each.
  var speechLog: URL { directory.appendingPathComponent("speech.log") }
  /// Orca's debug output: the events and keys it processed.
  var debugLog: URL { directory.appendingPathComponent("orca.debug") }

  init() throws {
    server = try XvfbServer(width: 1280, height: 1024)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("orca-\(UUID().uuidString)")
    let home = directory.appendingPathComponent("home")
    let runtime = directory.appendingPathComponent("runtime")
    for d in [home, runtime] {
      try FileManager.default.createDirectory(
        at: d, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    let fifo = directory.appendingPathComponent("commands").path
    guard mkfifo(fifo, 0o600) == 0 else { throw SessionError("mkfifo \(fifo) failed") }
    commands = open(fifo, O_RDWR | O_CLOEXEC)
    guard commands >= 0 else { throw SessionError("cannot open \(fifo)") }
    var env = ProcessInfo.processInfo.environment
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "GTK_MODULES", "SPEECHD_ADDRESS"] {
      env[name] = nil
    }
    // A home of its own: Orca's and speech-dispatcher's settings, dconf, caches.
    env["HOME"] = home.path
    env["XDG_RUNTIME_DIR"] = runtime.path
    env["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
    env["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
    env["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
    env["DISPLAY"] = server.displayName
    env["LANG"] = "C.UTF-8"
    env["LC_ALL"] = "C.UTF-8"
    driver = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
      ["--", "/usr/bin/python3", Self.driver.path, fifo, directory.path, String(getpid())], environment: env,
      standardOutput: .pipe, standardError: .file(directory.appendingPathComponent("driver.err").path))
    let deadline = ContinuousClock.now + .seconds(60)
    guard let line = driver.outputDescriptor.flatMap({ PipeLines.readLine(from: $0, until: deadline) }),
      let hello = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let session = hello["session"] as? String
    else {
      let log = try? String(contentsOf: directory.appendingPathComponent("driver.err"), encoding: .utf8)
      driver.send(SIGKILL)
      _ = driver.waitUntilExit(seconds: 10)
      close(commands)
      server.stop()
      throw SessionError("the screen-reader desktop did not start: \(log ?? "")")
    }
    sessionAddress = session
    pids = (hello["pids"] as? [Int] ?? []).map(Int32.init)
    // Orca is up once it has said so.
    guard waitForSpeech(since: 0, seconds: 90, where: { $0.contains("Screen reader on") }) != nil else {
      throw SessionError("Orca did not start: \(tail(of: directory.appendingPathComponent("orca.out")))")
    }
  }

  deinit {
    for app in apps where app.isRunning {
      app.terminate()
      if app.waitUntilExit(seconds: 5) == nil { app.send(SIGKILL) }
    }
    _ = "quit\n".withCString { write(commands, $0, 5) }
    if driver.waitUntilExit(seconds: 20) == nil {
      driver.send(SIGKILL)
      _ = driver.waitUntilExit(seconds: 5)
    }
    // Whatever the driver could not end (it was killed itself).
    for pid in pids where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    close(commands)
    server.stop()
    if let keep = ProcessInfo.processInfo.environment["ORCA_TEST_LOGS"], !keep.isEmpty {
      try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
      for name in ["speech.log", "orca.debug"] {
        let to = URL(fileURLWithPath: keep).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: to)
        try? FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: to)
      }
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// The environment an app on this desktop runs with.
  var appEnvironment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    for name in ["AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "GTK_MODULES"] { env[name] = nil }
    env["DISPLAY"] = server.displayName
    env["DBUS_SESSION_BUS_ADDRESS"] = sessionAddress
    env["HOME"] = directory.appendingPathComponent("home").path
    env["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("runtime").path
    env["LANG"] = "C.UTF-8"
    // Orca, Python with its debug log on, beside the rest of the suite: its answer to a key
    // may take longer than a desktop's half second, and the key would then be the app's.
    env["SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT"] = "5"
    return env
  }

  /// Starts `executable` with `arguments` on this desktop; it ends with the session, or
  /// with ``end(_:)``.
  @discardableResult
  func launch(_ executable: URL, _ arguments: [String], standardOutput: ChildProcess.Output = .discard)
    throws -> ChildProcess
  {
    let name = executable.lastPathComponent
    let app = try ChildProcess(
      executable, arguments, environment: appEnvironment, standardOutput: standardOutput,
      standardError: .file(directory.appendingPathComponent("\(name).err").path))
    apps.append(app)
    return app
  }

  /// Ends `app` and waits for it.
  func end(_ app: ChildProcess) {
    guard app.isRunning else { return }
    app.terminate()
    if app.waitUntilExit(seconds: 10) == nil {
      app.send(SIGKILL)
      _ = app.waitUntilExit(seconds: 5)
    }
  }

  /// What an app named `name` wrote to standard error.
  func errors(of name: String) -> String { tail(of: directory.appendingPathComponent("\(name).err")) }

  /// The speech log's lines, in order.
  func logLines() -> [String] {
    ((try? String(contentsOf: speechLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// Where the speech log stands now: what is said after it is news.
  func mark() -> Int { logLines().count }

  /// What Orca said since `mark`, each utterance without the log's quoting.
  func spoken(since mark: Int) -> [String] {
    logLines().dropFirst(mark).compactMap { Self.quoted(after: "SPEECH OUTPUT: ", in: $0) }
  }

  /// What Orca showed in braille since `mark`.
  func brailled(since mark: Int) -> [String] {
    logLines().dropFirst(mark).compactMap { Self.quoted(after: "BRAILLE LINE:  ", in: $0) }
  }

  /// Waits until Orca says something after `mark` that meets `condition`; returns it, or
  /// `nil` after `seconds` (a hang guard, not a timing assertion).
  func waitForSpeech(since mark: Int, seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    repeat {
      if let said = spoken(since: mark).first(where: condition) { return said }
      Thread.sleep(forTimeInterval: 0.05)
    } while ContinuousClock.now < deadline
    return nil
  }

  /// Waits until Orca's debug output after line `mark` has a line that meets `condition`.
  func waitForDebugLine(since mark: Int, seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    repeat {
      if let line = debugLines().dropFirst(mark).first(where: condition) { return line }
      Thread.sleep(forTimeInterval: 0.05)
    } while ContinuousClock.now < deadline
    return nil
  }

  /// Orca's debug output, line by line.
  func debugLines() -> [String] {
    ((try? String(contentsOf: debugLog, encoding: .utf8)) ?? "").split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  /// Waits until Orca has been quiet (said nothing new) for `quiet` seconds, at most
  /// `seconds`: so that what a key makes it say is all in before the next key.
  func settle(quiet: Double = 1.5, seconds: Double = 20) {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var count = logLines().count
    var since = ContinuousClock.now
    while ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      let now = logLines().count
      if now != count {
        count = now
        since = ContinuousClock.now
      } else if ContinuousClock.now - since >= .milliseconds(Int(quiet * 1000)) {
        return
      }
    }
  }

  /// Gives `window` the X keyboard focus, as a window manager would (xdotool).
  func focus(window: UInt) throws {
    let tool = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["windowfocus", "--sync", String(window)],
      environment: appEnvironment)
    guard tool.waitUntilExit(seconds: 20) == .exited(0) else { throw SessionError("xdotool could not focus \(window)") }
  }

  /// The text between the quotes after `prefix` in `line`: `SPEECH OUTPUT: 'medium'`. Orca
  /// may follow the quotes with the voice it used (` voice=uppercase`, ` {'established':
  /// False}`): that is left out.
  static func quoted(after prefix: String, in line: String) -> String? {
    guard let start = line.range(of: prefix + "'") else { return nil }
    var rest = Substring(line[start.upperBound...])
    if let voice = rest.range(of: "' {'") ?? rest.range(of: "'{'") ?? rest.range(of: "' voice=") {
      rest = rest[..<voice.lowerBound]
    } else if let end = rest.lastIndex(of: "'") {
      rest = rest[..<end]
    }
    return String(rest)
  }

  private func tail(of file: URL) -> String {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return String(text.suffix(2000))
  }
}
