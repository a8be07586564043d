import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// A private desktop for one test: an Xvfb, a session bus (`dbus-run-session`) with
/// at-spi2-core's bus launcher and registry on it, a real AT-SPI client (Debian's pyatspi,
/// `Client/atspi_client.py`) taking commands, and the demo in a window.
///
/// Every wait has a deadline that ends the test with a message instead of a hang.
final class AccessibilitySession {
  static let clientScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Client/atspi_client.py")

  let server: XvfbServer
  let directory: URL
  let client: ChildProcess
  /// The private session bus's address.
  let sessionAddress: String
  /// The accessibility bus's address.
  let accessibilityAddress: String
  private let commands: Int32
  /// The demo in its window, once launched, through the demo tests' harness.
  private(set) var running: TracedWindowProcess?
  var demo: ChildProcess? { running?.process }
  var window: UInt { running?.window ?? 0 }
  var trace: URL? { running?.trace }
  let demoErrors: URL

  /// Whether the client's tools are installed (scripts/setup.sh installs them).
  static var isInstalled: Bool {
    ["/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: $0)
    } && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
  }

  init() throws {
    server = try XvfbServer(width: 1280, height: 1024)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    demoErrors = directory.appendingPathComponent("demo.err")
    let fifo = directory.appendingPathComponent("commands").path
    guard mkfifo(fifo, 0o600) == 0 else { throw SessionError("mkfifo \(fifo) failed") }
    // Read and write, so opening never waits for the client and the client never sees
    // the end of the file before we are done.
    commands = open(fifo, O_RDWR | O_CLOEXEC)
    guard commands >= 0 else { throw SessionError("cannot open \(fifo)") }
    var env = ProcessInfo.processInfo.environment
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY"] { env[name] = nil }
    env["NO_AT_BRIDGE"] = "1"
    // The bus launcher puts its socket in the runtime directory: one of our own, so
    // sessions that run at once never share a bus.
    let runtime = directory.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    env["XDG_RUNTIME_DIR"] = runtime.path
    client = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
      ["--", "/usr/bin/python3", Self.clientScript.path, fifo], environment: env, standardOutput: .pipe,
      standardError: .file(directory.appendingPathComponent("client.err").path))
    let deadline = ContinuousClock.now + .seconds(30)
    guard let line = client.outputDescriptor.flatMap({ PipeLines.readLine(from: $0, until: deadline) }),
      let hello = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let session = hello["session"] as? String, let a11y = hello["a11y"] as? String
    else {
      let log = try? String(contentsOf: directory.appendingPathComponent("client.err"), encoding: .utf8)
      throw SessionError("the AT-SPI client did not start: \(log ?? "")")
    }
    sessionAddress = session
    accessibilityAddress = a11y
  }

  deinit {
    running = nil
    _ = try? send(["cmd": "quit"], timeout: 10)
    if client.waitUntilExit(seconds: 10) == nil { client.send(SIGKILL) }
    close(commands)
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  /// What the client wrote to standard error.
  var clientErrors: String {
    (try? String(contentsOf: directory.appendingPathComponent("client.err"), encoding: .utf8)) ?? ""
  }

  /// What the demo wrote to standard error.
  var demoErrorText: String { (try? String(contentsOf: demoErrors, encoding: .utf8)) ?? "" }

  /// Sends the client one command and returns its answer; fails after `timeout` seconds.
  @discardableResult
  func send(_ command: [String: Any], timeout: Double = 30) throws -> [String: Any] {
    var line = try JSONSerialization.data(withJSONObject: command)
    line.append(UInt8(ascii: "\n"))
    let written = line.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
    guard written == line.count else { throw SessionError("cannot write to the client") }
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    guard let reply = client.outputDescriptor.flatMap({ PipeLines.readLine(from: $0, until: deadline) }),
      let answer = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
    else {
      throw SessionError("no answer to \(command) within \(timeout) s; client: \(clientErrors)")
    }
    return answer
  }

  /// Starts the demo at `size` along the bottom edge, on this desktop's buses (or with
  /// `environment` changed), and waits for its window and its sheet at rest.
  func launchDemo(
    size: String = "800x600", arguments: [String] = [], environment: [String: String?] = [:]
  ) throws {
    var env = ProcessInfo.processInfo.environment
    env["DBUS_SESSION_BUS_ADDRESS"] = sessionAddress
    env["AT_SPI_BUS_ADDRESS"] = nil
    for (k, v) in environment { env[k] = v }
    running = try TracedWindowProcess(
      try BuiltExecutable.url(named: "sheet-demo"), ["--size", size, "--placement", "bottom"] + arguments,
      displayName: server.displayName, windowTitle: "sheet-demo: main", environment: env,
      standardError: .file(demoErrors.path), seconds: 30)
    guard window != 0 else { throw SessionError("the demo window did not appear: \(demoErrorText)") }
    guard waitForLine(where: { $0.contains("\"kind\":\"frame\"") && $0.contains("\"phase\":\"resting\"") }) != nil
    else { throw SessionError("the sheet never came to rest") }
  }

  /// The trace's lines.
  func traceLines() -> [String] { running?.traceLines() ?? [] }

  /// Waits until a trace line meets `condition`; returns the last such line, or `nil`
  /// after `seconds` (a hang guard, not a timing assertion).
  func waitForLine(seconds: Double = 30, where condition: (String) -> Bool) -> String? {
    running?.waitForLine(seconds: seconds, where: condition)
  }
}

/// A session that could not be set up, saying why.
struct SessionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
