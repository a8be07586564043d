/// A two-dimensional affine transform, as Core Graphics' `CGAffineTransform`: a point
/// `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// A ``GraphicsContext`` keeps one, changed by ``GraphicsContext/translateBy(x:y:)``,
/// ``GraphicsContext/scaleBy(x:y:)``, ``GraphicsContext/rotate(by:)`` and
/// ``GraphicsContext/concatenate(_:)``.
///
/// ```swift
/// let t = Transform(translationX: 10, y: 0).rotated(by: .degrees(90))
/// t.apply(to: Point(x: 1, y: 0))   // (10.0, 1.0)
/// ```
public struct Transform: Hashable, Sendable {
  /// The x axis's x component.
  public var a: Double
  /// The x axis's y component.
  public var b: Double
  /// The y axis's x component.
  public var c: Double
  /// The y axis's y component.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `x` and `y`.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` and `y` about the origin.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` about the origin (clockwise on screen for a positive angle).
  public init(rotationAngle angle: Angle) {
    let s = angle.sine
    let k = angle.cosine
    self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other`, as Core Graphics' `concatenating(_:)`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform with a translation applied before it: what a context's
  /// ``GraphicsContext/translateBy(x:y:)`` does to its transform.
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// This transform with a scale applied before it.
  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// This transform with a rotation applied before it.
  public func rotated(by angle: Angle) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// Where `point` lands.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The transform's determinant; 0 when it flattens the plane onto a line.
  public var determinant: Double { a * d - b * c }

  /// Whether every component is finite and the plane is not flattened, so the transform
  /// can be undone. A context ignores one that is not, with a diagnostic.
  public var isInvertible: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite && determinant != 0
      && determinant.isFinite
  }
}
