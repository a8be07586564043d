import Foundation
import X11BackendTesting

extension XvfbServer {
  /// How many sockets the server process holds open: the ones it listens on, and one per
  /// connected client. The X protocol has no core request listing clients (and libXRes is
  /// not a dependency), so a client still connected shows here instead.
  var openSocketCount: Int {
    let directory = "/proc/\(processIdentifier)/fd"
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return descriptors.count { descriptor in
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\(descriptor)")
      return target?.hasPrefix("socket:") == true
    }
  }

  /// ``openSocketCount`` once it is `expected`, or as it is after `seconds` when it never
  /// gets there: the server closes a client's socket when it next reads the end of it,
  /// shortly after the client closes its end, not at once.
  func openSocketCount(becoming expected: Int, within seconds: Double = 5) -> Int {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var count = openSocketCount
    while count != expected, ContinuousClock.now < deadline {
      usleep(10_000)
      count = openSocketCount
    }
    return count
  }
}
