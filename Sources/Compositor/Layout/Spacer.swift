/// Flexible space in a stack, as SwiftUI's `Spacer`: it takes a share of the room the
/// stack's other views leave along the stack's axis, never less than ``minLength``.
///
/// A spacer draws nothing and takes no hits: a point on it reaches the stack behind.
///
/// ```swift
/// let bar = HStack { title; Spacer(); closeButton }   // the button at the trailing edge
/// ```
public final class Spacer: View {
  /// The least length it takes along the stack's axis.
  public var minLength: Double {
    didSet {
      if !minLength.isFinite || minLength < 0 { minLength = oldValue.isFinite ? oldValue : 0 }
      if minLength != oldValue { invalidateFittingSize() }
    }
  }

  /// Creates a spacer that takes at least `minLength` points.
  public init(identifier: String = "", minLength: Double = 0) {
    self.minLength = minLength.isFinite && minLength >= 0 ? minLength : 0
    super.init(identifier: identifier)
    flexibleAxes = [.horizontal, .vertical]
    isUserInteractionEnabled = false
  }

  /// ``minLength`` each way: what the spacer takes when a stack has no room to spare.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: minLength, height: minLength)
  }
}
