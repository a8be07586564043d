import CX11
import Foundation
import Glibc

/// A program the tests run: started with `posix_spawn`, its standard output and error
/// piped, discarded or written to a file, waited for with `waitpid`.
///
/// Tests start many children at once from parallel threads. This type keeps that simple
/// and explicit: no run-loop thread, no process-wide child-signal handler, every pipe
/// (a socket pair) created close-on-exec so one child never inherits another's, every
/// descriptor above standard error closed in the child, and signals reset to their default
/// actions in the child (a test may have taken SIGINT or SIGTERM over).
///
/// A child still running when its `ChildProcess` is released is killed and reaped.
///
/// ```swift
/// let demo = try ChildProcess(BuiltExecutable.url(named: "sheet-demo"), ["--help"], standardOutput: .pipe)
/// let (out, _) = demo.readToEnd()
/// #expect(demo.waitUntilExit() == .exited(0))
/// ```
public final class ChildProcess {
  /// Where one of the child's output streams goes.
  public enum Output: Equatable, Sendable {
    /// To this process's own stream.
    case inherit
    /// To `/dev/null`.
    case discard
    /// Into a pipe this object reads (see ``readToEnd()``).
    case pipe
    /// Appended to the file at this path, created if missing.
    case file(String)
  }

  /// How the child ended.
  public enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal with this number ended it.
    case signalled(Int32)

    /// `exit 2` or `signal 9`.
    public var description: String {
      switch self {
      case .exited(let status): "exit \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }
  }

  /// A child that could not be started.
  public struct StartError: Error, CustomStringConvertible {
    /// The program's path.
    public let executable: String
    /// What the system said.
    public let reason: String
    /// Names the program and the reason.
    public var description: String { "cannot run \(executable): \(reason)" }
  }

  /// The child's process ID.
  public let processIdentifier: pid_t
  /// The read end of the child's standard output, when it is ``Output/pipe``.
  public let outputDescriptor: Int32?
  /// The read end of the child's standard error, when it is ``Output/pipe``.
  public let errorDescriptor: Int32?
  private var ended: Termination?

  /// Starts `executable` with `arguments` and `environment` (this process's when `nil`);
  /// standard input is `/dev/null`.
  public init(
    _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
    standardOutput: Output = .discard, standardError: Output = .discard
  ) throws(StartError) {
    let path = executable.path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    func route(_ output: Output, to descriptor: Int32) throws(StartError) -> Int32? {
      switch output {
      case .inherit:
        return nil
      case .discard:
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        return nil
      case .file(let file):
        posix_spawn_file_actions_addopen(&actions, descriptor, file, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        return nil
      case .pipe:
        // A socket pair rather than a pipe: Glibc's module does not import pipe2, and
        // the ends must be born close-on-exec so that a child another thread starts at
        // the same moment cannot inherit them (and hold our reader's end of file back).
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
          throw StartError(executable: path, reason: "socketpair: \(String(cString: strerror(errno)))")
        }
        // dup2 clears close-on-exec on the copy the child keeps.
        posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
        parentEnds.append(ends[0])
        childEnds.append(ends[1])
        return ends[0]
      }
    }
    let closeAll = { (fds: [Int32]) in for fd in fds { close(fd) } }
    do {
      outputDescriptor = try route(standardOutput, to: 1)
      errorDescriptor = try route(standardError, to: 2)
    } catch {
      closeAll(parentEnds + childEnds)
      throw error
    }
    // Only 0, 1 and 2 reach the child (closed after the copies above, which read the pipes'
    // ends): descriptors born without close-on-exec elsewhere in the process (a library's
    // sockets, a test's files) would otherwise stay open in a long-lived child such as
    // Xvfb, holding a peer's end of file back.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let status = Self.withCStrings([path] + arguments) { argv in
      Self.withCStrings(variables) { envp in posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
    }
    // The child has its copies; the parent keeps only the read ends.
    closeAll(childEnds)
    guard status == 0 else {
      closeAll(parentEnds)
      throw StartError(executable: path, reason: String(cString: strerror(status)))
    }
    processIdentifier = pid
  }

  deinit {
    if ended == nil {
      kill(processIdentifier, SIGKILL)
      _ = waitUntilExit()
    }
    if let outputDescriptor { close(outputDescriptor) }
    if let errorDescriptor { close(errorDescriptor) }
  }

  /// Whether the child still runs (it is reaped as soon as it has ended).
  public var isRunning: Bool { termination == nil }

  /// How the child ended, or `nil` while it runs.
  public var termination: Termination? {
    if ended == nil { reap(blocking: false) }
    return ended
  }

  /// Waits for the child to end and says how it did.
  @discardableResult
  public func waitUntilExit() -> Termination {
    while ended == nil { reap(blocking: true) }
    return ended!
  }

  /// Waits at most `seconds` (a hang guard, not a timing assertion) for the child to end.
  public func waitUntilExit(seconds: Double) -> Termination? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while isRunning, ContinuousClock.now < deadline { usleep(10_000) }
    return ended
  }

  /// Sends `signal` to the child if it still runs.
  public func send(_ signal: Int32) {
    if isRunning { kill(processIdentifier, signal) }
  }

  /// Asks the child to end with SIGTERM.
  public func terminate() { send(SIGTERM) }

  /// Reads the piped streams until the child closes both; an unpiped stream reads as "".
  ///
  /// Both are drained together, so a child that fills one pipe while this waits on the
  /// other cannot stall.
  public func readToEnd() -> (output: String, error: String) {
    var open = [outputDescriptor, errorDescriptor].compactMap { $0 }
    var bytes: [Int32: [UInt8]] = [:]
    var chunk = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&pollers, nfds_t(pollers.count), -1) >= 0 || errno == EINTR else { break }
      for p in pollers where p.revents != 0 {
        let n = read(p.fd, &chunk, chunk.count)
        if n > 0 {
          bytes[p.fd, default: []].append(contentsOf: chunk[0..<n])
        } else if n == 0 || errno != EINTR {
          open.removeAll { $0 == p.fd }
        }
      }
    }
    func text(_ fd: Int32?) -> String { fd.map { String(decoding: bytes[$0] ?? [], as: UTF8.self) } ?? "" }
    return (text(outputDescriptor), text(errorDescriptor))
  }

  private func reap(blocking: Bool) {
    var status: Int32 = 0
    let r = waitpid(processIdentifier, &status, blocking ? 0 : WNOHANG)
    if r == processIdentifier {
      // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
      let signal = status & 0x7F
      ended = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    } else if r < 0 && errno != EINTR {
      // Nobody else reaps our children; ECHILD would mean the child is gone unseen.
      ended = .signalled(0)
    }
  }

  /// Calls `body` with a NULL-terminated array of C strings copied from `strings`.
  private static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
  ) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for p in pointers { free(p) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
