import Compositor
import FrameBench
import Rendering
import SheetOverlay

extension DemoMain {
  /// Replays a drag of the demo's sheet from its smallest to its largest detent and back at
  /// 1920×1080 points (or `--size`) and `--scale` pixels per point, on `--threads` threads,
  /// timing full frames, damage-limited drag frames, and the same with a material
  /// background; then a list of a million rows scrolled near its end (``listScroll(_:_:)``);
  /// prints medians and p99s, or JSON with `--json`, and the list's memory against a short
  /// list's (``listMemoryComparison(_:)``) without it.
  static func bench(_ options: CommandLineOptions) throws -> Int32 {
    // Along the bottom edge, the sheet spans the screen: the most pixels a drag moves.
    var settings = SheetSettings()
    settings.placement = .bottom
    settings = options.sheetSettings(settings)
    settings.selected = .height(250)
    settings.background = .color(Color(white: 0.98))
    let clock = ManualClock()
    let size = options.size ?? Size(width: 1920, height: 1080)
    let scene = DemoScene(size: size, clock: clock, settings: settings)
    scene.screen.scale = options.scale ?? 1
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
    let p = scene.presentation!
    // Grab the grabber and start the drag; each benchmark frame moves the pointer.
    let n = options.benchFrames
    let drag = BenchDrag(scene: scene, clock: clock, frames: n)
    clock.advance(by: 1.0 / 60)
    scene.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: drag.x, y: drag.grab - 12), time: clock.now)))
    let moveSheet: (Int) -> Void = { i in
      clock.advance(by: 1.0 / 60)
      scene.screen.deliver(.pointer(PointerEvent(.move, at: drag.point(frame: i), time: clock.now)))
      scene.screen.tick()
    }
    let bench = FrameBenchmark(frameCount: n, material: .thin, assets: DemoAssets.catalog, threads: options.threads)
    let report = try bench.run(
      screen: scene.screen, setBackground: { fill in p.reconfigure { $0.background = fill } }, prepareFrame: moveSheet)
    // The long list's scroll frames, in the same run: their ratio to the floor is this
    // machine's, as the drag's is.
    let list = try listScroll(bench, options)
    let all = report.adding(list.timing, singleThread: list.singleThread)
    print(options.json ? all.json() : all.text)
    if !options.json { print(try listMemoryComparison(options)) }
    return success
  }
}
