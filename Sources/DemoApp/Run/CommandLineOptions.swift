import CommandLineSupport
import Compositor
import SheetOverlay

/// The parsed command line of `sheet-demo`.
struct CommandLineOptions: Equatable, Sendable {
  /// What the run does.
  enum Mode: Equatable, Sendable {
    /// Open the X11 window.
    case window
    /// Replay a script with a virtual clock.
    case replay
    /// Print the scene's windows and views as JSON.
    case describe
    /// Run the frame benchmark.
    case bench
    /// Measure the accessibility bridge: the tree's build and a drag's events.
    case accessibilityBench
    /// Build a list of this many rows, scroll it to its end, and print the resident memory.
    case listMemory(rows: Int)
    /// Print the help text.
    case help
  }

  /// What the run does.
  var mode: Mode = .window
  /// The script to replay (or to configure the scene for `--describe`).
  var scriptPath: String?
  /// Where to write the JSON Lines trace.
  var tracePath: String?
  /// Where to write one PNG per frame.
  var framesDirectory: String?
  /// The screen or window size.
  var size: Size?
  /// Machine-readable output for `--bench`.
  var json = false
  /// Where to record the X11 session as a script.
  var recordPath: String?
  /// Where the window writes each frame's timing and the input it took, one JSON line a
  /// frame, for measuring pacing and latency.
  var frameStatsPath: String?
  /// Where to write the replay as an animated GIF.
  var animationPath: String?
  /// Whether a replay draws every frame in memory without writing files (soak, profiling).
  var renderInMemory = false
  /// Frames per benchmark pass.
  var benchFrames = 120
  /// Whether the window shows every compositor window in one X window, routing clicks
  /// itself, instead of one X window each, routed by the X server.
  var singleWindow = false
  /// Where the sheet sits, overriding the script's or the demo's default (`.automatic`).
  var placement: SheetOverlayPlacement?
  /// Whether the sheet fades and moves without springs, as with Reduce Motion on.
  var reduceMotion = false
  /// The pixels per point headless frames are drawn at, overriding the script's.
  var scale: Double?
  /// The most threads a headless frame is drawn on (default: one per core).
  var threads: Int?
  /// Whether the window puts its scene on the accessibility bus (AT-SPI) when there is one.
  var accessibility = true
  /// Whether the window shows frames at vblanks with the X Present extension when offered.
  var present = true
  /// Whether, with Present, frames start right at the vblank rather than late in the refresh.
  var renderAtVblank = false

  /// The help text.
  static let help = """
    sheet-demo — a map-style app with a bottom sheet that does not block it.

    USAGE
      sheet-demo [--size WxH] [--scale S] [--placement P] [--reduce-motion] [--trace FILE] [--record FILE]
                 [--single-window] [--frame-stats FILE] [--no-accessibility] [--no-present]
                 [--render-at-vblank]
      sheet-demo --headless --script FILE [--trace FILE] [--frames DIR | --render | --animation GIF]
                 [--size WxH] [--scale S] [--threads N]
      sheet-demo --headless --describe [--script FILE] [--size WxH] [--placement P]
      sheet-demo --headless --bench [--json] [--bench-frames N] [--placement P] [--size WxH]
                 [--scale S] [--threads N]
      sheet-demo --headless --bench-accessibility [--bench-frames N] [--size WxH]
      sheet-demo --headless --bench-list-memory ROWS [--size WxH] [--scale S] [--threads N]

    OPTIONS
      --headless          run without a display, on a virtual clock
      --script FILE       the JSON script to replay (see README, Assets/scripts/)
      --trace FILE        write every delivered event and frame as JSON Lines
      --frames DIR        write every frame as DIR/frame-NNNNN.png
      --render            draw every frame in memory without writing it (soak, profiling)
      --animation GIF     write the replay as an animated GIF (20 frames a second, half
                          size above 960 points wide, one palette; giflib)
      --size WxH          screen size in points (default 1280x800; the bench uses 1920x1080)
      --scale S           pixels per point, 0.25 to 8: 2 draws a 1920x1080 screen as
                          3840x2160 pixels; events and traces stay in points. Headless,
                          the default is the script's "scale", else 1; in the window, the
                          X server's Xft.dpi over 96 (192 gives 2), else 1
      --threads N         the most threads a headless frame is drawn on (default: one per
                          core); frames are the same whatever the number
      --placement P       where the sheet sits: automatic (default: along the bottom up
                          to 700 points wide, a floating card beyond), bottom or
                          floating; overrides the script's (the bench uses bottom)
      --reduce-motion     no springs: the sheet fades in and out and moves between
                          detents in a short eased move (as iOS with Reduce Motion)
      --describe          print every window and view of the scene as JSON
      --bench             measure frame times of a drag of the sheet, and of a list of
                          1,000,000 rows scrolled near its end (list-scroll); then the
                          list's resident memory against a 100-row list's (not with --json)
      --bench-frames N    frames per benchmark pass (default 120)
      --bench-accessibility  time the accessibility tree's build and count a drag's
                          accessibility events (D-Bus signals) per frame
      --bench-list-memory ROWS  build a list of ROWS rows, scroll it to its end drawing
                          60 frames, and print the resident memory and its peak in kB
      --json              machine-readable benchmark output
      --record FILE       in the window, record the session as a replayable script
      --frame-stats FILE  in the window, write each frame's start, presentation, display
                          (the vblank that showed it) and input times as JSON lines
                          (seconds on the demo's clock; the start also on the monotonic
                          clock, and the server's own time of the display, its UST)
      --single-window     show every compositor window in one X window (by default each
                          is an X window of its own: the overlay's input shape is the
                          sheet, so the X server sends clicks elsewhere to the main window)
      --no-accessibility  in the window, stay off the accessibility bus (AT-SPI); by
                          default the demo is on it whenever there is one
      --no-present        in the window, upload frames straight into the windows (MIT-SHM)
                          instead of showing them at vblanks with the X Present extension;
                          also SHEET_COMPOSITOR_NO_PRESENT=1
      --render-at-vblank  with Present, start each frame right at a vblank instead of late
                          in the refresh (for comparing the two in benchmarks)
      -h, --help          show this help

    KEYS (in the window)
      drag the sheet · wheel scrolls · Esc dismiss · 1 2 3 detents · M modal/overlay
      B background · D show damage · S show sheet · Q quit
      Tab / Shift-Tab move the focus; on the grabber: Up/Down, Page Up/Down step,
      Return/Space cycle, Esc dismisses; on a button or row: Return/Space activate

    EXAMPLES
      sheet-demo
      sheet-demo --headless --script Assets/scripts/tour.json --frames out/frames --trace out/trace.jsonl
      sheet-demo --headless --bench --json

    EXIT STATUS
      0 success · 1 cannot open the display · 2 bad flags or script
      3 runtime error, or the connection to the X server was lost (see docs/EXIT_CODES.md)
    """

  /// Parses the arguments after the program name with ``ArgumentScanner``: `--flag value`
  /// and `--flag=value` both work.
  static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
    var o = CommandLineOptions()
    var headless = false
    var describe = false
    var bench = false
    var accessibilityBench = false
    var listMemoryRows: Int?
    var scanner = ArgumentScanner(arguments)
    while let flag = scanner.next() {
      switch flag {
      case "-h", "--help":
        try scanner.noValue()
        o.mode = .help
        return o
      case "--headless":
        try scanner.noValue()
        headless = true
      case "--describe":
        try scanner.noValue()
        describe = true
      case "--bench":
        try scanner.noValue()
        bench = true
      case "--bench-accessibility":
        try scanner.noValue()
        accessibilityBench = true
      case "--json":
        try scanner.noValue()
        o.json = true
      case "--render":
        try scanner.noValue()
        o.renderInMemory = true
      case "--single-window":
        try scanner.noValue()
        o.singleWindow = true
      case "--reduce-motion":
        try scanner.noValue()
        o.reduceMotion = true
      case "--no-accessibility":
        try scanner.noValue()
        o.accessibility = false
      case "--no-present":
        try scanner.noValue()
        o.present = false
      case "--render-at-vblank":
        try scanner.noValue()
        o.renderAtVblank = true
      case "--script": o.scriptPath = try scanner.value()
      case "--trace": o.tracePath = try scanner.value()
      case "--frames": o.framesDirectory = try scanner.value()
      case "--record": o.recordPath = try scanner.value()
      case "--frame-stats": o.frameStatsPath = try scanner.value()
      case "--animation": o.animationPath = try scanner.value()
      case "--placement":
        let name = try scanner.value()
        switch name {
        case "automatic": o.placement = .automatic
        case "bottom": o.placement = .bottom
        case "floating": o.placement = .automaticCard
        default: throw CommandLineError(flag: flag, "expected automatic, bottom or floating, got \(name)")
        }
      case "--size": o.size = try ArgumentScanner.size(try scanner.value(), flag: flag, in: 1...8192)
      case "--scale":
        let text = try scanner.value()
        let range = Screen.scaleRange
        guard let s = Double(text), s.isFinite, range.contains(s) else {
          throw CommandLineError(
            flag: flag, "expected a number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
        }
        o.scale = s
      case "--threads": o.threads = try ArgumentScanner.integer(try scanner.value(), flag: flag, in: 1...256)
      case "--bench-list-memory":
        listMemoryRows = try ArgumentScanner.integer(try scanner.value(), flag: flag, in: 0...100_000_000)
      case "--bench-frames":
        o.benchFrames = try ArgumentScanner.integer(try scanner.value(), flag: flag, in: 2...100_000)
      default:
        throw scanner.unknown()
      }
    }
    func refuse(_ flag: String, _ message: String) -> CommandLineError { CommandLineError(flag: flag, message) }
    if describe && bench { throw refuse("--describe", "cannot be combined with --bench") }
    if accessibilityBench && (describe || bench) {
      throw refuse("--bench-accessibility", "cannot be combined with --describe or --bench")
    }
    if accessibilityBench && !headless { throw refuse("--bench-accessibility", "needs --headless") }
    if listMemoryRows != nil && (describe || bench || accessibilityBench) {
      throw refuse("--bench-list-memory", "cannot be combined with --describe, --bench or --bench-accessibility")
    }
    if listMemoryRows != nil && !headless { throw refuse("--bench-list-memory", "needs --headless") }
    if headless {
      if describe {
        o.mode = .describe
      } else if bench {
        o.mode = .bench
      } else if accessibilityBench {
        o.mode = .accessibilityBench
      } else if let rows = listMemoryRows {
        o.mode = .listMemory(rows: rows)
      } else {
        guard o.scriptPath != nil else { throw refuse("--headless", "needs --script FILE, --describe or --bench") }
        o.mode = .replay
      }
      if o.recordPath != nil { throw refuse("--record", "works in the window only, not with --headless") }
      if o.frameStatsPath != nil { throw refuse("--frame-stats", "works in the window only, not with --headless") }
      if o.animationPath != nil && o.mode != .replay {
        throw refuse("--animation", "needs --headless --script FILE")
      }
      if o.animationPath != nil && (o.framesDirectory != nil || o.renderInMemory) {
        throw refuse("--animation", "cannot be combined with --frames or --render")
      }
      if o.singleWindow { throw refuse("--single-window", "works in the window only, not with --headless") }
      if !o.present { throw refuse("--no-present", "works in the window only, not with --headless") }
      if o.renderAtVblank { throw refuse("--render-at-vblank", "works in the window only, not with --headless") }
    } else {
      if describe { throw refuse("--describe", "needs --headless") }
      if o.threads != nil { throw refuse("--threads", "needs --headless") }
      if bench { throw refuse("--bench", "needs --headless") }
      if o.framesDirectory != nil { throw refuse("--frames", "needs --headless") }
      if o.scriptPath != nil { throw refuse("--script", "needs --headless") }
      if o.renderInMemory { throw refuse("--render", "needs --headless --script FILE") }
      if o.animationPath != nil { throw refuse("--animation", "needs --headless --script FILE") }
    }
    return o
  }

  /// `settings` with the flags that override them applied.
  func sheetSettings(_ settings: SheetSettings) -> SheetSettings {
    var s = settings
    if let placement { s.placement = placement }
    if reduceMotion { s.motion = .reduced }
    return s
  }
}
