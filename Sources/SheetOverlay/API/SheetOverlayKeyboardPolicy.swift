/// How the sheet makes room for the on-screen keyboard.
public enum SheetOverlayKeyboardPolicy: Hashable, Sendable {
  /// The sheet stays where it is; the keyboard covers its bottom.
  case ignore
  /// The sheet rises by the keyboard's height, but by at most this many points.
  case maxOffset(Double)
  /// The sheet rises by the keyboard's full height.
  case fullOffset

  /// How far the sheet rises for a keyboard covering `keyboardHeight` points.
  package func offset(forKeyboardHeight keyboardHeight: Double) -> Double {
    let k = keyboardHeight.isFinite ? Swift.max(0, keyboardHeight) : 0
    switch self {
    case .ignore: return 0
    case .fullOffset: return k
    case .maxOffset(let v): return Swift.min(k, v.isFinite ? Swift.max(0, v) : 0)
    }
  }
}
