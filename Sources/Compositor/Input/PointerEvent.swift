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
  /// The mouse button whose press began the sequence: gesture recognizers follow the
  /// primary button only, as UIKit's do by default; a view's ``View/onPointer`` sees them
  /// all (a text field pastes the primary selection on a middle click).
  public var button: PointerButton
  /// The modifier keys held when the event happened (a Shift+click extends a text
  /// selection).
  public var modifiers: KeyModifiers

  /// Creates a pointer event.
  public init(
    _ phase: PointerPhase, at location: Point, time: Double, pointerID: Int = 0, button: PointerButton = .primary,
    modifiers: KeyModifiers = []
  ) {
    self.phase = phase
    self.location = location
    self.timestamp = time
    self.pointerID = pointerID
    self.button = button
    self.modifiers = modifiers
  }
}
