import Compositor
import CompositorTesting
import Foundation
import FrameBench
import Rendering
import Testing

/// Runs the frame benchmark on the stand-in scene and prints its figures. No time limits
/// here (machines are noisy); for real figures run it optimized with more frames:
/// `FRAME_BENCH_FRAMES=120 swift test -c release --filter FrameBenchmarkTests`.
@Suite struct FrameBenchmarkTests {
  @Test func measuresFullDragAndMaterialFramesOfAFullHDSheetDrag() throws {
    let frames = Int(ProcessInfo.processInfo.environment["FRAME_BENCH_FRAMES"] ?? "") ?? 8
    let scene = SampleSheetScene(size: Size(width: 1920, height: 1080))
    let original = scene.sheet.background
    var materials: [Fill] = []
    let report = try FrameBenchmark(frameCount: frames, material: .regular, threads: 2).run(
      screen: scene.screen,
      setBackground: { fill in
        materials.append(fill)
        scene.sheet.background = fill
      }
    ) { i in
      scene.setSheetHeight(scene.dragHeight(frame: i, of: frames))
    }
    print(report.text)
    print(report.json())
    #expect(report.width == 1920 && report.height == 1080)
    #expect(report.timings.map(\.kind) == ["drag", "drag-material", "full", "cold"])
    for timing in report.timings {
      #expect(timing.frames == frames)
      #expect(timing.medianMilliseconds > 0 && timing.medianMilliseconds <= timing.p99Milliseconds)
      #expect(timing.floorMedianMilliseconds > 0)
    }
    let full = try #require(report.timing("full"))
    let drag = try #require(report.timing("drag"))
    #expect(full.meanDamagedPixels == 1920 * 1080)
    #expect(drag.meanDamagedPixels < full.meanDamagedPixels * 0.8)
    #expect(report.retainedBytes >= 1920 * 1080 * 4)
    #expect(report.json().contains("\"floorMedianMilliseconds\":"))
    #expect(report.text.contains("×floor"))
    // Two threads, and each kind on one right after, for the parallel efficiency.
    #expect(report.threads == 2 && report.scale == 1)
    #expect(report.singleThreadTimings.map(\.kind) == report.timings.map(\.kind))
    for timing in report.timings {
      let efficiency = try #require(report.parallelEfficiency(timing.kind))
      #expect(efficiency > 0)
      // The floor on two threads too, for the machine's own ceiling.
      #expect(timing.parallelFloorMedianMilliseconds > 0)
      #expect(try #require(report.floorEfficiency(timing.kind)) > 0)
    }
    #expect(report.json().contains("\"floorEfficiency\":") && report.text.contains("floor eff"))
    #expect(report.json().contains("\"parallelEfficiency\":") && report.json().contains("\"threads\":2"))
    #expect(report.text.contains("2 threads") && report.text.contains("efficiency"))
    #expect(original == .color(.white))
    #expect(materials == [.material(.regular)])
  }

  /// At scale 2 the benchmark draws twice the pixels on each axis and says so; on one
  /// thread it measures nothing twice.
  @Test func measuresAtTheScreensScaleOnOneThread() throws {
    let scene = SampleSheetScene(size: Size(width: 320, height: 240))
    scene.screen.scale = 2
    let report = try FrameBenchmark(frameCount: 3, threads: 1).run(
      screen: scene.screen, setBackground: { scene.sheet.background = $0 }
    ) { i in
      scene.setSheetHeight(scene.dragHeight(frame: i, of: 3))
    }
    #expect(report.width == 640 && report.height == 480 && report.scale == 2 && report.threads == 1)
    #expect(report.singleThreadTimings.isEmpty)
    #expect(report.parallelEfficiency("drag") == 1)
    #expect(report.floorEfficiency("drag") == nil && report.timing("drag")?.parallelFloorMedianMilliseconds == 0)
    #expect(report.text.contains("640×480 pixels (320×240 points at scale 2)"))
    #expect(try #require(report.timing("full")).meanDamagedPixels == 640 * 480)
  }
}
