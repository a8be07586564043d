import Compositor

extension HitBenchOptions {
  /// The largest scene the command builds.
  public static let maximumViews = 2_000_000
  /// The most queries per set.
  public static let maximumQueries = 10_000_000

  /// Parses `arguments` (without the program name); `--flag value` and `--flag=value` both
  /// work, a repeated flag keeps its last value.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> HitBenchOptions {
    var options = HitBenchOptions()
    var rest = arguments[...]
    var viewsFlag: String?
    while let argument = rest.popFirst() {
      var flag = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(CommandLineError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = rest.popFirst() else { throw CommandLineError(flag: flag, "needs a value") }
        return next
      }
      func noValue() throws(CommandLineError) {
        if inlineValue != nil { throw CommandLineError(flag: flag, "takes no value") }
      }
      switch flag {
      case "--help", "-h":
        try noValue()
        options.showHelp = true
      case "--views":
        options.settings.viewCounts = try parseViewCounts(try value(), flag: flag)
        viewsFlag = flag
      case "--windows":
        let range = SceneConfiguration.windowCountRange
        options.settings.windowCount = try parseInteger(try value(), flag: flag, in: range)
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw CommandLineError(flag: flag, "expected a whole number from 0 to \(UInt64.max), got '\(text)'")
        }
        options.settings.seed = seed
      case "--queries":
        options.settings.queriesPerSet = try parseInteger(try value(), flag: flag, in: 1...maximumQueries)
      case "--screen":
        options.settings.screenSize = try parseScreen(try value(), flag: flag)
      case "--json":
        try noValue()
        options.json = true
      case "--export":
        let directory = try value()
        guard !directory.isEmpty else { throw CommandLineError(flag: flag, "needs a directory") }
        options.exportDirectory = directory
      case "--plot":
        let path = try value()
        guard path.hasSuffix(".png"), path.count > 4 else {
          throw CommandLineError(flag: flag, "expected a file name ending in .png, got '\(path)'")
        }
        options.plotPath = path
      case "--quiet", "-q":
        try noValue()
        options.quiet = true
      default:
        if flag.hasPrefix("-") { throw CommandLineError(flag: flag, "unknown option (see --help)") }
        throw CommandLineError(flag: flag, "unexpected argument (options start with --; see --help)")
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
      counts.append(try parseInteger(String(part), flag: flag, in: 1...maximumViews))
    }
    return counts
  }

  private static func parseInteger(_ text: String, flag: String, in range: ClosedRange<Int>) throws(CommandLineError)
    -> Int
  {
    let digits = String(text.filter { $0 != "_" })
    guard let n = Int(digits) else {
      throw CommandLineError(flag: flag, "expected a whole number, got '\(text)'")
    }
    guard range.contains(n) else {
      throw CommandLineError(flag: flag, "\(n) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return n
  }

  private static func parseScreen(_ text: String, flag: String) throws(CommandLineError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let range = 64...16_384
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), range.contains(w), range.contains(h) else {
      throw CommandLineError(
        flag: flag, "expected WIDTHxHEIGHT with each side in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
    }
    return Size(width: Double(w), height: Double(h))
  }
}
