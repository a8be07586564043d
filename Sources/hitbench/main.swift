import HitBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes `text` to file descriptor `fd` in full.
func emit(_ text: String, to fd: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n <= 0 { return }
      offset += n
    }
  }
}

exit(
  HitBenchCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    standardOutput: { emit($0, to: STDOUT_FILENO) },
    standardError: { emit($0, to: STDERR_FILENO) }))
