/// An angle for arcs and rotations, as SwiftUI's `Angle`: in radians, made from degrees or
/// radians.
///
/// Angles are measured from the positive x axis toward the positive y axis, which points
/// down on screen: a positive angle turns clockwise as you look at it.
///
/// ```swift
/// context.rotate(by: .degrees(30))
/// path.addArc(center: c, radius: 20, startAngle: .zero, endAngle: .degrees(90))
/// ```
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// Creates an angle of `radians`.
  public init(radians: Double) {
    self.radians = radians
  }

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(radians: degrees * .pi / 180) }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// No turn.
  public static let zero = Angle(radians: 0)

  /// Whether the smaller angle comes first.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The sine, computed on the standard library alone (the core imports no libm).
  var sine: Double { Spring.sin(radians) }

  /// The cosine, computed the same way.
  var cosine: Double { Spring.cos(radians) }
}
