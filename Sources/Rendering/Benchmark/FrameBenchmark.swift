import Compositor
import Foundation

/// Times frames of a sheet being dragged, in four kinds, next to the floor pixman sets for
/// the same damaged area:
///
/// - `drag`: a damage-limited drag frame, the sheet with its own background; every layer
///   retained, so the frame only recomposites.
/// - `drag-material`: the same with a material background (a real backdrop blur, cached).
/// - `full`: everything damaged, as after an expose: the whole screen recomposited from
///   the retained layers.
/// - `cold`: nothing retained: every frame draws every window, layer and blur afresh.
///
/// The floor of a frame is the least any compositor pays for its damage: one `SRC` of what
/// lies behind plus one `OVER` of the moving layer, with pixman, over the same rectangles.
///
/// The caller brings the scene: a ``Screen``, a closure that sets the sheet's background,
/// and a closure that puts the sheet where frame `i` of the drag has it. Each kind gets a
/// fresh ``FrameRenderer``, one untimed frame to warm up, then `frameCount` timed frames,
/// on the calling thread.
///
/// ```swift
/// let bench = FrameBenchmark(frameCount: 120)
/// let report = try bench.run(screen: screen, setBackground: { sheet.background = $0 }) { i in
///   sheet.frame.origin.y = positions[i]
/// }
/// print(report.text)
/// ```
public struct FrameBenchmark {
  /// How many frames each kind times.
  public var frameCount: Int
  /// The material the sheet gets for the material kinds.
  public var material: Material
  /// Where the scene's images come from.
  public var assets: AssetCatalog

  /// Creates a benchmark; `frameCount` is at least 1.
  public init(frameCount: Int = 120, material: Material = .regular, assets: AssetCatalog = AssetCatalog()) {
    self.frameCount = Swift.max(1, frameCount)
    self.material = material
    self.assets = assets
  }

  /// How a kind of frame is prepared before it is timed.
  private enum Preparation {
    /// Nothing: a damage-limited frame.
    case none
    /// Everything recomposited from what is retained.
    case full
    /// Nothing retained.
    case cold
  }

  /// Measures the four kinds of frame. `setBackground` gives the sheet the material for
  /// the material kinds; the caller restores its own background afterwards if it cares.
  public func run(
    screen: Screen, setBackground: (Fill) -> Void, moveSheet: (Int) -> Void
  ) throws(RenderingError) -> FrameBenchmarkReport {
    let width = FrameRenderer.pixels(screen.size.width)
    let height = FrameRenderer.pixels(screen.size.height)
    let floor = try FloorMeasure(width: width, height: height)
    let drag = try measure("drag", screen: screen, moveSheet: moveSheet, preparation: .none, floor: floor)
    setBackground(.material(material))
    let dragMaterial = try measure(
      "drag-material", screen: screen, moveSheet: moveSheet, preparation: .none, floor: floor)
    let full = try measure("full", screen: screen, moveSheet: moveSheet, preparation: .full, floor: floor)
    let cold = try measure("cold", screen: screen, moveSheet: moveSheet, preparation: .cold, floor: floor)
    return FrameBenchmarkReport(
      width: width, height: height, material: material.rawValue,
      memoryCopyMilliseconds: Self.memoryCopyMilliseconds(bytes: width * height * 4),
      timings: [drag.timing, dragMaterial.timing, full.timing, cold.timing], retainedBytes: dragMaterial.bytes)
  }

  private func measure(
    _ kind: String, screen: Screen, moveSheet: (Int) -> Void, preparation: Preparation, floor: FloorMeasure
  ) throws(RenderingError) -> (timing: FrameTiming, bytes: Int) {
    let renderer = FrameRenderer(assets: assets)
    moveSheet(frameCount - 1)
    _ = try renderer.render(screen.takeFrame())
    var times: [Double] = []
    var floors: [Double] = []
    var damaged: [Int] = []
    let clock = ContinuousClock()
    for i in 0..<frameCount {
      moveSheet(i)
      switch preparation {
      case .none: break
      case .full: renderer.invalidate()
      case .cold: renderer.invalidateRetainedPixels()
      }
      let start = clock.now
      let frame = try renderer.render(screen.takeFrame())
      times.append(Self.milliseconds(clock.now - start))
      damaged.append(frame.damagedPixelCount)
      floors.append(floor.milliseconds(for: frame.damage))
    }
    let timing = FrameTiming(kind: kind, milliseconds: times, damagedPixels: damaged, floorMilliseconds: floors)
    return (timing, renderer.retainedBytes)
  }

  /// The median time to copy `bytes` bytes from one buffer to another.
  static func memoryCopyMilliseconds(bytes: Int) -> Double {
    let count = Swift.max(1, bytes)
    let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    defer {
      source.deallocate()
      target.deallocate()
    }
    memset(source, 0x5A, count)
    memset(target, 0, count)
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<31 {
      let start = clock.now
      memcpy(target, source, count)
      times.append(milliseconds(clock.now - start))
    }
    return FrameTiming.percentile(times.sorted(), 0.5)
  }

  static func milliseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
