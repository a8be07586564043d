import Glibc

/// Reads lines from a child process's pipe without risking a hang.
public enum PipeLines {
  /// The next line from `descriptor`, without its newline; `nil` at end of file or when
  /// `deadline` passes first.
  public static func readLine(from descriptor: Int32, until deadline: ContinuousClock.Instant) -> String? {
    var bytes: [UInt8] = []
    while ContinuousClock.now < deadline {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }
}
