/// A scroll-wheel or trackpad scroll over a point, in screen coordinates.
public struct WheelEvent: Hashable, Sendable {
  /// Where the pointer is.
  public var location: Point
  /// Horizontal scroll amount in points; positive moves content left.
  public var deltaX: Double
  /// Vertical scroll amount in points; positive scrolls down (content moves up).
  public var deltaY: Double
  /// When it happened, in seconds on the screen's clock.
  public var timestamp: Double

  /// Creates a wheel event.
  public init(at location: Point, deltaX: Double = 0, deltaY: Double, time: Double) {
    self.location = location
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.timestamp = time
  }
}
