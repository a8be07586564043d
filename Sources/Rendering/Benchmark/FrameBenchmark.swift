import Compositor
import Foundation

/// Times frames of a sheet being dragged: a full redraw, a damage-limited drag frame, a
/// damage-limited drag frame with a material background (a real backdrop blur), and the
/// same with the blurred backdrop computed afresh every frame (as when what lies under the
/// sheet is animating), which measures the blur itself.
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
  /// The material the sheet gets for the `drag-material` frames.
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
    /// Everything is redrawn and recomposited.
    case full
    /// Blurred backdrops are recomputed wherever they show.
    case coldBackdrops
  }

  /// Measures the four kinds of frame. `setBackground` gives the sheet the material for
  /// the material kinds; the caller restores its own background afterwards if it cares.
  public func run(
    screen: Screen, setBackground: (Fill) -> Void, moveSheet: (Int) -> Void
  ) throws(RenderingError) -> FrameBenchmarkReport {
    let full = try measure("full", screen: screen, moveSheet: moveSheet, preparation: .full)
    let drag = try measure("drag", screen: screen, moveSheet: moveSheet, preparation: .none)
    setBackground(.material(material))
    let dragMaterial = try measure("drag-material", screen: screen, moveSheet: moveSheet, preparation: .none)
    let cold = try measure("drag-material-cold", screen: screen, moveSheet: moveSheet, preparation: .coldBackdrops)
    let width = FrameRenderer.pixels(screen.size.width)
    let height = FrameRenderer.pixels(screen.size.height)
    return FrameBenchmarkReport(
      width: width, height: height, material: material.rawValue,
      memoryCopyMilliseconds: Self.memoryCopyMilliseconds(bytes: width * height * 4),
      timings: [full, drag, dragMaterial, cold])
  }

  private func measure(
    _ kind: String, screen: Screen, moveSheet: (Int) -> Void, preparation: Preparation
  ) throws(RenderingError) -> FrameTiming {
    let renderer = FrameRenderer(assets: assets)
    moveSheet(frameCount - 1)
    _ = try renderer.render(screen)
    var times: [Double] = []
    var damaged: [Int] = []
    let clock = ContinuousClock()
    for i in 0..<frameCount {
      moveSheet(i)
      switch preparation {
      case .none: break
      case .full: renderer.invalidate()
      case .coldBackdrops: renderer.invalidateBackdrops()
      }
      let start = clock.now
      let frame = try renderer.render(screen)
      times.append(Self.milliseconds(clock.now - start))
      damaged.append(frame.damagedPixelCount)
    }
    return FrameTiming(kind: kind, milliseconds: times, damagedPixels: damaged)
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
