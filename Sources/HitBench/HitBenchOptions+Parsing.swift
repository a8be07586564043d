import CommandLineSupport
import Compositor

extension HitBenchOptions {
  /// The largest scene the command builds.
  static let maximumViews = 2_000_000
  /// The most queries per set.
  static let maximumQueries = 10_000_000

  /// Parses `arguments` (without the program name) with ``ArgumentScanner``: `--flag value`
  /// and `--flag=value` both work, a repeated flag keeps its last value.
  static func parse(_ arguments: [String]) throws(CommandLineError) -> HitBenchOptions {
    var options = HitBenchOptions()
    var scanner = ArgumentScanner(arguments)
    var viewsFlag: String?
    while let flag = scanner.next() {
      switch flag {
      case "--help", "-h":
        try scanner.noValue()
        options.showHelp = true
      case "--views":
        options.settings.viewCounts = try parseViewCounts(try scanner.value(), flag: flag)
        viewsFlag = flag
      case "--windows":
        let range = SceneConfiguration.windowCountRange
        options.settings.windowCount = try ArgumentScanner.integer(try scanner.value(), flag: flag, in: range)
      case "--seed":
        let text = try scanner.value()
        guard let seed = UInt64(text) else {
          throw CommandLineError(flag: flag, "expected a whole number from 0 to \(UInt64.max), got '\(text)'")
        }
        options.settings.seed = seed
      case "--queries":
        options.settings.queriesPerSet = try ArgumentScanner.integer(
          try scanner.value(), flag: flag, in: 1...maximumQueries)
      case "--screen":
        options.settings.screenSize = try ArgumentScanner.size(try scanner.value(), flag: flag, in: 64...16_384)
      case "--json":
        try scanner.noValue()
        options.json = true
      case "--export":
        let directory = try scanner.value()
        guard !directory.isEmpty else { throw CommandLineError(flag: flag, "needs a directory") }
        options.exportDirectory = directory
      case "--plot":
        let path = try scanner.value()
        guard path.hasSuffix(".png"), path.count > 4 else {
          throw CommandLineError(flag: flag, "expected a file name ending in .png, got '\(path)'")
        }
        options.plotPath = path
      case "--quiet", "-q":
        try scanner.noValue()
        options.quiet = true
      default:
        throw scanner.unknown()
      }
    }
    let minimum = SceneConfiguration.minimumViewCount(windows: options.settings.windowCount)
    if let small = options.settings.viewCounts.first(where: { $0 < minimum }) {
      throw CommandLineError(
        flag: viewsFlag ?? "--views",
        "\(small) views is too few for \(options.settings.windowCount) windows (at least \(minimum))")
    }
    return options
  }

  private static func parseViewCounts(_ text: String, flag: String) throws(CommandLineError) -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard !parts.isEmpty else { throw CommandLineError(flag: flag, "needs at least one count") }
    var counts: [Int] = []
    for part in parts {
      counts.append(try ArgumentScanner.integer(String(part), flag: flag, in: 1...maximumViews))
    }
    return counts
  }
}
