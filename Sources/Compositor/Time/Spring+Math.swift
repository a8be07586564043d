// The elementary functions the closed-form spring and a scroll view's glide need, written
// on the standard library alone so the core imports neither Foundation nor libm. Accuracy
// is near 1 ulp over the ranges they use, far below a pixel.

extension Spring {
  /// The natural logarithm, from x = m·2^e with m in [1, 2): e·ln2 + ln m, and ln m by the
  /// series 2·atanh((m − 1)/(m + 1)), whose argument is at most 1/3.
  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    let ln2 = 0.693_147_180_559_945_3
    let e = Double(x.exponent)
    let m = x.significand
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var n = 1.0
    while n < 60 {
      sum += term / n
      term *= s2
      n += 2
    }
    return e * ln2 + 2 * sum
  }

  /// e^x by range reduction to e^r with |r| <= ln2/2 and a Taylor series.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < -745 { return 0 }
    if x > 709 { return .infinity }
    let ln2 = 0.693_147_180_559_945_3
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for i in 1...18 {
      term *= r / Double(i)
      sum += term
    }
    return sum * pow2(Int(k))
  }

  static func pow2(_ k: Int) -> Double {
    // Build 2^k exactly through the exponent, split for subnormal-range results.
    if k < -1000 { return pow2(k + 1000) * Double(sign: .plus, exponent: -1000, significand: 1) }
    return Double(sign: .plus, exponent: k, significand: 1)
  }

  /// sin(x) by reduction to [-π/4, π/4] and Taylor series.
  static func sin(_ x: Double) -> Double {
    let (r, q) = reduce(x)
    switch q & 3 {
    case 0: return sinSeries(r)
    case 1: return cosSeries(r)
    case 2: return -sinSeries(r)
    default: return -cosSeries(r)
    }
  }

  /// cos(x) by the same reduction.
  static func cos(_ x: Double) -> Double {
    let (r, q) = reduce(x)
    switch q & 3 {
    case 0: return cosSeries(r)
    case 1: return -sinSeries(r)
    case 2: return -cosSeries(r)
    default: return sinSeries(r)
    }
  }

  private static func reduce(_ x: Double) -> (Double, Int) {
    let halfPi = Double.pi / 2
    let q = (x / halfPi).rounded()
    return (x - q * halfPi, Int(q))
  }

  private static func sinSeries(_ r: Double) -> Double {
    let r2 = r * r
    var term = r
    var sum = r
    for i in stride(from: 2, through: 22, by: 2) {
      term *= -r2 / Double(i * (i + 1))
      sum += term
    }
    return sum
  }

  private static func cosSeries(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    for i in stride(from: 1, through: 21, by: 2) {
      term *= -r2 / Double(i * (i + 1))
      sum += term
    }
    return sum
  }
}
