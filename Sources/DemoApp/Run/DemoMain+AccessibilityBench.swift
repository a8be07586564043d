import AccessibilityBridge
import Compositor
import Foundation
import FrameBench
import Rendering
import SheetOverlay

extension DemoMain {
  /// Measures the accessibility bridge on the demo's scene, headless (no bus): how long a
  /// snapshot of the tree takes, and during a drag of the sheet from its smallest to its
  /// largest detent and back, how long each frame's snapshot and comparison take and how
  /// many events (each one D-Bus signal) a frame sends, with every event wanted and with a
  /// screen reader's usual listeners (focus, states, children, values: no bounds).
  static func accessibilityBench(_ options: CommandLineOptions) -> Int32 {
    var settings = SheetSettings()
    settings.placement = .bottom
    settings = options.sheetSettings(settings)
    settings.selected = .height(250)
    let clock = ManualClock()
    let size = options.size ?? Size(width: 1280, height: 800)
    let scene = DemoScene(size: size, clock: clock, settings: settings)
    let service = AccessibilityService(screen: scene.screen, applicationName: accessibleName)
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
    let n = options.benchFrames
    var build: [Double] = []
    var nodes = 0
    for _ in 0..<max(n, 200) {
      let start = ContinuousClock.now
      nodes = service.snapshot().nodes.count
      build.append(milliseconds(since: start))
    }
    let everything = dragEvents(scene: scene, clock: clock, service: service, frames: n, listeners: nil)
    var reader = EventListeners()
    reader.reset(
      ["object:state-changed", "object:children-changed", "object:property-change", "object:text-changed"].map {
        (":1.1", $0)
      })
    let screenReader = dragEvents(scene: scene, clock: clock, service: service, frames: n, listeners: reader)
    let buildTiming = FrameTiming(kind: "build", milliseconds: build, damagedPixels: [])
    let frameTiming = FrameTiming(kind: "frame", milliseconds: everything.milliseconds, damagedPixels: [])
    func median(_ v: [Int]) -> Int { v.sorted()[v.count / 2] }
    print(
      """
      accessibility bridge on the demo at \(Int(size.width))×\(Int(size.height)), \(nodes) objects
      tree snapshot: median \(format(buildTiming.medianMilliseconds)) ms, p99 \(format(buildTiming.p99Milliseconds)) ms (\(build.count) runs)
      drag, \(n) frames: snapshot + comparison median \(format(frameTiming.medianMilliseconds)) ms, p99 \(format(frameTiming.p99Milliseconds)) ms
      signals per drag frame, every event wanted: median \(median(everything.counts)), max \(everything.counts.max() ?? 0), total \(everything.counts.reduce(0, +))
      signals per drag frame, a screen reader's listeners (no bounds): median \(median(screenReader.counts)), max \(screenReader.counts.max() ?? 0), total \(screenReader.counts.reduce(0, +))
      """)
    return success
  }

  /// Drags the sheet up and back over `frames` frames; returns each frame's events counted
  /// and its snapshot-and-comparison time.
  private static func dragEvents(
    scene: DemoScene, clock: ManualClock, service: AccessibilityService, frames n: Int, listeners: EventListeners?
  ) -> (counts: [Int], milliseconds: [Double]) {
    service.listeners = listeners ?? EventListeners()
    // From the smallest detent, at rest, every time (the last drag's release may have
    // flicked the sheet away).
    scene.places.isPresented = true
    scene.places.detent = .height(250)
    for _ in 0..<180 {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
    let drag = BenchDrag(scene: scene, clock: clock, frames: n)
    _ = service.frameEvents()
    var counts: [Int] = []
    var times: [Double] = []
    for i in 0..<n {
      clock.advance(by: 1.0 / 60)
      scene.screen.deliver(.pointer(PointerEvent(.move, at: drag.point(frame: i), time: clock.now)))
      scene.screen.tick()
      let start = ContinuousClock.now
      counts.append(service.frameEvents().count)
      times.append(milliseconds(since: start))
    }
    scene.screen.deliver(.pointer(PointerEvent(.up, at: drag.point(frame: n - 1), time: clock.now)))
    return (counts, times)
  }

  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
  }

  private static func format(_ v: Double) -> String { String(format: "%.3f", v) }
}
