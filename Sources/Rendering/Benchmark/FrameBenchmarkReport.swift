import Foundation
import JSONWriting

/// What a ``FrameBenchmark`` measured: per-frame median and p99 for each kind of frame,
/// next to the time one memory copy of a frame takes — the floor any frame is bound by.
public struct FrameBenchmarkReport: Codable, Hashable, Sendable {
  /// The frame width in pixels.
  public let width: Int
  /// The frame height in pixels.
  public let height: Int
  /// The material used for the `drag-material` frames.
  public let material: String
  /// The median time of one `memcpy` of a whole frame (width × height × 4 bytes).
  public let memoryCopyMilliseconds: Double
  /// One entry per kind of frame: `full`, `drag`, `drag-material`, `drag-material-cold`.
  public let timings: [FrameTiming]

  /// Creates a report.
  public init(width: Int, height: Int, material: String, memoryCopyMilliseconds: Double, timings: [FrameTiming]) {
    self.width = width
    self.height = height
    self.material = material
    self.memoryCopyMilliseconds = memoryCopyMilliseconds
    self.timings = timings
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
    json.key("timings")
    json.beginArray()
    for t in timings {
      json.beginObject()
      json.field("kind", t.kind)
      json.field("frames", t.frames)
      json.field("medianMilliseconds", t.medianMilliseconds)
      json.field("p99Milliseconds", t.p99Milliseconds)
      json.field("meanMilliseconds", t.meanMilliseconds)
      json.field("meanDamagedPixels", t.meanDamagedPixels)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text + "\n"
  }

  /// A table for people: one line per kind, with the ratio to a frame's memory copy.
  public var text: String {
    func ms(_ v: Double) -> String { String(format: "%7.3f", v) }
    var lines = [
      "frame benchmark \(width)×\(height), material \(material), one core",
      "memcpy of one frame: \(ms(memoryCopyMilliseconds)) ms (the memory-bandwidth floor)",
      "kind                frames   median ms   p99 ms   median/memcpy   mean damaged px",
    ]
    for t in timings {
      let ratio = memoryCopyMilliseconds > 0 ? t.medianMilliseconds / memoryCopyMilliseconds : 0
      lines.append(
        t.kind.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: "%6d", t.frames) + "   "
          + ms(t.medianMilliseconds) + "  " + ms(t.p99Milliseconds) + "   " + String(format: "%10.1f×", ratio)
          + String(format: "   %12.0f", t.meanDamagedPixels))
    }
    return lines.joined(separator: "\n")
  }
}
