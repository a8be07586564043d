/// A rectangle whose corners are quarter-circles of independent radii.
///
/// This is the exact shape hit-testing uses: a point in the cut-away part of a
/// rounded corner is outside.
package struct RoundedRectShape: Hashable, Sendable {
  /// The enclosing rectangle, standardized.
  package let rect: Rect
  /// The corner radii, clamped to fit ``rect``.
  package let radii: CornerRadii

  /// Creates a rounded rectangle; the radii are clamped to fit.
  package init(rect: Rect, radii: CornerRadii) {
    self.rect = rect.standardized
    self.radii = radii.clamped(to: self.rect.size)
  }

  /// Whether `point` lies inside the rounded shape.
  @inlinable
  package func contains(_ point: Point) -> Bool {
    guard rect.contains(point) else { return false }
    if radii.isZero { return true }
    let x = point.x
    let y = point.y
    // Only a point inside one of the four corner squares can be outside the shape.
    if x < rect.minX + radii.topLeft && y < rect.minY + radii.topLeft {
      return Self.inCircle(x, y, rect.minX + radii.topLeft, rect.minY + radii.topLeft, radii.topLeft)
    }
    if x >= rect.maxX - radii.topRight && y < rect.minY + radii.topRight {
      return Self.inCircle(x, y, rect.maxX - radii.topRight, rect.minY + radii.topRight, radii.topRight)
    }
    if x < rect.minX + radii.bottomLeft && y >= rect.maxY - radii.bottomLeft {
      return Self.inCircle(
        x, y, rect.minX + radii.bottomLeft, rect.maxY - radii.bottomLeft, radii.bottomLeft)
    }
    if x >= rect.maxX - radii.bottomRight && y >= rect.maxY - radii.bottomRight {
      return Self.inCircle(
        x, y, rect.maxX - radii.bottomRight, rect.maxY - radii.bottomRight, radii.bottomRight)
    }
    return true
  }

  @usableFromInline
  static func inCircle(_ x: Double, _ y: Double, _ cx: Double, _ cy: Double, _ r: Double) -> Bool {
    let dx = x - cx
    let dy = y - cy
    return dx * dx + dy * dy <= r * r
  }
}
