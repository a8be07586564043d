import Foundation
import JSONWriting

/// What a ``FrameBenchmark`` measured: per-frame median and p99 for each kind of frame,
/// next to the time one memory copy of a frame takes and pixman's floor for the same
/// damage, with the ratio of each median to both.
public struct FrameBenchmarkReport: Codable, Hashable, Sendable {
  /// The frame width in pixels.
  public let width: Int
  /// The frame height in pixels.
  public let height: Int
  /// The material used for the material kinds.
  public let material: String
  /// The median time of one `memcpy` of a whole frame (width × height × 4 bytes).
  public let memoryCopyMilliseconds: Double
  /// One entry per kind of frame: `drag`, `drag-material`, `full`, `cold`.
  public let timings: [FrameTiming]
  /// The bytes the renderer retained during the `drag-material` frames: frame, window
  /// buffers, layer stores and blurred backdrops.
  public let retainedBytes: Int

  /// Creates a report.
  public init(
    width: Int, height: Int, material: String, memoryCopyMilliseconds: Double, timings: [FrameTiming],
    retainedBytes: Int = 0
  ) {
    self.width = width
    self.height = height
    self.material = material
    self.memoryCopyMilliseconds = memoryCopyMilliseconds
    self.timings = timings
    self.retainedBytes = retainedBytes
  }

  /// The timing of `kind`, if measured.
  public func timing(_ kind: String) -> FrameTiming? { timings.first { $0.kind == kind } }

  /// The report as JSON, members in a fixed order.
  public func json() -> String {
    var json = JSONWriter()
    json.beginObject()
    json.field("width", width)
    json.field("height", height)
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
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text + "\n"
  }

  private func ratio(_ a: Double, _ b: Double) -> Double { b > 0 ? a / b : 0 }

  /// A table for people: one line per kind, with the ratios to a frame's memory copy and
  /// to pixman's floor for the same damage.
  public var text: String {
    func ms(_ v: Double) -> String { String(format: "%7.3f", v) }
    var lines = [
      "frame benchmark \(width)×\(height), material \(material), one core",
      "memcpy of one frame: \(ms(memoryCopyMilliseconds)) ms (the memory-bandwidth floor)",
      "floor: one pixman SRC of the backdrop plus one OVER of the moving layer over the same damage",
      "kind              frames   median ms   p99 ms   floor ms   ×memcpy   ×floor   mean damaged px",
    ]
    for t in timings {
      lines.append(
        t.kind.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%6d", t.frames) + "   "
          + ms(t.medianMilliseconds) + "  " + ms(t.p99Milliseconds) + "  " + ms(t.floorMedianMilliseconds)
          + String(format: "  %7.1f×", ratio(t.medianMilliseconds, memoryCopyMilliseconds))
          + String(format: "  %6.1f×", ratio(t.medianMilliseconds, t.floorMedianMilliseconds))
          + String(format: "   %12.0f", t.meanDamagedPixels))
    }
    lines.append(
      String(
        format: "retained: %.1f MB (frame, window buffers, layer stores, blurred backdrops)",
        Double(retainedBytes) / 1e6))
    return lines.joined(separator: "\n")
  }
}
