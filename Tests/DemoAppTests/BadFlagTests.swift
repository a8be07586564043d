import CommandLineSupport
import Testing
import X11Backend

@testable import DemoApp

/// Every bad command line gets a message naming the flag, and exit 2, before anything runs.
@Suite struct BadFlagTests {
  @Test(arguments: [
    (["-x"], "-x: unknown option (see --help)"),
    (["script.json"], "script.json: unexpected argument"),
    (["--HEADLESS"], "--HEADLESS: unknown option"),
    (["--trace"], "--trace: needs a value"),
    (["--trace", "--size", "1x1"], "--trace: needs a value"),
    (["--headless", "--script"], "--script: needs a value"),
    (["--headless=yes", "--describe"], "--headless: takes no value"),
    (["--size", "10x"], "--size: expected WIDTHxHEIGHT with each side in 1...8192, got '10x'"),
    (["--size=x10"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "-5x5"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "1e3x5"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "8193x10"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "10x10x10"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "ten"], "--size: expected WIDTHxHEIGHT"),
    (["--headless", "--bench", "--bench-frames", "abc"], "--bench-frames: expected a whole number in 2...100000"),
    (["--headless", "--bench", "--bench-frames=100001"], "--bench-frames: expected a whole number in 2...100000"),
    (["--headless", "--describe", "--bench"], "--describe: cannot be combined with --bench"),
    (["--bench"], "--bench: needs --headless"),
    (["--frames", "out"], "--frames: needs --headless"),
    (["--script", "a.json"], "--script: needs --headless"),
    (["--headless", "--trace", "t.jsonl"], "--headless: needs --script FILE, --describe or --bench"),
    (["--placement", "left"], "--placement: expected automatic, bottom or floating, got left"),
    (["--headless", "--bench", "--scale", "0"], "--scale: expected a number in 0.25...8.0, got '0'"),
    (["--headless", "--bench", "--scale", "two"], "--scale: expected a number in 0.25...8.0, got 'two'"),
    (["--headless", "--bench", "--scale", "nan"], "--scale: expected a number"),
    (["--headless", "--bench", "--scale"], "--scale: needs a value"),
    (["--headless", "--bench", "--threads", "0"], "--threads: expected a whole number in 1...256"),
    (["--scale", "9"], "--scale: expected a number in 0.25...8.0, got '9'"),
    (["--threads", "2"], "--threads: needs --headless"),
    (["--placement"], "--placement: needs a value"),
    (["--reduce-motion=yes"], "--reduce-motion"),
    (["--animation", "a.gif"], "--animation: needs --headless --script FILE"),
    (["--headless", "--describe", "--animation", "a.gif"], "--animation: needs --headless --script FILE"),
    (
      ["--headless", "--script", "a.json", "--render", "--animation", "a.gif"],
      "--animation: cannot be combined with --frames or --render"
    ),
  ])
  func isRefusedNamingTheFlag(arguments: [String], message: String) {
    do {
      let o = try CommandLineOptions.parse(arguments)
      Issue.record("accepted \(o); expected \(message)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
    #expect(DemoMain.run(arguments) == DemoMain.badInput)
  }

  @Test func flagsTakeTheirValueEitherWay() throws {
    let spaced = try CommandLineOptions.parse(["--headless", "--script", "a.json", "--size", "640x480"])
    let joined = try CommandLineOptions.parse(["--headless", "--script=a.json", "--size=640x480"])
    #expect(spaced == joined)
    #expect(joined.scriptPath == "a.json")
  }

  /// `--placement` overrides the script's placement in a describe run.
  @Test func placementOverridesTheScripts() throws {
    let o = try CommandLineOptions.parse(["--headless", "--describe", "--placement", "floating"])
    #expect(o.placement == .automaticCard)
    var settings = SheetSettings()
    settings.placement = .bottom
    #expect(o.sheetSettings(settings).placement == .automaticCard)
    #expect(try CommandLineOptions.parse(["--placement=bottom"]).placement == .bottom)
    let reduced = try CommandLineOptions.parse(["--reduce-motion"])
    #expect(reduced.sheetSettings(settings).motion == .reduced)
    #expect(o.sheetSettings(settings).motion == .standard)
  }

  @Test func sizesAtTheLimitsAreAccepted() throws {
    #expect(try CommandLineOptions.parse(["--headless", "--describe", "--size", "1x1"]).size?.width == 1)
    #expect(try CommandLineOptions.parse(["--headless", "--describe", "--size", "8192X8192"]).size?.height == 8192)
  }

  @Test func errorsMapToTheDocumentedExitCodes() {
    #expect(DemoMain.exitStatus(for: CommandLineError(flag: "--x", "x")) == 2)
    #expect(DemoMain.exitStatus(for: ScriptError(line: 1, path: "", problem: "x")) == 2)
    #expect(DemoMain.exitStatus(for: X11Error.cannotOpenDisplay(":9")) == 1)
    #expect(DemoMain.exitStatus(for: X11Error.windowCreationFailed("x")) == 3)
    #expect(DemoMain.exitStatus(for: RuntimeError("cannot create out/trace.jsonl")) == 3)
    #expect(DemoMain.exitStatus(for: X11Error.connectionLost(":9")) == 3)
    #expect(DemoMain.exitStatus(for: X11Error.windowDestroyed) == 3)
  }
}
