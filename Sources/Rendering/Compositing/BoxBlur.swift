/// Separable box blurs over interleaved 8-bit channels: three passes of box widths chosen
/// as in Kutskir's "boxes for Gauss" approximate a Gaussian within a few percent.
///
/// Integer arithmetic throughout, so the result is the same on every run; a uniform area
/// stays exactly uniform, and premultiplied pixels stay premultiplied (each channel goes
/// through the same monotonic sum).
enum BoxBlur {
  /// The radii of `passes` boxes whose successive application approximates a Gaussian of
  /// standard deviation `sigma`; empty when `sigma` is too small to blur.
  static func radii(sigma: Double, passes: Int = 3) -> [Int] {
    guard sigma.isFinite, sigma >= 0.35 else { return [] }
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = Swift.max(1, lower)
    let upper = lower + 2
    let wl = Double(lower)
    let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
    return (0..<passes).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }.filter { $0 > 0 }
  }

  /// Blurs `width`×`height` pixels of `channels` interleaved bytes each (1 for A8, 4 for
  /// ARGB32), rows `stride` bytes apart, in place: every radius horizontally, then every
  /// radius vertically. Edges repeat the outermost pixel.
  static func blur(
    _ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, radii: [Int]
  ) {
    guard width > 0, height > 0, !radii.isEmpty else { return }
    let longest = Swift.max(width, height) * channels
    let a = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
    let b = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
    defer {
      a.deallocate()
      b.deallocate()
    }
    for y in 0..<height {
      let row = base + y * stride
      a.update(from: row, count: width * channels)
      let result = blurLine(a, b, count: width, channels: channels, radii: radii)
      row.update(from: result, count: width * channels)
    }
    for x in 0..<width {
      let column = base + x * channels
      for y in 0..<height {
        let p = column + y * stride
        for c in 0..<channels { a[y * channels + c] = p[c] }
      }
      let result = blurLine(a, b, count: height, channels: channels, radii: radii)
      for y in 0..<height {
        let p = column + y * stride
        for c in 0..<channels { p[c] = result[y * channels + c] }
      }
    }
  }

  /// Runs every pass over one line held in `a`, ping-ponging with `b`; returns the buffer
  /// that holds the result.
  private static func blurLine(
    _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, count: Int, channels: Int, radii: [Int]
  ) -> UnsafeMutablePointer<UInt8> {
    var source = a
    var target = b
    for r in radii {
      for c in 0..<channels { boxPass(source + c, target + c, count: count, step: channels, radius: r) }
      swap(&source, &target)
    }
    return source
  }

  /// One box pass of radius `r` over `count` samples `step` bytes apart.
  @inline(__always)
  private static func boxPass(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int
  ) {
    let window = 2 * r + 1
    // sum * scale >> 24 divides by the window: exact for uniform input, never above 255.
    let scale = (1 << 24) / window
    let last = count - 1
    var sum = (r + 1) * Int(src[0])
    var i = 1
    while i <= r {
      sum += Int(src[Swift.min(i, last) * step])
      i += 1
    }
    var x = 0
    while x < count {
      dst[x * step] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
      sum += Int(src[Swift.min(x + r + 1, last) * step]) - Int(src[Swift.max(x - r, 0) * step])
      x += 1
    }
  }
}
