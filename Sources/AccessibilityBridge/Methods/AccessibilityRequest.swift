/// Something a client asked the application to do, to be done on the live views once the
/// call is answered. Text offsets are AT-SPI's: Unicode characters.
package enum AccessibilityRequest: Equatable, Sendable {
  /// Perform the model's action named `action` on element `id`.
  case perform(action: String, on: UInt32)
  /// Set element `id`'s value to `value` (it moves to the nearest it can take).
  case setValue(Double, on: UInt32)
  /// Give element `id` keyboard focus.
  case focus(UInt32)
  /// Remember the number the registry gave the application.
  case setRegistryID(Int32)
  /// Select element `id`'s text from `anchor` to `caret` (equal: move the caret).
  case select(anchor: Int, caret: Int, on: UInt32)
  /// Replace element `id`'s text in `range` with `text`.
  case replaceText(Range<Int>, with: String, on: UInt32)
  /// Put element `id`'s text in `range` on the clipboard; with `cut`, delete it too.
  case copyText(Range<Int>, cut: Bool, on: UInt32)
  /// Insert the clipboard's text into element `id`'s text at `position`.
  case pasteText(at: Int, on: UInt32)
}
