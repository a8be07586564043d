import Compositor
import X11Backend

/// An opaque ARGB32 frame built in memory, in the layout cairo's image surfaces use.
struct TestFrame {
  let width: Int
  let height: Int
  /// Row padding, so the stride differs from the width like a real surface's may.
  let padding: Int
  var pixels: [UInt32]

  var stride: Int { (width + padding) * 4 }

  /// A frame where every pixel is `color(x, y)`.
  init(width: Int, height: Int, padding: Int = 3, color: (Int, Int) -> UInt32) {
    self.width = width
    self.height = height
    self.padding = padding
    pixels = [UInt32](repeating: 0xDEAD_BEEF, count: (width + padding) * height)
    for y in 0..<height {
      for x in 0..<width {
        pixels[y * (width + padding) + x] = color(x, y)
      }
    }
  }

  /// The colour at `(x, y)`.
  subscript(x: Int, y: Int) -> UInt32 { pixels[y * (width + padding) + x] }

  /// A smooth pattern that differs at every pixel of a small window.
  static func gradient(width: Int, height: Int) -> TestFrame {
    TestFrame(width: width, height: height) { x, y in
      0xFF00_0000 | UInt32((x * 3) & 0xFF) << 16 | UInt32((y * 5) & 0xFF) << 8 | 0x40
    }
  }

  /// A checkerboard of two colours in 10-pixel squares.
  static func checkerboard(width: Int, height: Int) -> TestFrame {
    TestFrame(width: width, height: height) { x, y in
      (x / 10 + y / 10).isMultiple(of: 2) ? 0xFFE0_3020 : 0xFF10_90C0
    }
  }

  /// Sends the frame to `window`, uploading only `damage`.
  func present(to window: X11Window, damage: [Rect]) throws {
    try pixels.withUnsafeBytes { bytes in
      try window.present(pixels: bytes.baseAddress!, width: width, height: height, stride: stride, damage: damage)
    }
  }

  /// The whole frame as a rectangle.
  var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }
}
