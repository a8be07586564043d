import Compositor
import Foundation
import Rendering
import Testing

/// Rendering on several threads at once, as the tests themselves do: text (whose fonts
/// live in cairo's process-wide caches) and GIF palettes (giflib's quantizer) come out the
/// same as on one thread.
@Suite struct ParallelRenderingTests {
  /// Twenty labels in two weights and twenty sizes, each size a new scaled font; the pixels.
  static func labels() throws -> [UInt32] {
    let canvas = Canvas(width: 240, height: 400)
    for i in 0..<20 {
      let label = View(identifier: "label\(i)", frame: Rect(x: 4, y: Double(i * 20), width: 232, height: 20))
      label.content = .text(Text("Parallel label \(i) Gq", fontSize: 9 + Double(i) * 0.75, isBold: i % 2 == 1))
      canvas.add(label)
    }
    let surface = try canvas.render()
    return (0..<surface.height).flatMap { y in (0..<surface.width).map { x in surface.pixel(x: x, y: y)! } }
  }

  /// The bytes of an animation of colour gradients, thousands of colours for giflib's
  /// median cut to sort into its palette.
  static func animation() throws -> [UInt8] {
    let gif = try AnimatedGIF(width: 160, height: 100, frameDelay: 5)
    for k in 0..<4 {
      let frame = try PixelSurface(width: 160, height: 100)
      frame.withUnsafeMutableBytes { raw in
        for y in 0..<100 {
          for x in 0..<160 {
            let pixel =
              0xFF00_0000 | UInt32((x + 40 * k) % 256) << 16 | UInt32(y * 2 % 256) << 8 | UInt32((x + y) % 256)
            raw.storeBytes(of: pixel, toByteOffset: y * frame.stride + x * 4, as: UInt32.self)
          }
        }
      }
      try gif.add(frame)
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try gif.write(to: path)
    return Array(try #require(FileManager.default.contents(atPath: path)))
  }

  @Test func textPaintedOnManyThreadsIsTextPaintedOnOne() async throws {
    let reference = try Self.labels()
    #expect(Set(reference).count > 2, "the labels drew nothing")
    let matches = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 { group.addTask { try Self.labels() == reference } }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(matches == Array(repeating: true, count: 8))
  }

  @Test func animationsEncodedAtOnceAreByteIdentical() async throws {
    let reference = try Self.animation()
    let matches = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<6 { group.addTask { try Self.animation() == reference } }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(matches == Array(repeating: true, count: 6))
  }
}
