import Compositor
import Foundation
import Rendering

/// Times frames of a layer being dragged, in four kinds, next to the floor pixman sets for
/// the same damaged area:
///
/// - `drag`: a damage-limited drag frame, the layer with its own background; every layer
///   retained, so the frame only recomposites.
/// - `drag-material`: the same with a material background (a real backdrop blur, cached).
/// - `full`: everything damaged, as after an expose: the whole screen recomposited from
///   the retained layers.
/// - `cold`: nothing retained: every frame draws every window, layer and blur afresh.
///
/// The floor of a frame is the least any compositor pays for its damage: one `SRC` of what
/// lies behind plus one `OVER` of the moving layer, with pixman, over the same rectangles.
///
/// The caller brings the scene: a `Screen` (at the `Screen.scale` to measure), a closure
/// that sets the dragged layer's background, and a closure that puts the scene where frame
/// `i` of the drag has it. Each kind gets a fresh ``FrameRenderer`` on ``threads`` threads,
/// one untimed frame to warm up, then `frameCount` timed frames. With more than one thread,
/// each kind is measured on one thread too, right after, for the parallel efficiency. The
/// floor is measured on one thread, and then on the renderer's threads too: its own
/// efficiency is what the machine's memory bandwidth leaves of more cores for pixels that
/// are only moved, the ceiling for a compositor's.
///
/// ```swift
/// let bench = FrameBenchmark(frameCount: 120)
/// let report = try bench.run(screen: screen, setBackground: { card.background = $0 }) { i in
///   card.frame.origin.y = positions[i]
/// }
/// print(report.text)
/// ```
package struct FrameBenchmark {
  /// How many frames each kind times.
  package var frameCount: Int
  /// The material the dragged layer gets for the material kinds.
  package var material: Material
  /// Where the scene's images come from.
  package var assets: AssetCatalog
  /// The most threads the renderer draws a frame on.
  package var threads: Int

  /// Creates a benchmark; `frameCount` and `threads` are at least 1 (`threads` defaults to
  /// the machine's cores).
  package init(
    frameCount: Int = 120, material: Material = .regular, assets: AssetCatalog = AssetCatalog(), threads: Int? = nil
  ) {
    self.frameCount = Swift.max(1, frameCount)
    self.material = material
    self.assets = assets
    self.threads = Swift.max(1, threads ?? WorkerPool.processorCount)
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

  /// Measures the four kinds of frame. `setBackground` gives the dragged layer the
  /// material for the material kinds (the caller restores its own background afterwards if
  /// it cares); `prepareFrame` puts the scene where frame `i` of the drag has it.
  package func run(
    screen: Screen, setBackground: (Fill) -> Void, prepareFrame: (Int) -> Void
  ) throws(RenderingError) -> FrameBenchmarkReport {
    let width = FrameRenderer.pixels(screen.size.width * screen.scale)
    let height = FrameRenderer.pixels(screen.size.height * screen.scale)
    let floor = try FloorMeasure(width: width, height: height)
    var timings: [FrameTiming] = []
    var singleThread: [FrameTiming] = []
    var retained = 0
    let kinds: [(String, Preparation)] = [("drag", .none), ("drag-material", .none), ("full", .full), ("cold", .cold)]
    for (kind, preparation) in kinds {
      if kind == "drag-material" { setBackground(.material(material)) }
      let measured = try measure(
        kind, screen: screen, prepareFrame: prepareFrame, preparation: preparation, floor: floor, threads: threads)
      timings.append(measured.timing)
      if kind == "drag-material" { retained = measured.bytes }
      if threads > 1 {
        singleThread.append(
          try measure(
            kind, screen: screen, prepareFrame: prepareFrame, preparation: preparation, floor: floor, threads: 1
          )
          .timing)
      }
    }
    return FrameBenchmarkReport(
      width: width, height: height, scale: screen.scale, threads: threads, material: material.rawValue,
      memoryCopyMilliseconds: Self.memoryCopyMilliseconds(bytes: width * height * 4), timings: timings,
      singleThreadTimings: singleThread, retainedBytes: retained)
  }

  /// Times a kind of frame of the caller's own scene beside the others: `frameCount`
  /// damage-limited frames of `screen`, frame `i` rendered after `prepareFrame(i)` moved
  /// the scene on (frame `frameCount - 1` once first, untimed, to warm up), next to the
  /// floor for the same damage; with more than one thread, the same on one thread too,
  /// right after. Add them to a report with ``FrameBenchmarkReport/adding(_:singleThread:)``.
  ///
  /// ```swift
  /// let (scroll, oneThread) = try bench.measure(kind: "list-scroll", screen: screen) { i in
  ///   list.contentOffset.y = Double(i) * 24
  /// }
  /// print(report.adding(scroll, singleThread: oneThread).text)
  /// ```
  package func measure(
    kind: String, screen: Screen, prepareFrame: (Int) -> Void
  ) throws(RenderingError) -> (timing: FrameTiming, singleThread: FrameTiming?) {
    let floor = try FloorMeasure(
      width: FrameRenderer.pixels(screen.size.width * screen.scale),
      height: FrameRenderer.pixels(screen.size.height * screen.scale))
    let timing = try measure(
      kind, screen: screen, prepareFrame: prepareFrame, preparation: .none, floor: floor, threads: threads
    ).timing
    guard threads > 1 else { return (timing, nil) }
    let one = try measure(
      kind, screen: screen, prepareFrame: prepareFrame, preparation: .none, floor: floor, threads: 1)
    return (timing, one.timing)
  }

  private func measure(
    _ kind: String, screen: Screen, prepareFrame: (Int) -> Void, preparation: Preparation, floor: FloorMeasure,
    threads: Int
  ) throws(RenderingError) -> (timing: FrameTiming, bytes: Int) {
    let renderer = FrameRenderer(assets: assets, threads: threads)
    let pool = threads > 1 ? WorkerPool(threads: threads) : nil
    prepareFrame(frameCount - 1)
    _ = try renderer.render(screen.takeFrame())
    var times: [Double] = []
    var floors: [Double] = []
    var parallelFloors: [Double] = []
    var damaged: [Int] = []
    let clock = ContinuousClock()
    for i in 0..<frameCount {
      prepareFrame(i)
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
      if let pool { parallelFloors.append(floor.milliseconds(for: frame.damage, on: pool)) }
    }
    let timing = FrameTiming(
      kind: kind, milliseconds: times, damagedPixels: damaged, floorMilliseconds: floors,
      parallelFloorMilliseconds: parallelFloors)
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
