import Foundation
import Testing
import X11Backend
import X11BackendTesting

@Suite("Losing the X server")
struct LostConnectionTests {
  @Test("killing the server ends the host's run with an error: the probe prints it and exits 3")
  func serverKilled() throws {
    let probe = try BuiltExecutable.url(named: "x11-probe")
    let server = try XvfbServer(width: 320, height: 240)
    defer { server.stop() }

    let child = try ChildProcess(
      probe, ["--display", server.displayName], standardOutput: .pipe, standardError: .pipe)

    // A hang guard, not a speed requirement.
    let ready = child.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: .now + .seconds(10)) }
    try #require(ready == "ready", "the probe did not open its window")

    server.kill()
    let killed = ContinuousClock.now
    while child.isRunning, ContinuousClock.now - killed < .seconds(3) {
      usleep(10_000)
    }
    let exited = !child.isRunning
    #expect(exited, "the probe still runs 3 s after its server died")
    guard exited else { return }
    print("x11-probe exited \(ContinuousClock.now - killed) after the server was killed")

    #expect(child.termination == .exited(3))
    // Xlib may first warn of the events it could not read from a stream cut mid-event
    // ("Xlib: ignoring invalid extension event N", seen once here with Present's longer
    // events in flight): its own lines, not the program's.
    let message = child.readToEnd().error.split(separator: "\n").filter { !$0.hasPrefix("Xlib: ") }
    #expect(message == ["lost connection to the X server \(server.displayName)"])
  }
}
