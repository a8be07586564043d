#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The machine a run measured: processor model and core count, for the report.
struct MachineDescription: Hashable, Sendable {
  /// The processor model, from `/proc/cpuinfo`, or "unknown".
  var processor: String
  /// The number of online cores.
  var cores: Int

  /// Describes this machine.
  static func current() -> MachineDescription {
    var processor = "unknown"
    if let text = FileSystem.readText("/proc/cpuinfo") {
      for line in text.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
          processor = line[line.index(after: colon)...].trimmingSpaces()
        }
        break
      }
    }
    return MachineDescription(processor: processor, cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// Creates a description.
  init(processor: String, cores: Int) {
    self.processor = processor
    self.cores = cores
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
