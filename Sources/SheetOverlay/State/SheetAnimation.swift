import Compositor

/// What moves the sheet's height while it presents, settles or dismisses.
enum SheetAnimation: Hashable, Sendable {
  /// The unbanded height under a spring, carrying the sheet's speed.
  case spring(SpringAnimation)
  /// The unbanded height along an eased curve, for reduced motion.
  case move(TimedAnimation)

  /// The unbanded height the animation ends at.
  var targetHeight: Double {
    switch self {
    case .spring(let s): s.target
    case .move(let m): m.to
    }
  }
}
