import Compositor
import Testing

@testable import HitBench

/// Runs the command, capturing its output and error text.
func runCommand(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let errors = TextCollector()
  var output = ""
  let status = HitBenchCommand.run(
    arguments: arguments, standardOutput: { output += $0 }, standardError: { errors.text += $0 })
  return (status, output, errors.text)
}

/// Collects text written from an escaping closure.
final class TextCollector {
  var text = ""
}

@Suite struct OptionsTests {
  @Test(arguments: [
    (["--frobnicate"], "--frobnicate"),
    (["--views"], "--views"),
    (["--views", "abc"], "--views"),
    (["--views", "10,,20"], "--views"),
    (["--views", "0"], "--views"),
    (["--views", "3"], "--views"),
    (["--views=5", "--windows", "6"], "--views"),
    (["--windows", "1"], "--windows"),
    (["--windows", "x"], "--windows"),
    (["--seed", "-1"], "--seed"),
    (["--queries", "0"], "--queries"),
    (["--screen", "800by600"], "--screen"),
    (["--screen", "10x10"], "--screen"),
    (["--plot", "out.svg"], "--plot"),
    (["--plot", "/no/such/folder/plot.png"], "--plot"),
    (["--json=yes"], "--json"),
    (["stray"], "stray"),
  ])
  func badFlagsExitWithTwoAndNameTheFlag(arguments: [String], flag: String) {
    let run = runCommand(arguments)
    #expect(run.status == 2)
    #expect(run.errors.contains("hitbench: error: \(flag)"))
    #expect(run.output.isEmpty)
  }

  @Test func helpListsEveryOptionWithExamples() {
    let run = runCommand(["--help"])
    #expect(run.status == 0)
    for flag in ["--views", "--windows", "--seed", "--queries", "--screen", "--json", "--export", "--plot", "--quiet"] {
      #expect(run.output.contains(flag))
    }
    #expect(run.output.contains("examples:"))
  }

  @Test func valuesParseInBothSpellings() throws {
    let options = try HitBenchOptions.parse([
      "--views=10,1_000", "--windows", "3", "--seed", "42", "--queries=77", "--screen", "640X480", "--json", "-q",
      "--export", "/tmp/x", "--plot=a.png",
    ])
    #expect(options.settings.viewCounts == [10, 1000])
    #expect(options.settings.windowCount == 3)
    #expect(options.settings.seed == 42)
    #expect(options.settings.queriesPerSet == 77)
    #expect(options.settings.screenSize == Size(width: 640, height: 480))
    #expect(options.json && options.quiet)
    #expect(options.exportDirectory == "/tmp/x" && options.plotPath == "a.png")
    #expect(options.settings.queries(forViews: 5) == 77)
  }

  @Test func defaultsMeasureTheIssuesSizes() throws {
    let options = try HitBenchOptions.parse([])
    #expect(options.settings.viewCounts == [10, 100, 1000, 10_000, 100_000])
    #expect(options.settings.queries(forViews: 1000) == 20_000)
    #expect(options.settings.queries(forViews: 100_000) == 20_000)
    #expect(options.settings.queries(forViews: 2_000_000) == 2_000)
  }
}
