import Foundation
import JSONWriting

/// What a ``FrameBenchmark`` measured: per-frame median and p99 for each kind of frame,
/// next to the time one memory copy of a frame takes and pixman's floor (on one thread) for
/// the same damage, with the ratio of each median to both; with more than one thread, the
/// same on one thread and the parallel efficiency.
package struct FrameBenchmarkReport: Codable, Hashable, Sendable {
  /// The frame width in pixels.
  package let width: Int
  /// The frame height in pixels.
  package let height: Int
  /// The pixels per point the frames were drawn at.
  package let scale: Double
  /// The most threads a frame was drawn on.
  package let threads: Int
  /// The material used for the material kinds.
  package let material: String
  /// The median time of one `memcpy` of a whole frame (width × height × 4 bytes).
  package let memoryCopyMilliseconds: Double
  /// One entry per kind of frame: `drag`, `drag-material`, `full`, `cold`.
  package let timings: [FrameTiming]
  /// The same kinds on one thread, measured right after each, when ``threads`` is above 1;
  /// empty otherwise.
  package let singleThreadTimings: [FrameTiming]
  /// The bytes the renderer retained during the `drag-material` frames: frame, window
  /// buffers, layer stores and blurred backdrops.
  package let retainedBytes: Int

  /// Creates a report.
  package init(
    width: Int, height: Int, scale: Double = 1, threads: Int = 1, material: String, memoryCopyMilliseconds: Double,
    timings: [FrameTiming], singleThreadTimings: [FrameTiming] = [], retainedBytes: Int = 0
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.threads = threads
    self.singleThreadTimings = singleThreadTimings
    self.material = material
    self.memoryCopyMilliseconds = memoryCopyMilliseconds
    self.timings = timings
    self.retainedBytes = retainedBytes
  }

  /// This report with one more kind of frame, measured in the same run on another scene
  /// (``FrameBenchmark/measure(kind:screen:prepareFrame:)``), and its one-thread timing.
  package func adding(_ timing: FrameTiming, singleThread: FrameTiming? = nil) -> FrameBenchmarkReport {
    FrameBenchmarkReport(
      width: width, height: height, scale: scale, threads: threads, material: material,
      memoryCopyMilliseconds: memoryCopyMilliseconds, timings: timings + [timing],
      singleThreadTimings: singleThreadTimings + (singleThread.map { [$0] } ?? []), retainedBytes: retainedBytes)
  }

  /// The timing of `kind`, if measured.
  package func timing(_ kind: String) -> FrameTiming? { timings.first { $0.kind == kind } }

  /// The parallel efficiency of `kind`: its one-thread median over ``threads`` times its
  /// median; 1 on one thread, `nil` when not measured.
  package func parallelEfficiency(_ kind: String) -> Double? {
    guard threads > 1 else { return timing(kind) == nil ? nil : 1 }
    guard let many = timing(kind), let one = singleThreadTimings.first(where: { $0.kind == kind }),
      many.medianMilliseconds > 0
    else { return nil }
    return one.medianMilliseconds / (Double(threads) * many.medianMilliseconds)
  }

  /// The floor's own parallel efficiency for `kind` (one-thread floor over the renderer's
  /// threads times the floor on them): the most a frame that only moves pixels can get
  /// from more cores on this machine. `nil` on one thread.
  package func floorEfficiency(_ kind: String) -> Double? {
    guard threads > 1, let t = timing(kind), t.parallelFloorMedianMilliseconds > 0 else { return nil }
    return t.floorMedianMilliseconds / (Double(threads) * t.parallelFloorMedianMilliseconds)
  }

  /// The report as JSON, members in a fixed order.
  package func json() -> String {
    var json = JSONWriter()
    json.beginObject()
    json.field("width", width)
    json.field("height", height)
    json.field("scale", scale)
    json.field("threads", threads)
    json.field("material", material)
    json.field("memoryCopyMilliseconds", memoryCopyMilliseconds)
    json.field("retainedBytes", retainedBytes)
    json.key("timings")
    json.beginArray()
    for t in timings {
      json.beginObject()
      json.field("kind", t.kind)
      json.field("frames", t.frames)
      json.field("medianMilliseconds", t.medianMilliseconds)
      json.field("p99Milliseconds", t.p99Milliseconds)
      json.field("meanMilliseconds", t.meanMilliseconds)
      json.field("floorMedianMilliseconds", t.floorMedianMilliseconds)
      json.field("medianOverMemoryCopy", ratio(t.medianMilliseconds, memoryCopyMilliseconds))
      json.field("medianOverFloor", ratio(t.medianMilliseconds, t.floorMedianMilliseconds))
      json.field("meanDamagedPixels", t.meanDamagedPixels)
      if let one = singleThreadTimings.first(where: { $0.kind == t.kind }) {
        json.field("singleThreadMedianMilliseconds", one.medianMilliseconds)
        json.field("singleThreadMedianOverFloor", ratio(one.medianMilliseconds, one.floorMedianMilliseconds))
        json.field("parallelEfficiency", parallelEfficiency(t.kind) ?? 0)
        json.field("parallelFloorMedianMilliseconds", t.parallelFloorMedianMilliseconds)
        json.field("floorEfficiency", floorEfficiency(t.kind) ?? 0)
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text + "\n"
  }

  private func ratio(_ a: Double, _ b: Double) -> Double { b > 0 ? a / b : 0 }

  /// A table for people: one line per kind, with the ratios to a frame's memory copy and
  /// to pixman's floor for the same damage.
  package var text: String {
    func ms(_ v: Double) -> String { String(format: "%7.3f", v) }
    let points = String(
      format: "%.0f×%.0f points at scale %g", Double(width) / scale, Double(height) / scale, scale)
    let parallel = threads > 1
    var lines = [
      "frame benchmark \(width)×\(height) pixels (\(points)), material \(material), "
        + (parallel ? "\(threads) threads (and 1 thread, measured right after)" : "one thread"),
      "memcpy of one frame: \(ms(memoryCopyMilliseconds)) ms (the memory-bandwidth floor)",
      "floor: one pixman SRC of the backdrop plus one OVER of the moving layer over the same damage, on one thread",
    ]
    if parallel {
      lines.append(
        "floor eff: the floor's own efficiency on \(threads) threads (in bands): what memory bandwidth leaves of more cores"
      )
    }
    lines.append(
      "kind              frames   median ms   p99 ms   floor ms   ×memcpy   ×floor"
        + (parallel ? "   1-thread ms  ×floor  efficiency  floor eff" : "") + "   mean damaged px")
    for t in timings {
      var line =
        t.kind.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%6d", t.frames) + "   "
        + ms(t.medianMilliseconds) + "  " + ms(t.p99Milliseconds) + "  " + ms(t.floorMedianMilliseconds)
        + String(format: "  %7.1f×", ratio(t.medianMilliseconds, memoryCopyMilliseconds))
        + String(format: "  %6.2f×", ratio(t.medianMilliseconds, t.floorMedianMilliseconds))
      if parallel, let one = singleThreadTimings.first(where: { $0.kind == t.kind }) {
        line +=
          "     " + ms(one.medianMilliseconds)
          + String(format: "  %5.2f×", ratio(one.medianMilliseconds, one.floorMedianMilliseconds))
          + String(format: "  %9.2f", parallelEfficiency(t.kind) ?? 0)
          + String(format: "  %9.2f", floorEfficiency(t.kind) ?? 0)
      }
      lines.append(line + String(format: "   %12.0f", t.meanDamagedPixels))
    }
    lines.append(
      String(
        format: "retained: %.1f MB (frame, window buffers, layer stores, blurred backdrops)",
        Double(retainedBytes) / 1e6))
    return lines.joined(separator: "\n")
  }
}
