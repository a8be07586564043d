import Compositor

/// How a backdrop is blurred for a given standard deviation: downsample by a power of two
/// (each halving a bilinear 2×2 average, pixman), three box passes at low resolution, then
/// a bilinear upsample — the downsample-blur-upsample chain desktop compositors use.
///
/// The low-resolution blur is sized so that the whole chain's variance (the downsampling
/// box, the box passes and the bilinear upsample's tent) adds up to `sigma²`.
struct BackdropBlurPlan: Hashable {
  /// How many pixels wide and high one low-resolution pixel is: a power of two.
  let factor: Int
  /// How many halvings make ``factor``.
  let levels: Int
  /// The box radii at low resolution.
  let radii: [Int]
  /// How far (in full-resolution pixels) an output pixel's value depends on the input:
  /// the input must reach this far beyond the output, and damage spreads this far.
  let margin: Int

  /// The largest downsampling factor used.
  static let maximumFactor = 16

  init(sigma: Double) {
    let s = sigma.isFinite ? Swift.max(0, sigma) : 0
    var f = 1
    var levels = 0
    while f * 2 <= Self.maximumFactor && s / Double(f * 2) >= 2 {
      f *= 2
      levels += 1
    }
    factor = f
    self.levels = levels
    let fd = Double(f)
    let chainVariance = f > 1 ? (fd * fd - 1) / 12 + fd * fd / 6 : 0
    let lowSigma = (Swift.max(0, s * s - chainVariance)).squareRoot() / fd
    radii = BoxBlur.radii(sigma: lowSigma)
    margin = (radii.reduce(0, +) + 2) * f + f
  }

  /// The input needed to compute `output`: grown by the margin, aligned outward to the
  /// low-resolution grid (which is anchored at the screen's origin so every piece of a
  /// backdrop is computed alike), and cut to `screen`.
  func input(for output: PixelRect, screen: PixelRect) -> PixelRect {
    let grown = output.grown(by: margin)
    func down(_ v: Int) -> Int { (v >= 0 ? v : v - factor + 1) / factor * factor }
    func up(_ v: Int) -> Int { down(v + factor - 1) }
    let x0 = down(grown.x)
    let y0 = down(grown.y)
    return PixelRect(x: x0, y: y0, width: up(grown.maxX) - x0, height: up(grown.maxY) - y0).clipped(to: screen)
  }
}
