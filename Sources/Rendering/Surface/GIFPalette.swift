/// A GIF's 256 colours and the nearest of them to any colour, remembered per colour at
/// six bits a channel so a frame maps in one lookup a pixel.
package struct GIFPalette {
  /// The colours, `0x00RRGGBB`, exactly 256.
  let colors: [UInt32]
  /// The nearest colour's index by 6-bit-per-channel colour, or -1 before it is asked.
  private var nearest = [Int16](repeating: -1, count: 1 << 18)

  package init(colors: [UInt32]) {
    self.colors = colors
  }

  /// The palette indices of `pixels` (`0x00RRGGBB`).
  package mutating func indices(of pixels: [UInt32]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: pixels.count)
    for (i, p) in pixels.enumerated() {
      let r6: UInt32 = (p >> 18) & 0x3F
      let g6: UInt32 = (p >> 10) & 0x3F
      let b6: UInt32 = (p >> 2) & 0x3F
      let key = Int(r6 << 12 | g6 << 6 | b6)
      var index = nearest[key]
      if index < 0 {
        index = Int16(nearestIndex(to: p))
        nearest[key] = index
      }
      out[i] = UInt8(index)
    }
    return out
  }

  /// The index of the colour closest to `p` in squared RGB distance.
  private func nearestIndex(to p: UInt32) -> Int {
    let r = Int(p >> 16 & 0xFF)
    let g = Int(p >> 8 & 0xFF)
    let b = Int(p & 0xFF)
    var best = 0
    var bestDistance = Int.max
    for (i, c) in colors.enumerated() {
      let dr = r - Int(c >> 16 & 0xFF)
      let dg = g - Int(c >> 8 & 0xFF)
      let db = b - Int(c & 0xFF)
      let d = dr * dr + dg * dg + db * db
      if d < bestDistance {
        bestDistance = d
        best = i
      }
    }
    return best
  }
}
