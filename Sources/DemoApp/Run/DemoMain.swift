import CommandLineSupport
import Compositor
import Foundation
import Rendering
import X11Backend

/// The `sheet-demo` program: parses the command line and runs the window, a replay, the
/// scene description or the benchmark. Returns the process exit status.
package enum DemoMain {
  /// Exit status for success.
  static let success: Int32 = 0
  /// Exit status when the display cannot be opened. A connection lost later, or a window
  /// another client destroys, ends the run with ``runtimeError`` (3).
  static let noDisplay: Int32 = 1
  /// Exit status for bad flags or a bad script.
  static let badInput: Int32 = 2
  /// Exit status for an error while running (an unwritable file, a failed render), a lost
  /// connection to the X server, and a window another X client destroyed.
  static let runtimeError: Int32 = 3

  /// Runs the program with `arguments` (without the program name).
  package static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      printError("sheet-demo: \(error)")
      return badInput
    }
    // What the compositor corrects instead of rejecting (a clamped detent, an ignored
    // selection) is said on standard error.
    Diagnostics.setHandler { message in printError("sheet-demo: \(message)") }
    do {
      switch options.mode {
      case .help:
        print(CommandLineOptions.help)
        return success
      case .describe:
        var script = try options.scriptPath.map(loadScript) ?? Script()
        script.sheet.settings = options.sheetSettings(script.sheet.settings)
        let runner = HeadlessRunner(
          script: Script(size: script.size, sheet: script.sheet, events: [], until: 1.5), size: options.size)
        try runner.run()
        print(SceneDescription.json(of: runner.scene), terminator: "")
        return success
      case .replay:
        return try replay(options)
      case .bench:
        return try bench(options)
      case .accessibilityBench:
        return accessibilityBench(options)
      case .listMemory(let rows):
        return try listMemory(rows: rows, options)
      case .window:
        return try window(options)
      }
    } catch {
      printError("sheet-demo: \(error)")
      return exitStatus(for: error)
    }
  }

  /// The exit status for an error that ended a run (docs/EXIT_CODES.md): 2 for a bad flag
  /// or script, 1 when the display cannot be opened, 3 for anything else.
  static func exitStatus(for error: any Error) -> Int32 {
    switch error {
    case is ScriptError, is CommandLineError: badInput
    case X11Error.cannotOpenDisplay: noDisplay
    default: runtimeError
    }
  }

  /// Reads and parses a script file.
  static func loadScript(_ path: String) throws -> Script {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScriptError(line: nil, path: "", problem: "cannot read \(path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScriptError(line: nil, path: "", problem: "\(path) is not UTF-8 text")
    }
    return try Script.parse(text)
  }

  static func replay(_ options: CommandLineOptions) throws -> Int32 {
    var script = try loadScript(options.scriptPath!)
    script.sheet.settings = options.sheetSettings(script.sheet.settings)
    let runner = HeadlessRunner(script: script, size: options.size, scale: options.scale)
    let trace = try OutputFiles(options).trace
    if let trace { runner.traceLines(to: trace.write) }
    var draw: ((Int, ScreenFrame) throws -> Void)?
    var finish: (() throws -> Void)?
    if let dir = options.framesDirectory {
      let frames = try FrameFiles(directory: dir, scene: runner.scene, threads: options.threads)
      draw = { n, frame in try frames.write(frame: n, of: frame) }
    } else if let path = options.animationPath {
      let animation = AnimationFile(path: path, threads: options.threads)
      draw = { n, frame in try animation.add(frame: n, of: frame) }
      finish = {
        let (frames, bytes) = try animation.finish()
        printError("sheet-demo: wrote \(path): \(frames) frames, \(bytes / 1024) KiB")
      }
    } else if options.renderInMemory {
      let renderer = FrameRenderer(assets: DemoAssets.catalog, threads: options.threads)
      draw = { _, frame in _ = try renderer.render(frame) }
    }
    // Ctrl-C or a kill ends the replay after the frame in progress, with the trace whole.
    let signals = TerminationSignals()
    defer { signals.stop() }
    runner.onFrame = { n, frame in
      try draw?(n, frame)
      if let number = signals.received { throw Interrupted(signal: number) }
    }
    do {
      try runner.run()
    } catch let interrupted as Interrupted {
      try trace?.close()
      return TerminationSignals.exitStatus(for: interrupted.signal)
    }
    try trace?.close()
    try finish?()
    printError(
      "sheet-demo: replayed \(script.events.count) events in \(runner.frameCount) frames; \(runner.scene.topBar.tapCount) taps reached the main window"
    )
    return success
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
