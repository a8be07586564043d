import Compositor
import Foundation
import FrameBench
import Rendering

extension DemoMain {
  /// Rows of the long list the benchmark scrolls, and of the short one its memory is
  /// compared with.
  static let longListRows = 1_000_000
  static let shortListRows = 100

  /// The `list-scroll` kind: `--bench-frames` frames of the long list scrolled 24.3 points a
  /// frame (about 1,460 points a second, so rows come in and are bound every other frame)
  /// up to its end, at `--size` and `--scale`.
  static func listScroll(
    _ bench: FrameBenchmark, _ options: CommandLineOptions
  ) throws(RenderingError) -> (timing: FrameTiming, singleThread: FrameTiming?) {
    let scene = ListBenchScene(
      rows: longListRows, size: options.size ?? Size(width: 1920, height: 1080), scale: options.scale ?? 1)
    let step = 24.3
    let start = scene.list.maxContentOffset.y - Double(options.benchFrames) * step
    return try bench.measure(kind: "list-scroll", screen: scene.screen) { i in
      scene.list.contentOffset.y = start + Double(i + 1) * step
      scene.step()
    }
  }

  /// `--bench-list-memory ROWS`: builds a list of ROWS rows at `--size` and `--scale`,
  /// scrolls it to its end drawing 60 frames on the way, and prints the process's resident
  /// memory and its peak, in kilobytes.
  static func listMemory(rows: Int, _ options: CommandLineOptions) throws -> Int32 {
    let scene = ListBenchScene(
      rows: rows, size: options.size ?? Size(width: 1920, height: 1080), scale: options.scale ?? 1)
    try scene.scrollToEnd(steps: 60, renderer: FrameRenderer(assets: DemoAssets.catalog, threads: options.threads))
    let (resident, peak) = ListBenchScene.residentKilobytes()
    print("rows \(rows) resident-kb \(resident) peak-kb \(peak) row-views \(scene.list.rowViewsMade)")
    return success
  }

  /// The memory the long list costs over the short one, each measured in a process of its
  /// own (this program with `--bench-list-memory`), so neither inherits the other's heap.
  static func listMemoryComparison(_ options: CommandLineOptions) throws -> String {
    func measure(_ rows: Int) throws -> (resident: Int, peak: Int, views: Int) {
      var arguments = ["--headless", "--bench-list-memory", String(rows)]
      if let size = options.size { arguments += ["--size", "\(Int(size.width))x\(Int(size.height))"] }
      if let scale = options.scale { arguments += ["--scale", String(scale)] }
      if let threads = options.threads { arguments += ["--threads", String(threads)] }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let words = text.split(whereSeparator: \.isWhitespace)
      func value(_ key: String) -> Int? {
        words.firstIndex(of: Substring(key)).flatMap { $0 + 1 < words.count ? Int(words[$0 + 1]) : nil }
      }
      guard process.terminationStatus == 0, let resident = value("resident-kb"), let peak = value("peak-kb"),
        let views = value("row-views")
      else {
        throw RuntimeError("the list memory probe for \(rows) rows failed: \(text)")
      }
      return (resident, peak, views)
    }
    let long = try measure(longListRows)
    let short = try measure(shortListRows)
    func mb(_ kb: Int) -> String { String(format: "%.1f MB", Double(kb) / 1024) }
    return [
      "list memory: built and scrolled to its end, each in a process of its own",
      "  \(longListRows) rows: resident \(mb(long.resident)), peak \(mb(long.peak)), \(long.views) row views",
      "  \(shortListRows) rows: resident \(mb(short.resident)), peak \(mb(short.peak)), \(short.views) row views",
      "  difference: resident \(mb(long.resident - short.resident)), peak \(mb(long.peak - short.peak))",
    ].joined(separator: "\n")
  }
}
