import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The test helper that runs programs: exit statuses, signals, both output streams and the
/// environment, and a clear error for a program that does not exist.
@Suite struct ChildProcessTests {
  let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func anExitStatusAndBothStreamsComeBack() throws {
    let child = try ChildProcess(
      shell, ["-c", "echo out; echo err >&2; exit 7"], standardOutput: .pipe, standardError: .pipe)
    let (out, err) = child.readToEnd()
    #expect(out == "out\n")
    #expect(err == "err\n")
    #expect(child.waitUntilExit() == .exited(7))
    #expect(!child.isRunning)
  }

  @Test func streamsLargerThanAPipeAreDrainedTogether() throws {
    // 1 MiB on each stream, more than a socket buffer holds: reading one to its end before
    // the other would stall the child.
    let script = "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2; head -c 100 /dev/zero"
    let child = try ChildProcess(shell, ["-c", script], standardOutput: .pipe, standardError: .pipe)
    let (out, err) = child.readToEnd()
    #expect(out.utf8.count == 1_048_576 + 100)
    #expect(err.utf8.count == 1_048_576)
    #expect(child.waitUntilExit() == .exited(0))
  }

  @Test func aSignalEndsItAndSaysWhich() throws {
    let child = try ChildProcess(shell, ["-c", "sleep 30"])
    #expect(child.isRunning)
    child.terminate()
    #expect(child.waitUntilExit() == .signalled(SIGTERM))
  }

  @Test func theEnvironmentIsTheOneGiven() throws {
    let child = try ChildProcess(
      shell, ["-c", "printf %s \"$GREETING\""], environment: ["GREETING": "hello"], standardOutput: .pipe)
    #expect(child.readToEnd().output == "hello")
    #expect(child.waitUntilExit() == .exited(0))
  }

  @Test func theChildInheritsNoDescriptorBeyondItsStandardStreams() throws {
    // A descriptor this process opened without close-on-exec, as libraries do; numbered
    // 100 or more, so that it cannot be the one the child's ls opens for its directory
    // (the lowest free one, 3, when nothing was inherited).
    let opened = open("/dev/null", O_RDONLY)
    try #require(opened >= 0)
    let inherited = fcntl(opened, F_DUPFD, 100)
    close(opened)
    try #require(inherited >= 100)
    defer { close(inherited) }
    let child = try ChildProcess(shell, ["-c", "ls /proc/self/fd"], standardOutput: .pipe)
    let listed = child.readToEnd().output.split(separator: "\n").compactMap { Int32($0) }
    #expect(child.waitUntilExit() == .exited(0))
    // ls's own directory descriptor is its one above 2.
    #expect(!listed.contains(inherited))
    #expect(listed.filter { $0 > 2 }.count <= 1)
  }

  @Test func aMissingProgramIsAnErrorNamingIt() {
    #expect {
      _ = try ChildProcess(URL(fileURLWithPath: "/nonexistent/program"))
    } throws: { error in
      "\(error)" == "cannot run /nonexistent/program: No such file or directory"
    }
  }
}
