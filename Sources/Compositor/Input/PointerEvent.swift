/// One event of a pointer sequence, in screen coordinates.
public struct PointerEvent: Hashable, Sendable {
  /// Which stage of the sequence this is.
  public var phase: PointerPhase
  /// Where the pointer is, in screen coordinates.
  public var location: Point
  /// When it happened, in seconds on the screen's clock.
  public var timestamp: Double
  /// Which pointer (finger or mouse) the event belongs to.
  public var pointerID: Int

  /// Creates a pointer event.
  public init(_ phase: PointerPhase, at location: Point, time: Double, pointerID: Int = 0) {
    self.phase = phase
    self.location = location
    self.timestamp = time
    self.pointerID = pointerID
  }
}
