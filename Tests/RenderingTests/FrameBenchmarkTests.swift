import Compositor
import CompositorTesting
import Foundation
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
    let report = try FrameBenchmark(frameCount: frames, material: .regular).run(
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
    #expect(original == .color(.white))
    #expect(materials == [.material(.regular)])
  }
}
