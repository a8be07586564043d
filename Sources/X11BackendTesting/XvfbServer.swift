import CX11
import Foundation
import Glibc

/// A private Xvfb X server for tests: started on a free display, stopped when done.
///
/// Xvfb picks the display number itself (`-displayfd`), so parallel tests never race for
/// one. It runs with `-terminate` while this object holds a connection to it, so if the
/// test process dies the server exits too instead of lingering.
///
/// Keep the server alive while windows use it (e.g. `defer { server.stop() }` right after
/// creating it, before opening windows): the server stops when this object is released, and
/// a window whose server is gone reports it as an error (`X11Error.connectionLost`).
public final class XvfbServer {
  /// The display number Xvfb chose.
  public let displayNumber: Int
  /// The display name to connect to, e.g. `:3`.
  public var displayName: String { ":\(displayNumber)" }
  /// The screen's width in pixels.
  public let width: Int
  /// The screen's height in pixels.
  public let height: Int
  /// Whether the server process is still running.
  public var isRunning: Bool { process.isRunning }

  private let process: ChildProcess
  private let logURL: URL
  private var keepAlive: OpaquePointer?
  /// The listening socket's file as the server made it (its inode), so that ``kill()``
  /// removes that file and no other.
  private var socketFile: ino_t?

  /// Starts Xvfb with one `width`×`height`×24 screen and XTEST, and waits until it accepts
  /// connections (at most `timeout` seconds).
  ///
  /// - Parameters:
  ///   - width: the screen's width in pixels.
  ///   - height: the screen's height in pixels.
  ///   - disabledExtensions: extensions to turn off, e.g. `["MIT-SHM"]` to test the
  ///     `XPutImage` fallback (Xvfb cannot turn off every extension: Present stays).
  ///   - timeout: how long to wait, in seconds, for the server to accept connections: a
  ///     guard against a hang, not a speed requirement.
  /// - Throws: ``XvfbError`` with Xvfb's log when it is missing or does not come up.
  public init(width: Int = 1280, height: Int = 800, disabledExtensions: [String] = [], timeout: Double = 10)
    throws(XvfbError)
  {
    self.width = width
    self.height = height
    let started = try Self.start(
      screen: "\(width)x\(height)x24", disabledExtensions: disabledExtensions, timeout: timeout)
    (process, logURL, displayNumber, keepAlive) = (started.process, started.logURL, started.number, started.keepAlive)
    socketFile = Self.inode(of: Self.socketPath(display: displayNumber))
  }

  /// Starts Xvfb with one `width`×`height` screen of `depth` bits (e.g. 16: a server
  /// without the 24-bit TrueColor visual windows need, for tests of a window that cannot
  /// be made), as ``init(width:height:disabledExtensions:timeout:)`` does otherwise.
  package init(width: Int, height: Int, depth: Int, timeout: Double = 10) throws(XvfbError) {
    self.width = width
    self.height = height
    let started = try Self.start(screen: "\(width)x\(height)x\(depth)", disabledExtensions: [], timeout: timeout)
    (process, logURL, displayNumber, keepAlive) = (started.process, started.logURL, started.number, started.keepAlive)
    socketFile = Self.inode(of: Self.socketPath(display: displayNumber))
  }

  /// The Xvfb process's id, to look at what it holds open (`/proc/<id>/fd`).
  package var processIdentifier: pid_t { process.processIdentifier }

  /// Runs Xvfb with `screen` (`WIDTHxHEIGHTxDEPTH`) and XTEST, and waits until it accepts
  /// a connection, which it returns to keep the server alive.
  private static func start(screen: String, disabledExtensions: [String], timeout: Double) throws(XvfbError) -> (
    process: ChildProcess, logURL: URL, number: Int, keepAlive: OpaquePointer
  ) {
    guard let executable = findExecutable() else { throw .notInstalled }
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let arguments =
      ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-terminate", "+extension", "XTEST"]
      + disabledExtensions.flatMap { ["-extension", $0] }
    let process: ChildProcess
    do {
      process = try ChildProcess(executable, arguments, standardOutput: .pipe, standardError: .file(logURL.path))
    } catch {
      throw .failedToStart(error.description)
    }
    func giveUp(_ reason: String) -> XvfbError {
      let log = contents(of: logURL)
      process.terminate()
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: logURL)
      return .failedToStart("\(reason); log: \(log)")
    }
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    // Xvfb writes the number to the display fd once it listens.
    let line = process.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: deadline) }
    guard let number = line.flatMap({ Int($0) }) else {
      throw giveUp("no display number within \(timeout) s")
    }
    var keepAlive: OpaquePointer?
    while ContinuousClock.now < deadline, keepAlive == nil, process.isRunning {
      keepAlive = XOpenDisplay(":\(number)")
      if keepAlive == nil { usleep(20_000) }
    }
    guard let keepAlive else {
      throw giveUp("display :\(number) does not accept connections")
    }
    return (process, logURL, number, keepAlive)
  }

  deinit { stop() }

  /// What Xvfb has written to standard error so far.
  public var log: String { Self.contents(of: logURL) }

  /// Stops the server (SIGTERM) and waits for it; later calls do nothing.
  public func stop() {
    abandonKeepAlive()
    if process.isRunning {
      process.terminate()
    }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: logURL)
  }

  /// Kills the server abruptly (SIGKILL), as a crash would, and waits for it to die.
  ///
  /// Every connection to it breaks: a client's next read or write fails.
  public func kill() {
    abandonKeepAlive()
    if process.isRunning {
      process.send(SIGKILL)
    }
    process.waitUntilExit()
    if let socketFile { Self.removeSocket(Self.socketPath(display: displayNumber), madeAs: socketFile) }
  }

  /// Where the server for `display` listens: `/tmp/.X11-unix/X<display>`. (With
  /// `-displayfd`, Xvfb writes no lock file; the abstract socket of the same name, which
  /// goes with the process, is what keeps the number its own.)
  package static func socketPath(display: Int) -> String { "/tmp/.X11-unix/X\(display)" }

  /// The inode of the file at `path`, if there is one.
  package static func inode(of path: String) -> ino_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_ino : nil
  }

  /// Removes the socket file a killed server left at `path`, while it is still the one it
  /// made (`inode`): another Xvfb may have taken the number the moment the server died and
  /// made its own file there.
  package static func removeSocket(_ path: String, madeAs inode: ino_t) {
    if Self.inode(of: path) == inode { unlink(path) }
  }

  /// Drops the held connection. While the server runs, Xlib closes it (and frees it); once
  /// the server has died, only its socket is closed, since an Xlib call meeting a dead
  /// server would end the process.
  private func abandonKeepAlive() {
    if let keepAlive {
      if process.isRunning {
        XCloseDisplay(keepAlive)
      } else {
        Glibc.close(XConnectionNumber(keepAlive))
      }
    }
    keepAlive = nil
  }

  private static func findExecutable() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    return directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("Xvfb") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static func contents(of url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
