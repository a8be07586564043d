/// Pixels read back from the X server: opaque ARGB32 words, row by row.
public struct CapturedImage: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height` pixels as `0xAARRGGBB` with alpha `0xFF`, top row first.
  public let pixels: [UInt32]

  init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

  /// The image as a binary PPM (P6), a format any image tool opens, for looking at it.
  public var ppm: [UInt8] {
    var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
    bytes.reserveCapacity(bytes.count + pixels.count * 3)
    for pixel in pixels {
      bytes.append(UInt8(truncatingIfNeeded: pixel >> 16))
      bytes.append(UInt8(truncatingIfNeeded: pixel >> 8))
      bytes.append(UInt8(truncatingIfNeeded: pixel))
    }
    return bytes
  }
}
