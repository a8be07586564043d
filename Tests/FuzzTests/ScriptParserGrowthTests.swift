import Foundation
import Testing
import X11BackendTesting

/// The script parser's work grows linearly with its input, for the shapes that could make
/// a parser quadratic: long arrays, long strings, long numbers, many members (and many
/// repeats of one), deep nesting, long names in error messages, escapes, whitespace, and
/// an error found only at the very end.
///
/// Work is counted, not timed: callgrind counts the instructions executed inside
/// `Script.parse` (the Swift code and the C it calls, such as `strtod`), the same on every
/// run. For each shape the count at 250 and at 1000 units is compared, and must grow by at
/// most 5× (linear gives about 4×, quadratic 16×). The parser runs in `script-parse-probe`,
/// a plain build; valgrind cannot run a sanitizer's build, so the sanitizer scripts leave
/// this suite out.
@Suite struct ScriptParserGrowthTests {
  /// The most a count may grow when the input grows fourfold.
  static let largestGrowth = 5.0
  /// The input sizes compared, in units of each shape.
  static let sizes = (small: 250, large: 1000)
  /// `Script.parse(_:)`'s symbol, where callgrind counts.
  static let parseSymbol = "$s7DemoApp6ScriptV5parseyACSSAA0C5ErrorVYKFZ"

  /// One input shape: its text for `n` units.
  struct Shape: Sendable {
    let name: String
    let text: @Sendable (Int) -> String
  }

  static let shapes: [Shape] = [
    Shape(name: "events") { n in
      "{\"events\": [" + (0..<n).map { "{\"t\": \($0), \"type\": \"move\", \"x\": 1, \"y\": 2}" }.joined(separator: ",")
        + "]}"
    },
    Shape(name: "a long text") { n in
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"text\": \"" + String(repeating: "a", count: 8 * n) + "\"}]}"
    },
    Shape(name: "a long unknown key name") { n in
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"" + String(repeating: "b", count: 8 * n) + "\"}]}"
    },
    Shape(name: "many modifiers") { n in
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"key\": \"a\", \"modifiers\": ["
        + (0..<n).map { _ in "\"shift\"" }.joined(separator: ", ") + "]}]}"
    },
    Shape(name: "a long unknown member") { n in "{\"" + String(repeating: "z", count: 8 * n) + "\": 1}" },
    Shape(name: "a long number") { n in "{\"until\": 1." + String(repeating: "0", count: 8 * n) + "1}" },
    Shape(name: "escapes") { n in
      "{\"events\": [{\"t\": 0, \"type\": \"key\", \"text\": \"" + String(repeating: "\\u0041\\n", count: n) + "\"}]}"
    },
    Shape(name: "repeated members") { n in
      "{\"events\": [{" + String(repeating: "\"t\": 1, ", count: n) + "\"type\": \"present\"}]}"
    },
    Shape(name: "repeated sheet members") { n in
      "{\"sheet\": {" + (0..<n).map { _ in "\"style\": \"modal\"" }.joined(separator: ", ") + "}}"
    },
    Shape(name: "many detents") { n in
      "{\"sheet\": {\"detents\": [" + (0..<n).map { "{\"height\": \($0)}" }.joined(separator: ", ") + "]}}"
    },
    Shape(name: "nesting at the limit, many times") { n in
      let nest = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
      return "{\"events\": [" + (0..<n).map { _ in nest }.joined(separator: ",") + "]}"
    },
    Shape(name: "nesting past the limit") { n in "{\"x\": " + String(repeating: "[", count: 8 * n) },
    Shape(name: "whitespace and lines") { n in "{" + String(repeating: " \n\t", count: 8 * n) + "}" },
    Shape(name: "an error at the very end") { n in
      "{\"events\": [" + (0..<n).map { "{\"t\": \($0), \"type\": \"down\", \"x\": 1, \"y\": 2}" }.joined(separator: ",")
        + "], \"until\": -1}"
    },
    Shape(name: "a bad event among many") { n in
      "{\"events\": [{\"t\": 0, \"type\": \"bogus\"}, "
        + (1..<n).map { "{\"t\": \($0), \"type\": \"up\", \"x\": 1, \"y\": 2}" }.joined(separator: ",") + "]}"
    },
  ]

  /// Runs the probe under callgrind on every shape at both sizes; returns the instructions
  /// counted in each call of `Script.parse`, in the order of the files.
  static func countInstructions() throws -> [Int] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("growth-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for (i, shape) in shapes.enumerated() {
      for n in [sizes.small, sizes.large] {
        let path = directory.appendingPathComponent("\(i)-\(n).json").path
        try shape.text(n).write(toFile: path, atomically: false, encoding: .utf8)
        files.append(path)
      }
    }
    let out = directory.appendingPathComponent("callgrind.out").path
    let valgrind = try #require(
      ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first { FileManager.default.isExecutableFile(atPath: $0) },
      "valgrind is not installed (scripts/setup.sh installs it)")
    let p = try ChildProcess(
      URL(fileURLWithPath: valgrind),
      [
        "--tool=callgrind", "--callgrind-out-file=\(out)", "--collect-atstart=no",
        "--toggle-collect=\(parseSymbol)", "--dump-after=\(parseSymbol)",
        try BuiltExecutable.url(named: "script-parse-probe").path,
      ] + files,
      environment: ["PATH": "/usr/bin:/bin"], standardOutput: .pipe, standardError: .pipe)
    let (output, errors) = p.readToEnd()
    #expect(p.waitUntilExit() == .exited(0), "\(errors)")
    // One line per file (an error's message may hold more lines of the input).
    #expect(output.components(separatedBy: "\n").filter { $0.hasPrefix(directory.path) }.count == files.count)
    // Each call of parse is dumped to its own file, numbered from 1, with a summary line.
    return try (1...files.count).map { k in
      let dump = try String(contentsOfFile: "\(out).\(k)", encoding: .utf8)
      let line = try #require(
        dump.split(separator: "\n").first { $0.hasPrefix("summary: ") }, "no summary in dump \(k)")
      return try #require(Int(line.dropFirst("summary: ".count)), "\(line)")
    }
  }

  @Test func parsingGrowsLinearly() throws {
    let counts = try Self.countInstructions()
    try #require(counts.count == 2 * Self.shapes.count)
    // The counter sees the work: four times the events take at least three times the instructions.
    #expect(counts[1] > 3 * counts[0] && counts[0] > 100_000, "events: \(counts[0]) -> \(counts[1])")
    for (i, shape) in Self.shapes.enumerated() {
      let (small, large) = (counts[2 * i], counts[2 * i + 1])
      let growth = Double(large) / Double(Swift.max(1, small))
      print("growth: \(shape.name): \(small) -> \(large) instructions (\(String(format: "%.2f", growth))x)")
      #expect(growth <= Self.largestGrowth, "\(shape.name): \(small) -> \(large) instructions, \(growth)x")
    }
  }
}
