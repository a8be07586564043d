import Rendering

/// A window icon, as taskbars and window switchers show it (`_NET_WM_ICON`): pixels of
/// straight (not premultiplied) ARGB, one 32-bit word each, row by row.
public struct X11Icon: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height` words, `0xAARRGGBB`, straight alpha.
  public let argb: [UInt32]

  /// An icon from straight ARGB words; `nil` when their count is not `width × height` or a
  /// side is not between 1 and 1024.
  public init?(width: Int, height: Int, argb: [UInt32]) {
    guard (1...1024).contains(width), (1...1024).contains(height), argb.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.argb = argb
  }

  /// An icon from a surface's pixels (premultiplied, as cairo draws them); `nil` for a
  /// side above 1024 pixels.
  public init?(surface: PixelSurface) {
    var words: [UInt32] = []
    words.reserveCapacity(surface.width * surface.height)
    for y in 0..<surface.height {
      for x in 0..<surface.width {
        words.append(Self.straight(surface.pixel(x: x, y: y) ?? 0))
      }
    }
    self.init(width: surface.width, height: surface.height, argb: words)
  }

  /// A premultiplied ARGB word with its colour divided by its alpha.
  static func straight(_ word: UInt32) -> UInt32 {
    let a = word >> 24
    guard a > 0, a < 255 else { return a == 0 ? 0 : word }
    func channel(_ shift: UInt32) -> UInt32 { Swift.min(255, ((word >> shift) & 0xFF) * 255 / a) << shift }
    return a << 24 | channel(16) | channel(8) | channel(0)
  }
}
