/// What a drag coordinator needs of the sheet it drags: the state to read, the
/// configuration's policies and callbacks, the keyboard a downward drag lowers first, and
/// the way in for its events.
protocol SheetDragHost: AnyObject {
  /// The sheet's behaviour: phase, target, heights.
  var state: SheetState { get }
  /// The configuration in force.
  var configuration: SheetOverlayConfiguration { get }
  /// The keyboard the sheet's fields raise, if any.
  var keyboard: SoftwareKeyboard? { get }
  /// Hands an event to the sheet's state and carries out its effects.
  func send(_ event: SheetEvent)
  /// Sends a release at `velocity`, first asking whether it may dismiss the sheet.
  func release(velocity: Double, send event: (Bool) -> SheetEvent)
  /// Asks for the sheet to be laid out for its state in the next frame.
  func setNeedsLayout()
}
