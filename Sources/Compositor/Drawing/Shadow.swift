/// A drop shadow cast by a view's shape, as `sheetOverlayShadow(color:radius:x:y:)` sets.
public struct Shadow: Hashable, Sendable {
  /// The shadow's color, including its opacity.
  public var color: Color
  /// The blur radius, in points; negative values act as 0.
  public var radius: Double
  /// The shadow's displacement from the shape.
  public var offset: Point

  /// Creates a shadow.
  public init(color: Color, radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius.isFinite ? Swift.max(0, radius) : 0
    self.offset = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }

  /// How far beyond the shape the shadow can reach on each side.
  public var extent: EdgeInsets {
    let r = radius * 2
    return EdgeInsets(
      top: Swift.max(0, r - offset.y), left: Swift.max(0, r - offset.x),
      bottom: Swift.max(0, r + offset.y), right: Swift.max(0, r + offset.x))
  }
}
