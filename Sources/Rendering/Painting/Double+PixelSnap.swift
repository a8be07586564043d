extension Double {
  /// The value, or the whole number it is within a rounding error of: 1.1 × 100 is
  /// 110.00000000000001 in binary floating point, which must not cover a 111th pixel.
  var snappedToWholePixel: Double {
    let whole = rounded()
    return abs(self - whole) <= 1e-9 * Swift.max(1, abs(whole)) ? whole : self
  }
}
