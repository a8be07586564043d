import Compositor
import FrameBench
import Rendering
import SheetOverlay

extension DemoMain {
  /// Replays a drag of the demo's sheet from its smallest to its largest detent and back at
  /// 1920×1080 points (or `--size`) and `--scale` pixels per point, on `--threads` threads,
  /// timing full frames, damage-limited drag frames, and the same with a material
  /// background; prints medians and p99s, or JSON with `--json`.
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
    let report = try FrameBenchmark(
      frameCount: n, material: .thin, assets: DemoAssets.catalog, threads: options.threads
    )
    .run(
      screen: scene.screen, setBackground: { fill in p.reconfigure { $0.background = fill } }, prepareFrame: moveSheet)
    print(options.json ? report.json() : report.text)
    return success
  }
}
