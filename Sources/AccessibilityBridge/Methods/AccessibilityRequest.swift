/// Something a client asked the application to do, to be done on the live views once the
/// call is answered.
public enum AccessibilityRequest: Equatable, Sendable {
  /// Perform the model's action named `action` on element `id`.
  case perform(action: String, on: UInt32)
  /// Set element `id`'s value to `value` (it moves to the nearest it can take).
  case setValue(Double, on: UInt32)
  /// Give element `id` keyboard focus.
  case focus(UInt32)
  /// Remember the number the registry gave the application.
  case setRegistryID(Int32)
}
